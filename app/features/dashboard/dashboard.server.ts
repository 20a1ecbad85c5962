import { requireSignedIn, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { isOperator } from "#app/models/access.server.ts";
import { listMemberRecords } from "#app/models/people.server.ts";
import { listOpenDraftsFor } from "#app/models/record-versions.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import { countArtworks } from "#app/models/artworks.server.ts";
import { countGalleries, listGalleries } from "#app/models/galleries.server.ts";
import { countInquiries } from "#app/models/inquiries.server.ts";
import { countMessages } from "#app/models/messages.server.ts";
import { countPendingReviews } from "#app/models/reviews.server.ts";
import { countSampleCatalogue, hasSampleRecords } from "#app/models/sample-removal.server.ts";
import { confirmedTitleOf, loadStaleAvailability } from "./stale-availability.server.ts";

/** How many of the newest artists and galleries the dashboard lists. */
const RECENT_COUNT = 3;

/**
 * The dashboard: the catalogue's totals, what waits (reviews, new inquiries and messages), the
 * newest records, and what is left of the sample catalogue.
 */
export async function loadDashboard(args: AdminRequest & { url: URL }) {
  const user = await requireSignedIn(args);
  if (!isOperator(user)) {
    // A partner's dashboard: its galleries and artists and what of them needs attention, nothing else of the site.
    return loadPage(
      "a partner's dashboard",
      async () => {
        const [records, staleAvailability, drafts] = await Promise.all([
          listMemberRecords(user.id),
          loadStaleAvailability(user),
          listOpenDraftsFor(
            user.memberships.map((membership) => ({ kind: membership.kind, recordId: membership.recordId })),
            user.id,
          ),
        ]);
        const draftList = drafts.map((draft) => ({
          kind: draft.kind,
          recordId: draft.recordId,
          name: draft.name,
          state: draft.state === "sent_back" ? ("sent_back" as const) : ("waiting" as const),
          note: draft.note,
        }));
        return { role: "partner" as const, records, staleAvailability, drafts: draftList };
      },
      { confirmed: confirmedTitleOf(args.url) },
    );
  }
  return loadPage("the dashboard", async () => {
    const [
      artistCount,
      galleryCount,
      artworkCount,
      artists,
      galleries,
      pendingReviews,
      newInquiries,
      newMessages,
      sampleCounts,
    ] = await Promise.all([
      countArtists(),
      countGalleries(),
      countArtworks(),
      listArtists({ limit: RECENT_COUNT }),
      listGalleries({ limit: RECENT_COUNT }),
      countPendingReviews(),
      countInquiries({ status: "new" }),
      countMessages({ status: "new" }),
      countSampleCatalogue(),
    ]);
    return {
      role: "operator" as const,
      artistCount,
      galleryCount,
      artworkCount,
      pendingReviews,
      newInquiries,
      newMessages,
      // The way to remove the sample catalogue shows only while some of it is left.
      sampleCounts: hasSampleRecords(sampleCounts) ? sampleCounts : null,
      artists: artists.map((artist) => ({ id: artist.id, name: artist.name, styles: artist.styles })),
      galleries: galleries.map((gallery) => ({ id: gallery.id, name: gallery.name, city: gallery.city })),
    };
  });
}
