import type { MouseEvent, ReactNode } from "react";
import { listIntentValue, type ListIntent } from "#app/features/forms/gallery-form.ts";

/**
 * A button of the gallery form's lists (add, remove, move). Without JavaScript it submits the form
 * with its intent and the server answers with the changed form; with it, `onAct` changes the list here.
 */
export function GalleryListButton({
  intent,
  onAct,
  isDisabled = false,
  isPrimary = false,
  children,
}: {
  intent: ListIntent;
  onAct: (intent: ListIntent, button: HTMLButtonElement) => void;
  isDisabled?: boolean;
  isPrimary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={listIntentValue(intent)}
      formNoValidate
      disabled={isDisabled}
      data-intent={listIntentValue(intent)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onAct(intent, event.currentTarget);
      }}
      className={
        isPrimary
          ? "rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          : "rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-slate-500"
      }
    >
      {children}
    </button>
  );
}
