import { createContext } from "react-router";

/** The visitor's address as the server sees it (behind TRUST_PROXY, from X-Forwarded-For). */
export const clientAddressContext = createContext<string>("unknown");
