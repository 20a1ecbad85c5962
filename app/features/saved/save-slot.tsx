import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { SaveButtonProps } from "./save-button.tsx";

// The heart's code (and IndexedDB's) is fetched once the page is alive, not with the page. If it
// cannot be fetched (a deployment removed it, no network), the page goes on without the heart.
const SaveButton = lazy((): Promise<{ default: (props: SaveButtonProps) => React.ReactNode }> =>
  import("./save-button.tsx").catch(() => ({ default: () => null })),
);

/** A heart that saves the item to the visitor's list; nothing until the page's scripts run. */
export function SaveSlot(props: SaveButtonProps) {
  const heart = useHydrated() ? (
    <Suspense fallback={null}>
      <SaveButton {...props} />
    </Suspense>
  ) : null;
  // On the item's page the heart has a line of its own, kept at its height: nothing moves when it appears.
  return props.variant === "page" ? <div className="mt-6 min-h-9">{heart}</div> : heart;
}
