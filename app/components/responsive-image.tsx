import {
  imageVariantUrl,
  variantHeight,
  variantWidths,
  type MediaImage,
  type VariantFormat,
} from "#app/lib/image-variants.ts";

interface ResponsiveImageProps {
  /** The stored image, or null when `src` is an external URL (rendered as given). */
  image: MediaImage | null;
  src: string;
  /** Required: say what the picture shows ("" only for a purely decorative image). */
  alt: string;
  /** How wide the image is shown, for the browser's choice of variant, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The first visible image of a page: loaded eagerly with high priority instead of lazily. */
  isPriority?: boolean;
  className?: string;
  /** How the picture fills its box: cropped to it (cover), or whole inside it (contain, for art). */
  fit?: "cover" | "contain";
  /** Box of an external image when known, so nothing shifts while it loads. */
  width?: number;
  height?: number;
}

/**
 * Every image of the site: a <picture> offering AVIF and WebP variants with a JPEG fallback,
 * intrinsic width and height reserved, a blurred placeholder while loading.
 */
export function ResponsiveImage({
  image,
  src,
  alt,
  sizes,
  isPriority = false,
  className,
  fit = "cover",
  width,
  height,
}: ResponsiveImageProps) {
  const loading = isPriority ? "eager" : "lazy";
  const fetchPriority = isPriority ? "high" : "auto";
  if (!image) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        referrerPolicy="no-referrer"
        className={className}
      />
    );
  }
  const widths = variantWidths(image.width);
  const srcSet = (format: VariantFormat) => widths.map((w) => `${imageVariantUrl(image, w, format)} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 640) ?? widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageVariantUrl(image, fallbackWidth, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        alt={alt}
        width={widths.at(-1)}
        height={variantHeight(image, widths.at(-1)!)}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={{
          backgroundImage: `url("${image.placeholder}")`,
          // The blurred placeholder sits exactly where the picture will.
          backgroundSize: fit,
          backgroundRepeat: "no-repeat",
          backgroundPosition: "center",
        }}
      />
    </picture>
  );
}
