import { data } from "react-router";
import { getAdminForFetch, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT, mediaImageUrl } from "#app/lib/image-variants.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { StorageRetryError } from "#app/lib/storage/retry.server.ts";
import { assertAcceptableFileName, discardBody, MediaError, readBody } from "#app/models/media-input.server.ts";
import { storeImage } from "#app/models/media.server.ts";

/**
 * Stores one uploaded image: the file is the request body (its name, if any, in X-File-Name).
 * Answers { image } (201) or { error } with a 4xx status, 503 when the storage does not answer.
 */
export async function handleImageUpload({ request, context }: AdminRequest) {
  const body = request.body as AsyncIterable<Uint8Array> | null;
  const admin = await getAdminForFetch({ context });
  if ("error" in admin) {
    await discardBody(body);
    return data({ error: admin.error }, { status: admin.status });
  }
  if (request.method !== "POST") return data({ error: m.admin_media_use_post() }, { status: 405 });
  try {
    const declaredLength = Number(request.headers.get("content-length"));
    if (declaredLength > MAX_UPLOAD_BYTES)
      throw new MediaError(m.admin_upload_too_large({ max: MAX_UPLOAD_TEXT }), 413);
    assertAcceptableFileName(decodeURIComponent(request.headers.get("x-file-name") ?? ""));
    const image = await storeImage(await readBody(body));
    return data({ image: { ...image, url: mediaImageUrl(image.id) } }, { status: 201 });
  } catch (error) {
    if (error instanceof MediaError) {
      // Refused before the body was read (declared size, file name): read it out before answering.
      if (!request.bodyUsed) await discardBody(body);
      return data({ error: error.message }, { status: error.status });
    }
    if (error instanceof StorageRetryError) {
      return data({ error: m.admin_media_store_down() }, { status: 503 });
    }
    if (error instanceof URIError) return data({ error: m.admin_media_bad_file_name() }, { status: 400 });
    throw error;
  }
}
