// Makes the stock hero picture's variants (public/images/hero/{width}.{format}), the widths and
// formats every stored image has, and prints its placeholder for STOCK_HERO_IMAGE in
// app/lib/image-variants.ts. Run again only when public/images/hero.jpg changes:
// `node scripts/stock-hero-variants.ts`.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { VARIANT_FORMATS, variantWidths } from "../app/lib/image-variants.ts";

const SOURCE = "public/images/hero.jpg";
const OUT = "public/images/hero";

const { width } = await sharp(SOURCE).metadata();
mkdirSync(OUT, { recursive: true });
for (const variantWidth of variantWidths(width!)) {
  for (const format of VARIANT_FORMATS) {
    const pipeline = sharp(SOURCE).resize({ width: variantWidth });
    const encoded =
      format === "avif"
        ? pipeline.avif({ quality: 50, effort: 4 })
        : format === "webp"
          ? pipeline.webp({ quality: 78, effort: 4 })
          : pipeline.jpeg({ quality: 80, mozjpeg: true });
    await encoded.toFile(`${OUT}/${variantWidth}.${format}`);
  }
}
const tiny = await sharp(SOURCE).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
console.log(`placeholder: data:image/webp;base64,${tiny.toString("base64")}`);
