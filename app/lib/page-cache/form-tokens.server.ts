import { AsyncLocalStorage } from "node:async_hooks";

/** A page older than this is sent afresh rather than confirmed as unchanged, so its token stays young. */
export const FORM_TOKEN_RENEW_MS = 12 * 60 * 60 * 1000;

/** A form token put into the page being made, and how to make the same form's token for another time. */
export interface IssuedFormToken {
  token: string;
  issuedAt: number;
  /** The token this form would have had if shown at `issuedAt` (the same form and record). */
  reissue(issuedAt: number): string;
}

const issued = new AsyncLocalStorage<IssuedFormToken[]>();

/**
 * Runs the making of one response, noting every form token put into it: a page kept in the cache
 * gets tokens made at each view, so the time a form took to fill in is measured from that view.
 */
export function collectFormTokens<T>(make: () => T): T {
  return issued.run([], make);
}

export function noteFormToken(token: IssuedFormToken): void {
  issued.getStore()?.push(token);
}

/** The tokens noted so far for the response being made (empty outside collectFormTokens). */
export function listNotedFormTokens(): IssuedFormToken[] {
  return issued.getStore() ?? [];
}
