interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** "{title} | {SITE_NAME}", with the site name from the root loader. */
export function siteTitle(matches: ReadonlyArray<MatchWithData | undefined>, title: string): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteName?: string } | undefined;
  return `${title} | ${root?.siteName ?? "Omanut"}`;
}
