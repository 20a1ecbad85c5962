import { MAX_UPLOAD_BYTES } from "#app/lib/image-variants.ts";
import { m } from "#app/lib/paraglide/messages.js";

// What an upload is before it becomes a stored image: its bytes read within the limit, its format
// by its own bytes, no markup hidden in it, a file name that names no path.

/** An image refused for a reason the uploader can act on, in the request's language; `status` is the HTTP status to answer. */
export class MediaError extends Error {
  override name = "MediaError";
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.status = status;
  }
}

export type SourceFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

/** The format the bytes themselves say, never the name or the declared type. */
export function sniffImageFormat(data: Uint8Array): SourceFormat | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => data[offset + i] === byte);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(4, "ftyp") && (ascii(8, "avif") || ascii(8, "avis"))) return "avif";
  return null;
}

// Markup or script inside an image file means a polyglot meant to be served as HTML somewhere.
const EMBEDDED_MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype)[\s>/]|javascript:/i;
// Read as text 64 kB at a time: the whole upload as one string was up to 25 MB of heap left for the
// collector; windows overlap by more than the longest match ("javascript:"), so none is cut in two.
const MARKUP_WINDOW = 64 * 1024;
const MARKUP_OVERLAP = 16;

/** Whether the bytes carry HTML or script anywhere, read as Latin-1 text. */
export function hasEmbeddedMarkup(data: Buffer): boolean {
  for (let start = 0; start < data.byteLength; start += MARKUP_WINDOW) {
    const window = data.subarray(start, start + MARKUP_WINDOW + MARKUP_OVERLAP);
    if (EMBEDDED_MARKUP.test(window.toString("latin1"))) return true;
  }
  return false;
}

/**
 * Reads a request body into memory. Past the size limit it keeps reading without keeping (up to
 * twice the limit), so the client receives the refusal instead of a reset connection.
 */
export async function readBody(body: AsyncIterable<Uint8Array> | null, maxBytes = MAX_UPLOAD_BYTES): Promise<Buffer> {
  if (!body) throw new MediaError(m.admin_media_empty(), 400);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > 2 * maxBytes) break;
    // Kept as they came, copied once by the concatenation below (copying each too held the upload twice).
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes)
    throw new MediaError(m.admin_upload_too_large({ max: `${Math.round(maxBytes / 1024 / 1024)} MB` }), 413);
  return Buffer.concat(chunks);
}

/**
 * Reads and discards what is left of a refused upload (up to a bound), so the client gets the
 * answer instead of a reset connection while it is still sending.
 */
export async function discardBody(
  body: AsyncIterable<Uint8Array> | null,
  maxBytes = 2 * MAX_UPLOAD_BYTES,
): Promise<void> {
  if (!body) return;
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) return;
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** A declared file name may not name a path: browsers send base names, so anything else is forged. */
export function assertAcceptableFileName(name: string | null | undefined): void {
  if (name && (/[/\\\0]/.test(name) || name.includes("..") || name.length > 255)) {
    throw new MediaError(m.admin_media_path_in_name(), 400);
  }
}
