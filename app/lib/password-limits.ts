// How long a password may be: the browser's fields and the server's checks share these.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
