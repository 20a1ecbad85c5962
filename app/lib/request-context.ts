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
