import { useRef, useState } from "react";
import { variantUrl, variantWidths, type MediaImage } from "#app/lib/image-variants.ts";
import { safeHref } from "#app/lib/urls.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { m } from "#app/lib/paraglide/messages.js";

/**
 * A full-screen view of an artwork's largest image: a native modal dialog (focus kept inside,
 * Escape closes, focus returns to the button), fitted to the screen or at full size to pan, and
 * left to the browser's own pinch zoom. Without JavaScript the button is a link to the image.
 */
export function ArtworkZoom({ image, src, alt }: { image: MediaImage | null; src: string; alt: string }) {
  const isHydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [isFullSize, setIsFullSize] = useState(false);
  const largest = image ? variantWidths(image.width).at(-1)! : null;
  // Only our own paths or http(s) addresses become links.
  const ownPath = src.startsWith("/") && !src.startsWith("//") ? src : null;
  const href = image && largest ? variantUrl(image.id, largest, "jpg") : (ownPath ?? safeHref(src));
  if (!href) return null;
  const buttonClass =
    "absolute end-3 bottom-3 inline-flex items-center gap-2 rounded-md bg-white/95 px-3 py-2 text-sm font-semibold text-slate-900 shadow ring-1 ring-slate-300 hover:bg-white";
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 8V3h5M17 8V3h-5M3 12v5h5M17 12v5h-5" />
    </svg>
  );
  if (!isHydrated) {
    return (
      <a href={href} className={buttonClass}>
        {icon}
        {m.zoom_open()}
      </a>
    );
  }
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        onClick={() => {
          setIsFullSize(false);
          dialog.current?.showModal();
        }}
      >
        {icon}
        {m.zoom_open()}
      </button>
      <dialog
        ref={dialog}
        aria-label={m.zoom_dialog({ alt })}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
        onClose={() => opener.current?.focus()}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-end gap-2 p-3">
            <button
              type="button"
              className="rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-white/60 hover:bg-white/10"
              aria-pressed={isFullSize}
              onClick={() => setIsFullSize((value) => !value)}
            >
              {m.zoom_actual_size()}
            </button>
            <button
              type="button"
              autoFocus
              className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-200"
              onClick={() => dialog.current?.close()}
            >
              {m.zoom_close()}
            </button>
          </div>
          {/* Focusable so the keyboard can pan a full-size image with the arrow keys. */}
          <div tabIndex={0} role="region" aria-label={m.zoom_image()} className="min-h-0 flex-1 overflow-auto">
            {image && largest ? (
              <picture>
                <source type="image/avif" srcSet={variantUrl(image.id, largest, "avif")} />
                <source type="image/webp" srcSet={variantUrl(image.id, largest, "webp")} />
                <img
                  src={href}
                  alt={alt}
                  loading="lazy"
                  className={isFullSize ? "max-w-none" : "mx-auto h-full w-full object-contain"}
                />
              </picture>
            ) : (
              <img
                src={href}
                alt={alt}
                loading="lazy"
                referrerPolicy="no-referrer"
                className={isFullSize ? "max-w-none" : "mx-auto h-full w-full object-contain"}
              />
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
