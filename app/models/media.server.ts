import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { Readable } from "node:stream";
import {
  masterKey,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_TEXT,
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantKey,
  variantWidths,
  type MediaImage,
  type VariantFormat,
} from "#app/lib/image-variants.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { QueueFullError, WorkQueue } from "#app/lib/work-queue.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { claimWork, releaseWork } from "./work-claims.server.ts";
import { hasEmbeddedMarkup, MediaError, sniffImageFormat, type SourceFormat } from "./media-input.server.ts";

const MAX_UPLOAD_PIXELS = 50_000_000;
const ACCEPTED_FORMATS_TEXT = "JPEG, PNG, WebP, AVIF or GIF";

// libvips' operation cache keeps decoded images around for reuse the site never makes; without it
// memory returns to its baseline after a burst of uploads.
sharp.cache(false);
/**
 * Decoding an upload takes much memory (up to 50 megapixels) and both cores: one at a time, a few
 * waiting, and past that the uploader is told the server is busy rather than the server running
 * out of memory. Variants are made from the small master (at most 1,600 pixels wide): two at a
 * time, and a page full of new images simply waits its turn.
 */
const uploadWork = new WorkQueue(1, 8);
const variantWork = new WorkQueue(2, 1000);
const busy = () => new MediaError(m.admin_media_busy(), 503);

export interface ProcessedImage {
  sourceFormat: SourceFormat;
  width: number;
  height: number;
  byteSize: number;
  placeholder: string;
  /** The oriented, metadata-free image at the largest variant width; every variant is made from it. */
  master: Buffer;
}

function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: 50, effort: 2 });
    case "webp":
      return pipeline.webp({ quality: 78, effort: 3 });
    case "jpg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
  }
}

const damaged = () => new MediaError(m.admin_media_damaged(), 422);

/**
 * Checks an uploaded file: recognised from its content only, refused when it is not a JPEG, PNG,
 * WebP, AVIF or GIF (first frame), carries markup, is damaged or exceeds the pixel limit. Returns
 * the master the variants are made from: EXIF orientation applied, no metadata (GPS included).
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.byteLength === 0) throw new MediaError(m.admin_media_empty(), 400);
  if (data.byteLength > MAX_UPLOAD_BYTES) throw new MediaError(m.admin_upload_too_large({ max: MAX_UPLOAD_TEXT }), 413);
  const sourceFormat = sniffImageFormat(data);
  if (!sourceFormat) {
    const start = data
      .subarray(0, 512)
      .toString("latin1")
      .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
      .trimStart();
    throw new MediaError(
      start.startsWith("<")
        ? m.admin_media_markup_file({ formats: ACCEPTED_FORMATS_TEXT })
        : m.admin_media_not_image({ formats: ACCEPTED_FORMATS_TEXT }),
      415,
    );
  }
  if (hasEmbeddedMarkup(data)) {
    throw new MediaError(m.admin_media_embedded_markup(), 422);
  }

  const options: SharpOptions = { failOn: "error", limitInputPixels: MAX_UPLOAD_PIXELS, animated: false };
  let metadata: Metadata;
  try {
    // The header alone: a pixel bomb is refused before anything is decoded.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  if (metadata.format !== (sourceFormat === "avif" ? "heif" : sourceFormat)) throw damaged();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_UPLOAD_PIXELS) {
    throw new MediaError(m.admin_media_too_many_pixels({ megapixels: Math.round(pixels / 1_000_000) }), 413);
  }
  if (pixels === 0) throw damaged();

  // Upright dimensions: EXIF orientations 5 to 8 turn the image a quarter.
  const isTurned = (metadata.orientation ?? 1) >= 5;
  const width = isTurned ? metadata.height! : metadata.width!;
  const height = isTurned ? metadata.width! : metadata.height!;
  const top = variantWidths(width).at(-1)!;
  try {
    // One streaming decode to the master's width (which also finds truncated files): libvips never
    // holds the full-size pixels, so a 50-megapixel upload costs tens of megabytes, not hundreds.
    const master = await uploadWork.run(() =>
      sharp(data, options)
        .rotate()
        .toColorspace("srgb")
        .resize({ width: top })
        .webp({ quality: 90, alphaQuality: 90 })
        .toBuffer(),
    );
    const tiny = await sharp(master).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    return {
      sourceFormat,
      width,
      height,
      byteSize: data.byteLength,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      master,
    };
  } catch (error) {
    if (error instanceof QueueFullError) throw busy();
    throw damaged();
  }
}

/** Every storage key an image can have: its master and all of its variants. */
function imageKeys(image: { id: string; width: number }): string[] {
  return [
    masterKey(image.id),
    ...variantWidths(image.width).flatMap((width) =>
      VARIANT_FORMATS.map((format) => variantKey(image.id, width, format)),
    ),
  ];
}

