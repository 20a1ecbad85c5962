import type { RouterContextProvider } from "react-router";
import { pageResponseContext } from "#app/lib/request-context.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { PageClock } from "./describe-hours.server.ts";

/** This request's clock: now, the page's language, and the page cache told when the page goes stale. */
export function pageClock(context: Readonly<RouterContextProvider>, now = new Date()): PageClock {
  const response = context.get(pageResponseContext);
  let first: Date | null = null;
  return {
    now,
    locale: getRequestLocale(),
    noteChangesAt(at) {
      if (at === null) return;
      response.noteChangesAt(at);
      if (first === null || at < first) first = at;
    },
    firstChange: () => first,
  };
}
