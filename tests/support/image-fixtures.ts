import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A small photo-like picture (gradient and a disc) in the given format. */
export async function makeImage(
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  width = 800,
  height = 600,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#f2b65a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e07a5f"/></svg>`;
  const base = sharp(Buffer.from(svg));
  switch (format) {
    case "jpeg":
      return base.jpeg({ quality: 85 }).toBuffer();
    case "png":
      return base.png().toBuffer();
    case "webp":
      return base.webp().toBuffer();
    case "avif":
      return base.avif({ effort: 0 }).toBuffer();
    case "gif":
      return base.gif().toBuffer();
  }
}

/** A two-frame animated GIF: red first, blue second. */
export async function makeAnimatedGif(): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame("#ff0000"), await frame("#0000ff")]);
  return sharp(frames, { raw: { width: 64, height: 96, channels: 3, pageHeight: 48 } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** A JPEG 300×200 stored sideways with EXIF orientation 6 (display rotated 90°) and GPS data. */
export async function makeRotatedJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "32/1 5/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "34/1 46/1 0/1" },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A tiny PNG that claims 20,000 × 20,000 pixels: a decompression bomb. */
export function makePixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((20_000 / 8 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface HostileFile {
  name: string;
  fileName: string;
  data: () => Promise<Buffer>;
  message: RegExp;
}

/** Files an upload must refuse, each with the words it must be refused with. */
export const hostileFiles: HostileFile[] = [
  {
    name: "HTML named .jpg",
    fileName: "holiday.jpg",
    data: async () => Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
    message: /SVG and HTML files are not accepted/,
  },
  {
    name: "JPEG+HTML polyglot (markup after the image)",
    fileName: "polyglot.jpg",
    data: async () =>
      Buffer.concat([await makeImage("jpeg", 64, 64), Buffer.from("<html><script>alert(1)</script></html>")]),
    message: /embedded HTML or script/,
  },
  {
    name: "JPEG+HTML polyglot (markup in a comment segment)",
    fileName: "comment.jpg",
    data: async () => {
      const jpeg = await makeImage("jpeg", 64, 64);
      const comment = Buffer.from("<script>alert(1)</script>");
      const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
      return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    },
    message: /embedded HTML or script/,
  },
  {
    name: "scripted SVG",
    fileName: "logo.svg",
    data: async () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    message: /SVG and HTML files are not accepted/,
  },
  { name: "0-byte file", fileName: "empty.jpg", data: async () => Buffer.alloc(0), message: /The file is empty/ },
  {
    name: "truncated JPEG",
    fileName: "cut.jpg",
    data: async () => {
      const jpeg = await makeImage("jpeg", 800, 600);
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
    message: /damaged or incomplete/,
  },
  {
    name: "20k×20k pixel bomb",
    fileName: "bomb.png",
    data: async () => makePixelBomb(),
    message: /at most 50 megapixels, and this one has 400 megapixels/,
  },
  {
    name: "plain text",
    fileName: "notes.png",
    data: async () => Buffer.from("just some text, not an image at all"),
    message: /not a supported image/,
  },
];
