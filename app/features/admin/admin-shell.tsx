import { useId, useRef, useState, type ReactNode } from "react";
import { Form, href, useLocation } from "react-router";
import { Link, NavLink } from "#app/components/link.tsx";
import { Logo } from "#app/components/logo.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// Labels are messages, read at render in the page's language. A partner sees only what is its own.
const menu = [
  { to: href("/admin"), label: m.admin_nav_dashboard, end: true, isForPartners: true },
  { to: href("/admin/artists"), label: m.admin_nav_artists, end: false, isForPartners: false },
  { to: href("/admin/artworks"), label: m.admin_nav_artworks, end: false, isForPartners: false },
  { to: href("/admin/galleries"), label: m.admin_nav_galleries, end: false, isForPartners: false },
  { to: href("/admin/changes"), label: m.admin_nav_changes, end: false, isForPartners: false },
  { to: href("/admin/reviews/pending"), label: m.admin_nav_pending_reviews, end: false, isForPartners: false },
  { to: href("/admin/inquiries"), label: m.admin_nav_inbox, end: false, isForPartners: false },
  { to: href("/admin/people"), label: m.admin_nav_people, end: false, isForPartners: false },
  { to: href("/admin/site"), label: m.admin_nav_site, end: false, isForPartners: false },
  { to: href("/admin/audit"), label: m.admin_nav_audit, end: false, isForPartners: false },
  { to: href("/admin/deleted"), label: m.admin_nav_deleted, end: false, isForPartners: false },
  { to: href("/admin/two-step"), label: m.admin_nav_two_step, end: false, isForPartners: true },
] as const;

/** Every admin page's frame: the menu (folded behind a button on phones), the administrator, and the page. */
export function AdminShell({
  email,
  isOperator,
  isTwoStepSetupDue,
  children,
}: {
  email: string;
  isOperator: boolean;
  /** The site asks this person for two-step sign-in and it is not on: only its page is offered. */
  isTwoStepSetupDue: boolean;
  children: ReactNode;
}) {
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const isHydrated = useHydrated();
  const { pathname } = useLocation();
  // On phones the menu folds behind a button; it is open for the page it was opened on, so
  // following one of its links closes it. Without JavaScript it simply stays unfolded.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const close = () => {
    setOpenOn(null);
    toggle.current?.focus();
  };
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="bg-slate-900 text-slate-200 md:w-64 md:shrink-0">
        <div className="flex items-center justify-between gap-2 px-5 py-4 md:py-5">
          <span className="flex items-center gap-2 font-serif text-lg font-semibold text-white">
            <Logo />
            {m.admin_brand()}
          </span>
          {isHydrated ? (
            <button
              ref={toggle}
              type="button"
              className="rounded px-3 py-2 text-sm font-semibold text-white ring-1 ring-slate-600 hover:bg-slate-800 md:hidden"
              aria-expanded={isOpen}
              aria-controls={menuId}
              onClick={() => setOpenOn(isOpen ? null : pathname)}
            >
              {m.admin_menu()}
            </button>
          ) : null}
        </div>
        <div
          id={menuId}
          className={isHydrated && !isOpen ? "hidden md:block" : "block"}
          onKeyDown={(event) => {
            if (event.key === "Escape" && isOpen) close();
          }}
        >
          <nav aria-label={m.admin_nav_label()}>
            <ul className="space-y-1 px-3">
              <li>
                <Link to={href("/")} className="block rounded px-3 py-2 hover:bg-slate-800">
                  {m.admin_back_to_home()}
                </Link>
              </li>
              {menu
                .filter((item) =>
                  isTwoStepSetupDue ? item.to === href("/admin/two-step") : isOperator || item.isForPartners,
                )
                .map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        `block rounded px-3 py-2 ${isActive ? "bg-slate-700 font-semibold text-white" : "hover:bg-slate-800"}`
                      }
                    >
                      {item.label()}
                    </NavLink>
                  </li>
                ))}
              <li>
                <Form method="post" action={href("/logout")}>
                  <button type="submit" className="block w-full rounded px-3 py-2 text-start hover:bg-slate-800">
                    {m.admin_sign_out()}
                  </button>
                </Form>
              </li>
              <li>
                <LanguageForm />
              </li>
            </ul>
          </nav>
          <p className="px-6 py-5 text-sm">
            <span className="block text-white">{email}</span>
            <span className="text-slate-400">{m.admin_role()}</span>
          </p>
        </div>
      </aside>
      <main id="main" className="flex-1 bg-sand-50">
        {children}
      </main>
    </div>
  );
}

/**
 * The administrator's own language: a plain form (no JavaScript needed), and a whole page load
 * after it, so the page comes back in the new language from the server.
 */
function LanguageForm() {
  const { pathname, search } = useLocation();
  const other: Locale = useLocale() === "he" ? "en" : "he";
  return (
    <form method="post" action={href("/admin/language")} aria-label={m.admin_language_form()}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={other}
        className="block w-full rounded px-3 py-2 text-start hover:bg-slate-800"
      >
        {m.language_name({}, { locale: other })}
      </button>
    </form>
  );
}
