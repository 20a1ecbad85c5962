// Shared by the admin guard on the server and the pages that show its refusals.

/** The answer to any admin write without a valid session, word for word. */
export const NOT_LOGGED_IN = "You must be logged in to perform this action";

/** An admin page or write while the database does not answer. */
export const ADMIN_UNAVAILABLE =
  "Failed to fetch documents. The database is not answering; please try again in a minute.";

/** The field names of the sign-in step, apart from any form's own `email`. */
export const SIGN_IN_STEP_EMAIL = "signInEmail";
export const SIGN_IN_STEP_PASSWORD = "signInPassword";
