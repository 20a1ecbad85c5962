// Shared by server and browser: how stored images and their variants are addressed.

/** The pictures shown for an artist or a gallery without an image of its own (public/images). */
export const STOCK_ARTIST_IMAGE = "/images/stock-artist.jpg";
export const STOCK_GALLERY_IMAGE = "/images/stock-gallery.jpg";

/** The largest upload taken, checked in the browser before sending and on the server. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The same limit in the words a person reads. */
export const MAX_UPLOAD_TEXT = `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Widths made for every stored image (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 960, 1600] as const;
export const VARIANT_FORMATS = ["avif", "webp", "jpg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** A stored image as pages need it: enough to build srcset, reserve its box and paint a placeholder. */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL. */
  placeholder: string;
  /** Where its variants are served when it is not a stored image (public/images): {base}/{width}.{format}. */
  base?: string;
}

/**
 * The home page's stock picture, with variants of the stored images' widths and formats made by
 * scripts/stock-hero-variants.ts, so a phone never loads the 1920 px original.
 */
export const STOCK_HERO_IMAGE: MediaImage = {
  id: "stock-hero",
  width: 1920,
  height: 1080,
  placeholder:
    "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAkAA4BaJYgCdEf/geVmbyAA/de9CMrLec16S4mQfe+QnYVhhhTH5ZG/8eAA",
  base: "/images/hero",
};

/**
 * The widths of an image's variants: the fixed widths below the original's, plus the original's own
 * width (capped at the largest fixed width), so no variant is ever upscaled and none is lost.
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const top = Math.min(originalWidth, largest);
  return [...VARIANT_WIDTHS.filter((width) => width < top), top];
}

export function variantHeight(image: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** The public URL of one variant. */
export function variantUrl(imageId: string, width: number, format: VariantFormat): string {
  return `/media/${imageId}/${width}.${format}`;
}

/** Where one variant of an image is served: under /media for a stored image, else under its base. */
export function imageVariantUrl(image: MediaImage, width: number, format: VariantFormat): string {
  return image.base ? `${image.base}/${width}.${format}` : variantUrl(image.id, width, format);
}

/** The storage key of one variant; keys are never reused for other content. */
export function variantKey(imageId: string, width: number, format: VariantFormat): string {
  return `images/${imageId}/${width}.${format}`;
}

/** The storage key of the image every variant is made from. */
export function masterKey(imageId: string): string {
  return `images/${imageId}/master.webp`;
}

/** The URL an entity's imageUrl holds for a stored image. */
export function mediaImageUrl(imageId: string): string {
  return `/media/${imageId}`;
}
