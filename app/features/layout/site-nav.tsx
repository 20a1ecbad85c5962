import { useId, useState } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { Logo } from "#app/components/logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SearchForm } from "#app/features/search/search-form.tsx";

/** The site's main pages, in the header and the footer; labels are messages, read at render. */
export const mainLinks = [
  { to: "/", label: m.nav_home },
  { to: "/artists", label: m.nav_artists },
  { to: "/artworks", label: m.nav_artworks },
  { to: "/galleries", label: m.nav_galleries },
  { to: "/contact", label: m.nav_contact },
  { to: "/saved", label: m.nav_saved },
] as const;

function linkClass({ isActive }: { isActive: boolean }, isMobile: boolean): string {
  const base = isMobile ? "block rounded px-3 py-2 text-base" : "rounded px-3 py-2 text-sm";
  return `${base} font-medium ${
    isActive
      ? "bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4"
      : "text-slate-700 hover:bg-sand-100 hover:text-slate-900"
  }`;
}

export function SiteNav({ siteName }: { siteName: string }) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: a chosen link (any navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setIsOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={m.nav_main()} className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded font-serif text-xl font-semibold text-slate-900">
          <Logo />
          <span>{siteName}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={(state) => linkClass(state, false)}>
                {link.label()}
              </NavLink>
            </li>
          ))}
        </ul>
        <SearchForm id="site-search" size="small" className="ms-auto hidden w-60 lg:flex xl:w-72" />
        <LanguageSwitch className="ms-auto rounded px-3 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:bg-sand-100 hover:underline lg:ms-2" />
        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-sand-100 lg:hidden"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setIsOpen(!isOpen)}
        >
          <span className="sr-only">{isOpen ? m.nav_close_menu() : m.nav_open_menu()}</span>
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div id={menuId} hidden={!isOpen} className="border-t border-slate-200 px-4 pb-4 lg:hidden">
        <ul className="mt-2 space-y-1">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={(state) => linkClass(state, true)}
                onClick={() => setIsOpen(false)}
              >
                {link.label()}
              </NavLink>
            </li>
          ))}
        </ul>
        <SearchForm id="site-search-menu" size="small" className="mt-3" />
      </div>
    </header>
  );
}
