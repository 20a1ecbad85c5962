// eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's links
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { localizedPath, type Locale } from "#app/lib/i18n.ts";
import { useLocale } from "./use-page-locale.ts";

/** A site address in the page's language: "/artists" on a Hebrew page is "/he/artists". */
function localizedTo(to: To, locale: Locale): To {
  if (typeof to === "string") return localizedPath(to, locale);
  return to.pathname === undefined ? to : { ...to, pathname: localizedPath(to.pathname, locale) };
}

/** React Router's Link, staying in the page's language: every link of the site is one of these. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(to, useLocale())} {...props} />;
}

/** React Router's NavLink, staying in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizedTo(to, useLocale())} {...props} />;
}
