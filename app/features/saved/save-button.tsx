import { useState } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import { isSameItem, type SavedItem } from "#app/lib/saved/saved-list.ts";
import { useSavedItems } from "#app/lib/saved/use-saved-items.ts";

/** What a heart saves: the item as it is listed without a network. */
export type SaveTarget = Omit<SavedItem, "savedAt">;

export interface SaveButtonProps {
  item: SaveTarget;
  /** A round heart on a card's picture, or a labelled button on the item's own page. */
  variant: "card" | "page";
}

// Loaded after the page comes alive (save-slot.tsx): without JavaScript there is no list to keep.
// A toggle: its name stays, the filled heart and aria-pressed say whether the item is saved.
export default function SaveButton({ item, variant }: SaveButtonProps) {
  const items = useSavedItems();
  const [status, setStatus] = useState("");
  const isSaved = items?.some((other) => isSameItem(other, item)) ?? false;

  async function toggle() {
    const { toggleSaved } = await import("./save-actions.ts");
    setStatus(await toggleSaved(item, isSaved));
  }

  const heart = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 shrink-0" strokeWidth="2" stroke="currentColor">
      <path
        fill={isSaved ? "currentColor" : "none"}
        d="M12 20.5s-7.4-4.5-9.3-9C1.3 8.2 3.2 4.5 6.7 4.5c2 0 3.4 1.1 4.3 2.5.9-1.4 2.3-2.5 4.3-2.5 3.5 0 5.4 3.7 4 7-1.9 4.5-7.3 9-7.3 9z"
      />
    </svg>
  );
  return (
    <>
      {variant === "card" ? (
        <button
          type="button"
          aria-pressed={isSaved}
          aria-label={m.save_named({ title: item.title })}
          disabled={items === null}
          onClick={() => void toggle()}
          className="absolute end-2 top-2 z-10 rounded-full bg-white/95 p-2 text-brand-700 shadow ring-1 ring-slate-300 hover:bg-sand-100"
        >
          {heart}
        </button>
      ) : (
        <button
          type="button"
          aria-pressed={isSaved}
          disabled={items === null}
          onClick={() => void toggle()}
          className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-sand-100"
        >
          {heart}
          {m.save_item()}
        </button>
      )}
      <span role="status" className="sr-only">
        {status}
      </span>
    </>
  );
}
