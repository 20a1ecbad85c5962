import { Readable } from "node:stream";
import { VARIANT_CONTENT_TYPES, VARIANT_FORMATS, type VariantFormat } from "#app/lib/image-variants.ts";
import { getVariant } from "#app/models/media.server.ts";
import type { Route } from "./+types/media.$imageId.$variant";
import { logError } from "#app/lib/log.server.ts";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// nosniff comes with every response (server/app.ts).
// Variants never change under their URL (a replaced image gets a new id), so they are cached for a year.
export async function loader({ params, request }: Route.LoaderArgs) {
  // Only the canonical name answers (640.jpg, never 0640.jpg): one URL per variant, one cache entry.
  const match = /^([1-9]\d{0,4})\.([a-z]+)$/.exec(params.variant);
  if (!/^[A-Za-z0-9_-]{16}$/.test(params.imageId) || !match) return notFound();
  const width = Number(match[1]);
  const format = match[2] as VariantFormat;
  if (!VARIANT_FORMATS.includes(format)) return notFound();
  const etag = `"${params.imageId}-${width}-${format}"`;
  const headers = {
    "Content-Type": VARIANT_CONTENT_TYPES[format],
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  let variant: Awaited<ReturnType<typeof getVariant>>;
  try {
    variant = await getVariant(params.imageId, width, format);
  } catch (error) {
    // The store is down or the master is damaged: say so plainly; nothing is cached meanwhile.
    logError(`Serving image ${params.imageId} failed`, error);
    return new Response("Image temporarily unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  if (!variant) return notFound();
  const body = Buffer.isBuffer(variant.body)
    ? new Uint8Array(variant.body)
    : (Readable.toWeb(variant.body) as ReadableStream);
  return new Response(body, { headers: { ...headers, "Content-Length": String(variant.size) } });
}
