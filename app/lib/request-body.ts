// How large a request body each address takes: read nowhere past this, refused with 413 in words.
import { MAX_UPLOAD_BYTES } from "./image-variants.ts";

/**
 * A visitor form (contact, inquiry, review, sign-in): its longest field (5,000 characters) is about
 * 30 kB once percent-encoded, at six bytes a character for Hebrew.
 */
export const VISITOR_FORM_MAX_BYTES = 64 * 1024;
/** An admin editor: an artist with hundreds of artworks in two languages stays well under it. */
export const ADMIN_FORM_MAX_BYTES = 8 * 1024 * 1024;
/** The image upload reads its own body against this, checked again in the browser before sending. */
const UPLOAD_MAX_BYTES = MAX_UPLOAD_BYTES;

/**
 * Set by the server on a request whose declared body is over its address's limit, after removing
 * any such header the client sent: the form reader then refuses without reading.
 */
export const BODY_TOO_LARGE_HEADER = "x-omanut-body-too-large";

/** The body limit of a (decoded) path: the upload's, an admin form's or a visitor form's. */
export function getBodyLimit(path: string): number {
  if (/^\/admin\/media(?:\.data)?\/?$/i.test(path)) return UPLOAD_MAX_BYTES;
  if (/^\/admin(?:[/.]|$)/i.test(path)) return ADMIN_FORM_MAX_BYTES;
  return VISITOR_FORM_MAX_BYTES;
}

/**
 * The path as React Router matches it: percent-escapes decoded and repeated slashes made one, so
 * `/%61dmin` is the admin area; null when its escapes do not decode (then treated as private).
 */
export function normalizePath(path: string): string | null {
  try {
    return decodeURIComponent(path).replace(/\/{2,}/g, "/");
  } catch {
    return null;
  }
}
