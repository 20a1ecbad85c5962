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
  /** Each part's CRC-32 and the operator that moves a CRC past it, so an answer never reads the parts. */
  partCrcs: number[];
  partShifts: number[];
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
  const spliced: SplicedGzip = {
    parts,
    partCrcs: parts.map((part) => zlib.crc32(part)),
    partShifts: parts.map((part) => crc32Shift(part.length)),
    deflated,
    whole: null,
  };
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
    crc = (multiplyModP(spliced.partShifts[index]!, crc) ^ spliced.partCrcs[index]!) >>> 0;
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

// CRC-32 arithmetic modulo its polynomial (zlib's crc32_combine), so the CRC of a part followed by
// a hole follows from the part's own CRC without reading its bytes again.
const CRC_POLYNOMIAL = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) for n = 0…31, each the square of the one before. */
const POWERS = (() => {
  const powers: number[] = [];
  let p = 0x40000000;
  for (let n = 0; n < 32; n++) {
    powers.push(p);
    p = multiplyModP(p, p);
  }
  return powers;
})();

/** The operator x^(8·length) that carries a CRC past `length` bytes (zlib's crc32_combine_gen). */
function crc32Shift(length: number): number {
  let operator = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) operator = multiplyModP(POWERS[k % 32]!, operator);
  return operator;
}
