// Compresses the build's scripts, styles and other text once, at build time, as .gz (Zopfli: a
// gzip stream 3-4% smaller than zlib's best) and .br (Brotli at its highest quality), so every
// request for them is answered with the smallest bytes and no compression work.
// `node scripts/compress-assets.ts [dir]` (run by `npm run build`; default build/client).
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 512;

/** Writes name.gz and name.br beside every compressible file under `dir` that is worth it. */
export async function compressAssets(dir: string): Promise<number> {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const gzip = await gzipAsync(source, { numiterations: 15 });
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.gz`, gzip);
    fs.writeFileSync(`${file}.br`, brotli);
    count += 1;
  }
  return count;
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2] ?? path.join("build", "client");
  const started = Date.now();
  const count = await compressAssets(dir);
  console.log(`Compressed ${count} files in ${dir} (gzip and brotli) in ${Date.now() - started} ms.`);
}
