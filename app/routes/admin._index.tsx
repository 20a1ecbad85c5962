import { href } from "react-router";
import { ErrorNotice } from "#app/components/notices.tsx";
import { RecentList, StatCard } from "#app/features/dashboard/dashboard-panels.tsx";
import { SampleCatalogueNotice } from "#app/features/sample-removal/sample-catalogue-notice.tsx";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { PartnerDashboard } from "#app/features/dashboard/partner-dashboard.tsx";
import { handleConfirmAvailability } from "#app/features/dashboard/stale-availability.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminArtistPath, adminGalleryEditPath } from "#app/lib/urls.ts";
import type { Route } from "./+types/admin._index";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_dashboard_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadDashboard(args);

// A partner's "Still right" for a work on its dashboard.
export const action = (args: Route.ActionArgs) => handleConfirmAvailability(args);

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const inbox = href("/admin/inquiries");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_dashboard_title()}</h1>
      {loaderData.state !== "ok" ? (
        <div className="mt-8">
          <ErrorNotice>{m.admin_dashboard_error()}</ErrorNotice>
        </div>
      ) : loaderData.role === "partner" ? (
        <PartnerDashboard
          records={loaderData.records}
          drafts={loaderData.drafts}
          staleAvailability={loaderData.staleAvailability}
          confirmed={actionData ? null : loaderData.confirmed}
          error={actionData?.formError}
        />
      ) : (
        <>
          {loaderData.sampleCounts ? <SampleCatalogueNotice counts={loaderData.sampleCounts} /> : null}
          <section aria-label={m.admin_dashboard_totals()} className="mt-8 grid gap-4 sm:grid-cols-3">
            <StatCard
              label={m.admin_dashboard_total_artists()}
              value={loaderData.artistCount}
              to={href("/admin/artists")}
              linkText={m.admin_dashboard_manage_artists()}
            />
            <StatCard
              label={m.admin_dashboard_total_galleries()}
              value={loaderData.galleryCount}
              to={href("/admin/galleries")}
              linkText={m.admin_dashboard_manage_galleries()}
            />
            <StatCard
              label={m.admin_dashboard_total_artworks()}
              value={loaderData.artworkCount}
              to={href("/admin/artists")}
              linkText={m.admin_dashboard_by_artist()}
            />
          </section>
          <section aria-label={m.admin_dashboard_waiting()} className="mt-4 grid gap-4 sm:grid-cols-3">
            <StatCard
              label={m.admin_dashboard_pending_reviews()}
              value={loaderData.pendingReviews}
              to={href("/admin/reviews/pending")}
              linkText={m.admin_dashboard_moderate_reviews()}
            />
            <StatCard
              label={m.admin_dashboard_new_inquiries()}
              value={loaderData.newInquiries}
              to={`${inbox}#inquiries`}
              linkText={m.admin_dashboard_open_inbox()}
            />
            <StatCard
              label={m.admin_dashboard_new_messages()}
              value={loaderData.newMessages}
              to={`${inbox}#messages`}
              linkText={m.admin_dashboard_read_messages()}
            />
          </section>
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            <RecentList
              title={m.admin_dashboard_recent_artists()}
              viewAllHref={href("/admin/artists")}
              addHref={href("/admin/artists/new")}
              addLabel={m.admin_dashboard_first_artist()}
              items={loaderData.artists.map((artist) => ({
                id: artist.id,
                href: adminArtistPath(artist.id),
                name: artist.name,
                detail: artist.styles.join(", "),
              }))}
            />
            <RecentList
              title={m.admin_dashboard_recent_galleries()}
              viewAllHref={href("/admin/galleries")}
              addHref={href("/admin/galleries/new")}
              addLabel={m.admin_dashboard_first_gallery()}
              items={loaderData.galleries.map((gallery) => ({
                id: gallery.id,
                href: adminGalleryEditPath(gallery.id),
                name: gallery.name,
                detail: gallery.city,
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