/**
 * Processes an image and stores its master; nothing is left behind when any step fails. Its
 * variants are then made in the background (unless `prepareVariants` is false), so no visitor
 * waits for one.
 */
export async function storeImage(
  data: Buffer,
  options: { now?: number; prepareVariants?: boolean } = {},
): Promise<MediaImage> {
  const processed = await processImage(data);
  const id = newId();
  const storage = getStorage();
  await storage.save(masterKey(id), processed.master, "image/webp");
  try {
    await getDb()
      .insertInto("media_images")
      .values({
        id,
        source_format: processed.sourceFormat,
        width: processed.width,
        height: processed.height,
        byte_size: processed.byteSize,
        placeholder: processed.placeholder,
        created_at: options.now ?? Date.now(),
      })
      .execute();
  } catch (error) {
    await storage.delete([masterKey(id)]).catch(() => {});
    throw error;
  }
  if (options.prepareVariants ?? true) prepareVariants([{ id, width: processed.width }]);
  return { id, width: processed.width, height: processed.height, placeholder: processed.placeholder };
}

// The variants a first visit asks for come first (cards and carousels take 640 px AVIF on most
// screens), then the rest; JPEG, which only old browsers take, last.
const PREPARE_ORDER: [number, VariantFormat][] = [
  [640, "avif"],
  [320, "avif"],
  [960, "avif"],
  [1600, "avif"],
  [640, "webp"],
  [320, "webp"],
  [960, "webp"],
  [1600, "webp"],
  [640, "jpg"],
  [320, "jpg"],
  [960, "jpg"],
  [1600, "jpg"],
];

interface PrepareTask {
  rank: number;
  imageId: string;
  width: number;
  format: VariantFormat;
}

const prepareTasks: PrepareTask[] = [];
let preparing: Promise<void> | null = null;

/** The rank of a variant in PREPARE_ORDER; an image narrower than 1,600 px has its own top width. */
function prepareRank(width: number, format: VariantFormat): number {
  const listed = (VARIANT_WIDTHS as readonly number[]).includes(width) ? width : 1600;
  return PREPARE_ORDER.findIndex(([w, f]) => w === listed && f === format);
}

/**
 * Queues every variant of these images to be made in the background, one at a time and the most
 * wanted first across all of them, so a page's requests still find a free slot in the variant
 * queue. Variants already stored are skipped; an image deleted meanwhile is dropped.
 */
export function prepareVariants(images: { id: string; width: number }[]): void {
  for (const image of images) {
    for (const width of variantWidths(image.width)) {
      for (const format of VARIANT_FORMATS) {
        prepareTasks.push({ rank: prepareRank(width, format), imageId: image.id, width, format });
      }
    }
  }
  prepareTasks.sort((a, b) => a.rank - b.rank);
  preparing ??= runPrepareTasks().finally(() => {
    preparing = null;
  });
}

