import { createContext } from "react-router";

/** The visitor's address as the server sees it (behind TRUST_PROXY, from X-Forwarded-For). */
export const clientAddressContext = createContext<string>("unknown");

export interface CspNonce {
  /** The nonce of this response's Content-Security-Policy (server/app.ts), for the page's inline scripts. */
  nonce: string;
  /** Sends the policy for another nonce instead: a 304 keeps the browser's cached copy, with its own nonce. */
  replaceNonce(nonce: string): void;
}

export const cspNonceContext = createContext<CspNonce>({ nonce: "", replaceNonce() {} });

/** Appends a Set-Cookie header to this request's response, whatever React Router answers. */
export const setCookieContext = createContext<(cookie: string) => void>(() => {});

/**
 * An admin form this request posted and the guard refused (the session ended, or the database is
 * not answering): the page's loaders then show a step that posts it again instead of a redirect.
 */
export interface RefusedAdminPost {
  reason: "signed-out" | "unavailable";
  /** Every text field as posted, credentials excepted, in order. */
  fields: [string, string][];
  /** Why the last sign-in step failed, if one was tried. */
  error: string | null;
}

export const refusedAdminPostContext = createContext<RefusedAdminPost | null>(null);
