// The partner dashboard's stale availability, shared by its loader, its action and its list.
import type { Availability } from "#app/lib/artwork-facts.ts";

/** The fields the "Still right" form posts. */
export const CONFIRM_FIELDS = { intent: "intent", artworkId: "artworkId" } as const;
export const CONFIRM_INTENT = "confirm-availability";

/** The work "Still right" was about, shown again with a refusal. */
export interface ConfirmValues {
  artworkId: string;
}

/** A work whose availability nobody confirmed for 90 days, as the dashboard shows it. */
export interface StaleWork {
  id: string;
  title: string;
  artistName: string;
  availability: Availability;
  priceIls: number | null;
  /** Whole days since the last confirmation; null when it was never confirmed. */
  daysSinceConfirmed: number | null;
}

/** The first few stale works, oldest confirmation first, and how many there are. */
export interface StaleAvailability {
  works: StaleWork[];
  total: number;
}
