import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes an image under DATA_DIR/media with a fresh random key (never overwriting one) and returns
 * its public URL. The upload pipeline with variants and pluggable storage replaces this (media issue).
 */
export async function saveMediaFile(dataDir: string, data: Buffer, extension: "jpg" | "png" | "webp"): Promise<string> {
  const key = `${crypto.randomBytes(12).toString("base64url")}.${extension}`;
  const dir = path.join(dataDir, "media");
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, key), data, { flag: "wx" });
  return `/media/${key}`;
}
