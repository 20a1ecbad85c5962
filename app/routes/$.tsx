import { redirect } from "react-router";
import { localeOfPath, localizedPath } from "#app/lib/i18n.ts";
import type { Route } from "./+types/$";

// Any unknown path redirects to the home page of its language (/he/… to /he).
function toHome(url: URL) {
  return redirect(localizedPath("/", localeOfPath(url.pathname)));
}

export function loader({ url }: Route.LoaderArgs) {
  return toHome(url);
}

export function action({ url }: Route.ActionArgs) {
  return toHome(url);
}
