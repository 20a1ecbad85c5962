import { createContext, useContext } from "react";

/**
 * The nonce the server put into this response's Content-Security-Policy, for the inline scripts
 * React Router renders. Only the server render has one; browsers hide nonces from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
