import { Form, href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { SITE_PAGES, type SitePageSlug } from "#app/lib/site-pages.ts";
import { Logo } from "#app/components/logo.tsx";
import { mainLinks } from "./site-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { sitePageLabel } from "#app/features/site-pages/site-page-label.ts";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatYear } from "#app/lib/dates.ts";

export function SiteFooter({
  siteName,
  contactEmail,
  user,
  socialLinks,
  pages,
}: {
  siteName: string;
  contactEmail: string;
  user: { email: string } | null;
  /** The Site page's social links that are set (http(s) only). */
  socialLinks: { label: string; href: string }[];
  /** The written pages: linked; an unwritten one stays a label with no target. */
  pages: SitePageSlug[];
}) {
  const locale = useLocale();
  const linkClass = "rounded text-slate-300 hover:text-white";
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-serif text-xl font-semibold text-white">
            <Logo />
            {siteName}
          </p>
          <p className="mt-3 text-sm">{m.footer_tagline()}</p>
          <p className="mt-3 text-sm">
            <LanguageSwitch className={linkClass} />
          </p>
        </div>
        <nav aria-label={m.footer_nav()}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.footer_explore()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label()}
                </Link>
              </li>
            ))}
            <li>
              {user ? (
                <Link to={href("/admin")} className={linkClass}>
                  {m.footer_admin_dashboard()}
                </Link>
              ) : (
                <Link to="/login" className={linkClass}>
                  {m.footer_admin_login()}
                </Link>
              )}
            </li>
            {user ? (
              <li>
                <Form method="post" action="/logout">
                  <button type="submit" className={linkClass}>
                    {m.footer_sign_out()}
                  </button>
                </Form>
              </li>
            ) : null}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.footer_resources()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SITE_PAGES.map((page) => (
              <li key={page.slug}>
                {pages.includes(page.slug) ? (
                  <Link to={page.path} className={linkClass}>
                    {sitePageLabel(page.slug)}
                  </Link>
                ) : (
                  // A page not yet written on the Site page: its name, with no target, in place of a link.
                  <a className="text-slate-300">{sitePageLabel(page.slug)}</a>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.footer_follow_us()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={linkClass} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {m.footer_email()}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-sm">
        © {formatYear(new Date(), locale)} <bdi>{siteName}</bdi>. {m.footer_rights()}
      </p>
    </footer>
  );
}
