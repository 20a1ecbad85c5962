import { href, redirect } from "react-router";
import { handleAdminAction } from "#app/features/admin/admin-action.server.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Person } from "#app/models/access.server.ts";
import {
  confirmArtworkAvailability,
  countStaleArtworks,
  listStaleArtworks,
} from "#app/models/artwork-availability.server.ts";
import { CONFIRM_FIELDS, CONFIRM_INTENT, type ConfirmValues, type StaleAvailability } from "./stale-availability.ts";

// The partner dashboard's works whose availability nobody confirmed for 90 days, and its "Still
// right" button: a confirmation changes nothing a visitor sees, so it needs no review (decision 036).

/** How many stale works the dashboard lists; the rest are counted. */
const STALE_SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The person's stale works, oldest confirmation first, with whole days since (null: never confirmed). */
export async function loadStaleAvailability(
  person: Pick<Person, "memberships">,
  now = Date.now(),
): Promise<StaleAvailability> {
  const [works, total] = await Promise.all([
    listStaleArtworks(person, { limit: STALE_SHOWN, now }),
    countStaleArtworks(person, now),
  ]);
  return {
    total,
    works: works.map(({ confirmedAt, ...work }) => ({
      ...work,
      daysSinceConfirmed: confirmedAt === null ? null : Math.floor((now - confirmedAt) / DAY_MS),
    })),
  };
}

/** The title "Still right" confirmed, from the address the action redirected to. */
export function confirmedTitleOf(url: URL): string | null {
  return url.searchParams.get("confirmed") || null;
}

/**
 * "Still right" for one work: the person must be allowed to edit it (404 otherwise, nothing
 * changed); only its confirmation time moves on, and the audit trail says who confirmed it.
 */
export function handleConfirmAvailability(args: AdminRequest) {
  return handleAdminAction(args, {
    values: (form): ConfirmValues => ({ artworkId: String(form.get(CONFIRM_FIELDS.artworkId) ?? "") }),
    access: ({ artworkId }) => ({ action: "edit", target: { kind: "artwork", id: artworkId } }),
    failure: () => ({ log: "confirming an artwork's availability failed", error: m.stale_availability_failed() }),
    async change({ form, values, audit, refuse }) {
      if (form.get(CONFIRM_FIELDS.intent) !== CONFIRM_INTENT) return refuse(400, m.admin_unknown_action());
      const confirmed = await confirmArtworkAvailability(values.artworkId);
      if (!confirmed) return refuse(404, m.stale_availability_gone());
      await audit({
        action: "availability_confirmed",
        target: { kind: "artwork", id: values.artworkId, name: confirmed.title },
      });
      return redirect(`${href("/admin")}?${new URLSearchParams({ confirmed: confirmed.title })}`);
    },
  });
}
