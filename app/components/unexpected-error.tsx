import { isRouteErrorResponse } from "react-router";
import { Link } from "./link.tsx";
import { m } from "#app/lib/paraglide/messages.js";

/** 64 kB, 8 MB: a body limit as a person reads it. */
function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;
}

/**
 * What a page says when something it did not expect went wrong (or an address it does not know):
 * a heading, a sentence and a way back. The layouts render it inside their navigation.
 */
export function UnexpectedError({
  error,
  returnTo = "/",
  returnLabel = m.return_home(),
}: {
  error: unknown;
  returnTo?: string;
  returnLabel?: string;
}) {
  let title: string = m.error_title();
  let details: string = m.error_details();
  if (isRouteErrorResponse(error) && error.status === 413) {
    const limitBytes = (error.data as { limitBytes?: unknown } | null)?.limitBytes;
    title = m.form_too_large_title();
    details = m.form_too_large_details({ limit: typeof limitBytes === "number" ? sizeInWords(limitBytes) : "" });
  } else if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? m.not_found_title() : m.error_status_title({ status: error.status });
    details = error.status === 404 ? m.not_found_details() : error.statusText || details;
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-slate-700">{details}</p>
      <Link
        to={returnTo}
        reloadDocument
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
      >
        {returnLabel}
      </Link>
    </div>
  );
}
