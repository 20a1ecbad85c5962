import { getRootData } from "./root-data.ts";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** "{title} | {SITE_NAME}", with the site name from the root loader. */
export function siteTitle(matches: ReadonlyArray<MatchWithData | undefined>, title: string): string {
  return `${title} | ${getRootData(matches).siteName}`;
}
