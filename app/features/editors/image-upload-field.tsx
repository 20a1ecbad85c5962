import { href } from "react-router";
import { useId, useRef, useState } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT, mediaImageUrl, type MediaImage } from "#app/lib/image-variants.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export interface ImageFieldValue {
  url: string;
  image: MediaImage | null;
}

interface ImageUploadFieldProps {
  /** Form field names: `${name}Url` carries the URL, `${name}Id` the stored image's id. */
  name: string;
  label: string;
  defaultValue?: ImageFieldValue | null;
  isRequired?: boolean;
  /** A server-side error for this field. */
  error?: string;
  /** Told each new value, e.g. for a collapsed row's thumbnail. */
  onChange?: (value: ImageFieldValue) => void;
}

type UploadState = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "error"; message: string };

/** An image field's value from a form's values: its stored image (by id, previewed from `images`) or its URL. */
export function imageFieldValue(url: string, imageId: string, images: Record<string, MediaImage>): ImageFieldValue {
  return imageId ? { url: mediaImageUrl(imageId), image: images[imageId] ?? null } : { url, image: null };
}

/** Whether a value names an image that can be shown: a stored one, or an external http(s) address. */
export const hasShownImage = (value: ImageFieldValue) => value.image !== null || /^https?:\/\//i.test(value.url);

/** Sends one file to /admin/media with upload progress (fetch cannot report it; XMLHttpRequest can). */
function uploadFile(file: File, onProgress: (percent: number) => void): Promise<MediaImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", href("/admin/media"));
    request.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { image?: MediaImage; error?: string } | null;
      if (request.status === 201 && body?.image) resolve(body.image);
      else reject(new Error(body?.error ?? m.admin_upload_failed()));
    };
    request.onerror = () => reject(new Error(m.admin_upload_interrupted()));
    request.send(file);
  });
}

/**
 * The admin forms' image field: drop a file or pick one (uploaded at once, with progress and a
 * preview), or give an external http(s) URL instead. Errors are said in words.
 */
export function ImageUploadField({
  name,
  label,
  defaultValue,
  isRequired = false,
  error,
  onChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [value, setValueHere] = useState<ImageFieldValue>(defaultValue ?? { url: "", image: null });
  const setValue = (next: ImageFieldValue) => {
    setValueHere(next);
    onChange?.(next);
  };
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const [isDragging, setIsDragging] = useState(false);
  const message = state.kind === "error" ? state.message : error;

  async function accept(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ kind: "error", message: m.admin_upload_too_large({ max: MAX_UPLOAD_TEXT }) });
      return;
    }
    setState({ kind: "uploading", percent: 0 });
    try {
      const image = await uploadFile(file, (percent) => setState({ kind: "uploading", percent }));
      setValue({ url: mediaImageUrl(image.id), image });
      setState({ kind: "idle" });
    } catch (caught) {
      setState({ kind: "error", message: (caught as Error).message });
    }
  }

  const hasPreview = hasShownImage(value);

  return (
    <fieldset className="space-y-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-900">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {/* A stored image travels as its id; the URL field is for external images only. */}
      <input type="hidden" name={`${name}Id`} value={value.image?.id ?? ""} />
      <div
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${
          isDragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          void accept(event.dataTransfer.files[0]);
        }}
      >
        {hasPreview ? (
          <ResponsiveImage
            image={value.image}
            src={value.url}
            alt={m.admin_upload_preview()}
            sizes="12rem"
            isPriority
            className="max-h-48 w-auto rounded object-contain"
          />
        ) : null}
        <p className="text-sm text-slate-700">{m.admin_upload_drag({ max: MAX_UPLOAD_TEXT })}</p>
        <button
          type="button"
          className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          disabled={state.kind === "uploading"}
          onClick={() => fileInput.current?.click()}
        >
          {state.kind === "uploading" ? m.admin_loading() : m.admin_upload_choose()}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void accept(event.target.files?.[0])}
        />
        {state.kind === "uploading" ? (
          <progress className="w-full" max={100} value={state.percent} aria-label={m.admin_upload_progress()}>
            {state.percent}%
          </progress>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
          {m.admin_upload_url()}
        </label>
        <input
          id={`${id}-url`}
          name={`${name}Url`}
          type="url"
          inputMode="url"
          // Addresses read left to right on a Hebrew page too.
          dir="ltr"
          placeholder="https://"
          required={isRequired && !value.image}
          value={value.image ? "" : value.url}
          onChange={(event) => setValue({ url: event.target.value, image: null })}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
