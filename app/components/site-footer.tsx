import { Form, Link } from "react-router";
import { Logo } from "./logo.tsx";

const footerLinks = [
  { to: "/", label: "Home" },
  { to: "/artists", label: "Artists" },
  { to: "/artworks", label: "Artworks" },
  { to: "/galleries", label: "Galleries" },
  { to: "/contact", label: "Contact" },
] as const;

const socialLinks = [
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://x.com/", label: "Twitter" },
] as const;

export function SiteFooter({
  siteName,
  contactEmail,
  user,
}: {
  siteName: string;
  contactEmail: string;
  user: { email: string } | null;
}) {
  const linkClass = "rounded text-slate-300 hover:text-white";
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-serif text-xl font-semibold text-white">
            <Logo />
            {siteName}
          </p>
          <p className="mt-3 text-sm">Connecting Israeli artists and galleries with art lovers around the world.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {user ? (
                <Link to="/admin" className={linkClass}>
                  Admin Dashboard
                </Link>
              ) : (
                <Link to="/login" className={linkClass}>
                  Admin Login
                </Link>
              )}
            </li>
            {user ? (
              <li>
                <Form method="post" action="/logout">
                  <button type="submit" className={linkClass}>
                    Sign Out
                  </button>
                </Form>
              </li>
            ) : null}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Resources</h2>
          {/* Placeholder links with no target, as in the spec: their pages do not exist yet. */}
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className="text-slate-300">About Us</a>
            </li>
            <li>
              <a className="text-slate-300">Privacy Policy</a>
            </li>
            <li>
              <a className="text-slate-300">Terms of Service</a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow Us</h2>
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
                Email
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-sm">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
