import { Link, useFetcher } from "react-router";
import type { ArtistWriteAnswer } from "#app/features/forms/artist-form.ts";

export const DELETE_QUESTION = "Are you sure you want to delete this artist? This action cannot be undone.";

interface ArtistActionsProps {
  artist: { id: string; name: string; isFeatured: boolean; updatedAt: number };
  /** The action these forms post to (the page's own URL). */
  action: string;
  /** The page action's answer about this artist, when it came without JavaScript. */
  answer?: ArtistWriteAnswer;
  /** Where Cancel of the no-JavaScript delete confirmation leads. */
  cancelHref: string;
}

const button = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * The Feature / Featured toggle and Delete of one artist (on the list and the detail page). Both carry the
 * updated_at the page showed. Delete asks with the browser's confirm dialog, or, without
 * JavaScript, with the same question on the page.
 */
export function ArtistAdminActions({ artist, action, answer, cancelHref }: ArtistActionsProps) {
  const feature = useFetcher<ArtistWriteAnswer>({ key: `feature-${artist.id}` });
  const removal = useFetcher<ArtistWriteAnswer>({ key: `delete-${artist.id}` });
  const guard = { artistId: artist.id, updatedAt: String(artist.updatedAt) };
  const error = feature.data?.error ?? removal.data?.error ?? answer?.error;
  const isConfirming = answer?.isConfirmingDelete === true;
  const isToggling = feature.state !== "idle";
  const isDeleting = removal.state !== "idle";
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <feature.Form method="post" action={action}>
          <Hidden fields={{ ...guard, intent: "feature", isFeatured: String(!artist.isFeatured) }} />
          <button
            type="submit"
            aria-pressed={artist.isFeatured}
            disabled={isToggling}
            className={`${button} ${
              artist.isFeatured
                ? "bg-amber-100 text-amber-950 ring-1 ring-amber-400"
                : "bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
            }`}
          >
            {isToggling ? "Loading..." : artist.isFeatured ? "Featured" : "Feature"}
            <span className="sr-only"> {artist.name}</span>
          </button>
        </feature.Form>
        {isConfirming ? null : (
          <removal.Form
            method="post"
            action={action}
            onSubmit={(event) => {
              if (!window.confirm(DELETE_QUESTION)) {
                event.preventDefault();
                return;
              }
              event.currentTarget.querySelector<HTMLInputElement>('input[name="confirmed"]')!.value = "yes";
            }}
          >
            <Hidden fields={{ ...guard, intent: "delete" }} />
            <input type="hidden" name="confirmed" value="" />
            <button
              type="submit"
              disabled={isDeleting}
              aria-label={`Delete ${artist.name}`}
              className={`${button} bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50`}
            >
              {isDeleting ? "Loading..." : "Delete"}
            </button>
          </removal.Form>
        )}
      </div>
      {isConfirming ? (
        <removal.Form method="post" action={action} className="space-y-2 rounded-md bg-red-50 p-3">
          <p role="alert" className="font-medium text-red-900">
            {DELETE_QUESTION}
          </p>
          <Hidden fields={{ ...guard, intent: "delete", confirmed: "yes" }} />
          <div className="flex gap-2">
            <button type="submit" disabled={isDeleting} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {isDeleting ? "Loading..." : `Delete ${artist.name}`}
            </button>
            <Link to={cancelHref} className={`${button} bg-white text-slate-900 ring-1 ring-slate-300`}>
              Cancel
            </Link>
          </div>
        </removal.Form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
