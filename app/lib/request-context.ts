import { createContext } from "react-router";

/** The visitor's address as the server sees it (behind TRUST_PROXY, from X-Forwarded-For). */
export const clientAddressContext = createContext<string>("unknown");

/** The nonce of this response's Content-Security-Policy (server/app.ts), for the page's inline scripts. */
export const cspNonceContext = createContext<string>("");
