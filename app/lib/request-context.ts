import { createContext } from "react-router";
import type { CompressedPage, Page } from "./page-cache/page.server.ts";

/** The visitor's address as the server sees it (behind TRUST_PROXY, from X-Forwarded-For). */
export const clientAddressContext = createContext<string>("unknown");

/** What the server (server/app.ts) does with a page React Router made. */
export interface PageResponse {
  /** Sends the policy allowing exactly these inline scripts (the default allows none). */
  setScriptHashes(hashes: string[]): void;
  /** Offers a page that is the same for everyone to the page cache: its stored bodies when kept. */
  store(page: Page): Promise<CompressedPage | null>;
  /** Marks the answer as one visitor's own (the thank-you after their form): never shared or kept. */
  markPersonal(): void;
  isPersonal(): boolean;
  /** Notes a moment the page says something different from (a gallery opens or closes): it is not kept past it. */
  noteChangesAt(at: Date | null): void;
}

export const pageResponseContext = createContext<PageResponse>({
  setScriptHashes() {},
  store: async () => null,
  markPersonal() {},
  isPersonal: () => false,
  noteChangesAt() {},
});

/** Marks this answer as one visitor's own when `isOwn` (see PageResponse.markPersonal); returns `isOwn`. */
export function markPersonalWhen(context: { get: (key: typeof pageResponseContext) => PageResponse }, isOwn: boolean) {
  if (isOwn) context.get(pageResponseContext).markPersonal();
  return isOwn;
}

/** Appends a Set-Cookie header to this request's response, whatever React Router answers. */
export const setCookieContext = createContext<(cookie: string) => void>(() => {});

/**
 * An admin form this request posted and the guard refused (the session ended, the database is not
 * answering, or two-step sign-in must be turned on first): the page's loaders then show a step that
 * posts it again instead of a redirect.
 */
export interface RefusedAdminPost {
  reason: "signed-out" | "unavailable" | "two-step-required";
  /** Every text field as posted, credentials excepted, in order. */
  fields: [string, string][];
  /** Why the last sign-in step failed, if one was tried. */
  error: string | null;
}

export const refusedAdminPostContext = createContext<RefusedAdminPost | null>(null);
