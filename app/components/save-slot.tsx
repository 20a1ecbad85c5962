import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { SaveButtonProps } from "./save-button.tsx";

// The heart's code (and IndexedDB's) is fetched once the page is alive, not with the page.
const SaveButton = lazy(() => import("./save-button.tsx"));

/** A heart that saves the item to the visitor's list; nothing until the page's scripts run. */
export function SaveSlot(props: SaveButtonProps) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <SaveButton {...props} />
    </Suspense>
  ) : null;
}
