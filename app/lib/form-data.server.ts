import { data } from "react-router";
import { BODY_TOO_LARGE_HEADER, getBodyLimit, normalizePath } from "#app/lib/request-body.ts";

/** What a post over its address's body limit answers: 413, in the page's words (see UnexpectedError). */
function formTooLarge(limitBytes: number) {
  return data({ formTooLarge: true, limitBytes }, { status: 413 });
}

/**
 * The posted form, or an empty one when the body is not a form (JSON, plain text, a broken
 * multipart body): such a post then fails the guard or validation with a 4xx, never a 500. A body
 * over the address's limit is never read whole: it throws 413 (formTooLarge) as soon as it is known.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const limit = getBodyLimit(normalizePath(new URL(request.url).pathname) ?? "/");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (request.headers.has(BODY_TOO_LARGE_HEADER) || declared > limit) throw formTooLarge(limit);
  const body = await readBoundedBody(request, limit);
  if (body === null) throw formTooLarge(limit);
  let formData: FormData;
  try {
    const headers = new Headers();
    const contentType = request.headers.get("content-type");
    if (contentType) headers.set("content-type", contentType);
    formData = await new Response(body, { headers }).formData();
  } catch {
    return new FormData();
  }
  return withoutNulCharacters(formData);
}

/** The body's bytes, or null once they pass `limit` (the rest is left unread for the server to discard). */
async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return null;
      chunks.push(value);
    }
  } catch {
    // A body cut off midway is no form.
    return new Uint8Array(0);
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** NUL characters are no text anyone types, and PostgreSQL refuses them in text: they are dropped. */
function withoutNulCharacters(formData: FormData): FormData {
  let hasNul = false;
  for (const value of formData.values()) if (typeof value === "string" && value.includes("\0")) hasNul = true;
  if (!hasNul) return formData;
  const cleaned = new FormData();
  for (const [name, value] of formData.entries()) {
    cleaned.append(name, typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return cleaned;
}
