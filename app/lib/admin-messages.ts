// Shared by the admin guard on the server and the pages that show its refusals.
import { m } from "./paraglide/messages.js";

/** The answer to any admin write without a valid session, word for word, in the page's language. */
export const notLoggedIn = (): string => m.admin_not_logged_in();

/** An admin page or write while the database does not answer. */
export const adminUnavailable = (): string => m.admin_unavailable();

/** The field names of the sign-in step, apart from any form's own `email`. */
export const SIGN_IN_STEP_EMAIL = "signInEmail";
export const SIGN_IN_STEP_PASSWORD = "signInPassword";
