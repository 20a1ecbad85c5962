import { useRouteLoaderData } from "react-router";

/** The site's name when SITE_NAME is not set. */
export const DEFAULT_SITE_NAME = "Omanut";
const DEFAULT_ORIGIN = "http://localhost:3000";

/** What the root route's loader gives every page. */
export interface RootData {
  siteName: string;
  contactEmail: string;
  origin: string;
  user: { email: string } | null;
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/**
 * The root loader's values from a route's matches (in `meta`), with the configuration's defaults
 * where the root loader gave nothing (an error page rendered before it ran).
 */
export function getRootData(matches: ReadonlyArray<MatchWithData | undefined>): Pick<RootData, "siteName" | "origin"> {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return {
    siteName: root?.siteName || DEFAULT_SITE_NAME,
    origin: (root?.origin || DEFAULT_ORIGIN).replace(/\/+$/, ""),
  };
}

/** The site's name, in components. */
export function useSiteName(): string {
  return useRouteLoaderData<RootData>("root")?.siteName || DEFAULT_SITE_NAME;
}

/** The contact address, in components; empty before the root loader ran. */
export function useContactEmail(): string {
  return useRouteLoaderData<RootData>("root")?.contactEmail ?? "";
}

/** The site's public origin ("https://omanut.example"), in components. */
export function useOrigin(): string {
  return (useRouteLoaderData<RootData>("root")?.origin || DEFAULT_ORIGIN).replace(/\/+$/, "");
}
