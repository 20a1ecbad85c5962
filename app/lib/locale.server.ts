import { AsyncLocalStorage } from "node:async_hooks";
import { BASE_LOCALE, type Locale } from "#app/lib/i18n.ts";
import { overwriteServerAsyncLocalStorage } from "#app/lib/paraglide/runtime.js";

// One store per response being made: requests made at the same time never see each other's
// language. The message functions read it through the catalogue's runtime.
const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

/** Makes one response in a language: its messages, formats and mails. */
export function withRequestLocale<T>(locale: Locale, make: () => T): T {
  return storage.run({ locale }, make);
}

/**
 * Changes the language of the response being made, from here on: the admin area speaks its
 * administrator's own language, known only once the session is looked up.
 */
export function setRequestLocale(locale: Locale): void {
  const store = storage.getStore();
  if (store) store.locale = locale;
}

/** The language of the response being made (English outside one). */
export function getRequestLocale(): Locale {
  return storage.getStore()?.locale ?? BASE_LOCALE;
}