async function runPrepareTasks(): Promise<void> {
  for (let task = prepareTasks.shift(); task; task = prepareTasks.shift()) {
    try {
      const storage = getStorage();
      if (await storage.read(variantKey(task.imageId, task.width, task.format)).then(closeAndTell)) continue;
      if (!(await storage.read(masterKey(task.imageId)).then(closeAndTell))) continue;
      await makeVariant(task.imageId, task.width, task.format);
      // The image may have been deleted while its variant was made: leave nothing behind.
      if (!(await storage.read(masterKey(task.imageId)).then(closeAndTell))) {
        await storage.delete([variantKey(task.imageId, task.width, task.format)]);
      }
    } catch (error) {
      const isGone = !(await getStorage()
        .read(masterKey(task.imageId))
        .then(closeAndTell)
        .catch(() => false));
      // A busy queue or a storage fault: the variant is made on its first request instead.
      if (!isGone) logError(`making size ${task.width}.${task.format} of image ${task.imageId} failed`, error);
    }
  }
}

/** Whether an object was there; its stream is closed unread. */
function closeAndTell(stored: { body: Readable } | null): boolean {
  // A file deleted between its lookup and its opening fails the stream later: not a crash.
  if (stored) stored.body.on("error", () => {}).destroy();
  return stored !== null;
}

/** Drops the sizes still queued and resolves once the one being made is done (a stopping server). */
export async function stopPreparingVariants(): Promise<void> {
  prepareTasks.length = 0;
  await whenVariantsPrepared();
}

/** Resolves once every queued variant has been made (for tests and scripts that exit). */
export async function whenVariantsPrepared(): Promise<void> {
  while (preparing) await preparing;
}

const making = new Map<string, Promise<Buffer>>();

/** How long an instance may take to make a size before another one makes it instead. */
export const MEDIA_WORK_LEASE_MS = 30_000;
const MEDIA_WORK_POLL_MS = 200;

/** Takes the making of `key` for this instance, unless another holds it and its lease runs. */
function claimMediaWork(key: string, token: string): Promise<boolean> {
  const now = Date.now();
  return claimWork(key, token, { now, until: now + MEDIA_WORK_LEASE_MS });
}

