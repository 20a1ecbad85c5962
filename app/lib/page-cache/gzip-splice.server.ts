import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

// gzip header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/**
 * A page whose bytes are fixed but for a few short holes (a form token made for each response),
 * compressed once: each fixed part is deflated on its own and ends on a full flush, so a hole can be
 * put between two parts as an uncompressed ("stored") block for each response without compressing
 * the page again. The result is one ordinary gzip stream.
 */
export interface SplicedGzip {
  /** The page's fixed parts, uncompressed; one more than there are holes. */
  parts: Buffer[];
  /** Each part deflated; all but the last end on a full flush, the last ends the stream. */
  deflated: Buffer[];
  /** The whole gzip stream of a page without holes, made once. */
  whole: Buffer | null;
}

export async function prepareSplicedGzip(parts: Buffer[]): Promise<SplicedGzip> {
  const deflated = await Promise.all(
    parts.map((part, index) =>
      deflateRaw(part, {
        level: 9,
        finishFlush: index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
      }),
    ),
  );
  const spliced: SplicedGzip = { parts, deflated, whole: null };
  if (parts.length === 1) spliced.whole = Buffer.concat(spliceGzip(spliced, []));
  return spliced;
}

function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += MAX_STORED_BLOCK) {
    const chunk = bytes.subarray(offset, offset + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored); the previous part ended byte-aligned, so the rest is padding.
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The whole gzip stream with these holes filled in, in order (one fewer than the parts). */
export function spliceGzip(spliced: SplicedGzip, holes: Buffer[]): Buffer[] {
  const { parts, deflated } = spliced;
  if (holes.length !== parts.length - 1) throw new Error("spliceGzip: one hole between each two parts");
  if (spliced.whole) return [spliced.whole];
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let index = 0; index < parts.length; index++) {
    crc = zlib.crc32(parts[index]!, crc);
    size += parts[index]!.length;
    out.push(deflated[index]!);
    const hole = holes[index];
    if (hole) {
      crc = zlib.crc32(hole, crc);
      size += hole.length;
      out.push(...storedBlocks(hole));
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(trailer);
  return out;
}