async function readStored(key: string): Promise<Buffer | null> {
  const stored = await getStorage().read(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Makes one variant from the master and keeps it; concurrent requests for it share the work: in
 * this process through `making`, across instances through a claim in the database, the others
 * waiting for it to appear in the shared store.
 */
async function makeVariant(imageId: string, width: number, format: VariantFormat): Promise<Buffer | null> {
  const key = variantKey(imageId, width, format);
  let job = making.get(key);
  if (!job) {
    job = (async () => {
      const token = newId();
      while (!(await claimMediaWork(key, token))) {
        const made = await readStored(key);
        if (made) return made;
        await new Promise((resolve) => setTimeout(resolve, MEDIA_WORK_POLL_MS));
      }
      try {
        // Made and released by another instance between this one's look and its claim.
        const made = await readStored(key);
        if (made) return made;
        const masterData = await readStored(masterKey(imageId));
        if (!masterData) throw new Error(`The master of image ${imageId} is missing`);
        const variant = await variantWork
          .run(() => encode(sharp(masterData).resize({ width }), format).toBuffer())
          .catch((error: unknown) => {
            throw error instanceof QueueFullError ? busy() : error;
          });
        // Another instance may have made it meanwhile (its lease ran out): the stored one stays, this copy is served.
        await getStorage()
          .save(key, variant, VARIANT_CONTENT_TYPES[format])
          .catch((error: unknown) => {
            if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
          });
        return variant;
      } finally {
        await releaseWork(key, token).catch((error: unknown) => logError(`releasing the making of ${key}`, error));
      }
    })().finally(() => making.delete(key));
    making.set(key, job);
  }
  return job;
}

/**
 * One variant of a stored image, made on its first request and kept. Null when the image does not
 * exist or has no variant of that width.
 */
export async function getVariant(
  imageId: string,
  width: number,
  format: VariantFormat,
): Promise<{ body: Readable | Buffer; size: number } | null> {
  const stored = await getStorage().read(variantKey(imageId, width, format));
  if (stored) return stored;
  const image = await getDb()
    .selectFrom("media_images")
    .select(["id", "width"])
    .where("id", "=", imageId)
    .executeTakeFirst();
  if (!image || !variantWidths(image.width).includes(width)) return null;
  const made = await makeVariant(imageId, width, format);
  return made ? { body: made, size: made.byteLength } : null;
}

/** Stored images by id, in one query. */
export async function listImagesByIds(ids: (string | null)[]): Promise<Map<string, MediaImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("media_images")
    .select(["id", "width", "height", "placeholder"])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getImageById(id: string): Promise<MediaImage | null> {
  return (await listImagesByIds([id])).get(id) ?? null;
}

async function referencedImageIds(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const db = getDb();
  const tables = ["artists", "artworks", "galleries", "gallery_images"] as const;
  const rows = await Promise.all(
    tables.map((table) => db.selectFrom(table).select("image_id").where("image_id", "in", ids).distinct().execute()),
  );
  return new Set(rows.flat().map((row) => row.image_id!));
}

/** Deletes the images and their stored objects, keeping any that a record still shows. */
export async function deleteImagesIfUnused(ids: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  // Batches keep each statement well under the engines' parameter limits.
  if (candidates.length > 500) {
    const deleted: string[] = [];
    for (let i = 0; i < candidates.length; i += 500)
      deleted.push(...(await deleteImagesIfUnused(candidates.slice(i, i + 500))));
    return deleted;
  }
  if (candidates.length === 0) return [];
  const inUse = await referencedImageIds(candidates);
  const unused = candidates.filter((id) => !inUse.has(id));
  if (unused.length === 0) return [];
  const db = getDb();
  const images = await db.selectFrom("media_images").select(["id", "width"]).where("id", "in", unused).execute();
  // Rows first, so no page ever points at a missing object; objects a failed delete leaves behind
  // are found by sweepOrphanedMedia.
  await db.deleteFrom("media_images").where("id", "in", unused).execute();
  await getStorage().delete(images.flatMap(imageKeys));
  return unused;
}

/**
 * After a record's change has been committed: deletes the images it no longer shows, unless
 * another record does. The change stands whatever happens here, so a failure is logged, not
 * thrown; what it leaves behind is removed by sweepOrphanedMedia (npm run media:sweep).
 */
export async function releaseImages(ids: (string | null)[]): Promise<void> {
  try {
    await deleteImagesIfUnused(ids);
  } catch (error) {
    logError("removing images no longer shown failed (media:sweep will)", error);
  }
}

/**
 * Removes what nothing needs: images older than `olderThanMs` that no record shows (an upload whose
 * form was never saved), and stored objects whose image row is gone.
 */
export async function sweepOrphanedMedia(options: { olderThanMs?: number; now?: number } = {}): Promise<{
  images: number;
  objects: number;
}> {
  const cutoff = (options.now ?? Date.now()) - (options.olderThanMs ?? 24 * 60 * 60 * 1000);
  const db = getDb();
  const old = await db.selectFrom("media_images").select("id").where("created_at", "<", cutoff).execute();
  let images = 0;
  for (let i = 0; i < old.length; i += 500) {
    images += (await deleteImagesIfUnused(old.slice(i, i + 500).map((row) => row.id))).length;
  }
  const keys = await getStorage().list("images/");
  const byImage = new Map<string, string[]>();
  for (const key of keys) {
    const id = key.split("/")[1]!;
    byImage.set(id, [...(byImage.get(id) ?? []), key]);
  }
  const ids = [...byImage.keys()];
  const existing = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("media_images")
      .select("id")
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const row of rows) existing.add(row.id);
  }
  const orphanKeys = ids.filter((id) => !existing.has(id)).flatMap((id) => byImage.get(id)!);
  await getStorage().delete(orphanKeys);
  return { images, objects: orphanKeys.length };
}
