import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { intlLocaleOf } from "#app/lib/i18n.ts";
import { ErrorNotice } from "#app/components/notices.tsx";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import { countArtworks } from "#app/models/artworks.server.ts";
import { countGalleries, listGalleries } from "#app/models/galleries.server.ts";
import { countInquiries } from "#app/models/inquiries.server.ts";
import { countMessages } from "#app/models/messages.server.ts";
import { countPendingReviews } from "#app/models/reviews.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin._index";
import { adminArtistPath, adminGalleryEditPath } from "#app/lib/urls.ts";

const RECENT_COUNT = 3;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_dashboard_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("the dashboard", async () => {
    const [artistCount, galleryCount, artworkCount, artists, galleries, pendingReviews, newInquiries, newMessages] =
      await Promise.all([
        countArtists(),
        countGalleries(),
        countArtworks(),
        listArtists({ limit: RECENT_COUNT }),
        listGalleries({ limit: RECENT_COUNT }),
        countPendingReviews(),
        countInquiries({ status: "new" }),
        countMessages({ status: "new" }),
      ]);
    return {
      artistCount,
      galleryCount,
      artworkCount,
      pendingReviews,
      newInquiries,
      newMessages,
      artists: artists.map((artist) => ({ id: artist.id, name: artist.name, styles: artist.styles })),
      galleries: galleries.map((gallery) => ({ id: gallery.id, name: gallery.name, city: gallery.city })),
    };
  });
}

function StatCard({ label, value, to, linkText }: { label: string; value: number; to: string; linkText: string }) {
  return (
    <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-semibold text-slate-900">{value.toLocaleString(intlLocaleOf(useLocale()))}</p>
      <Link to={to} className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
        {linkText}
      </Link>
    </div>
  );
}

function RecentList({
  title,
  viewAllHref,
  addHref,
  addLabel,
  items,
}: {
  title: string;
  viewAllHref: string;
  addHref: string;
  addLabel: string;
  items: { id: string; href: string; name: string; detail: string }[];
}) {
  const headingId = `recent-${viewAllHref.split("/").pop()}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={viewAllHref} className="text-sm font-medium text-brand-700 underline">
          {m.admin_view_all()}
        </Link>
      </div>
      {items.length === 0 ? (
        <Link
          to={addHref}
          className="mt-4 block rounded-lg border-2 border-dashed border-slate-300 p-6 text-center font-medium text-brand-700 hover:border-brand-700"
        >
          {addLabel}
        </Link>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.id} className="px-5 py-3">
              <Link to={item.href} className="font-medium text-slate-900 hover:underline">
                <bdi>{item.name}</bdi>
              </Link>
              {item.detail ? <p className="text-sm text-slate-600">{item.detail}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_dashboard_title()}</h1>
      {loaderData.state !== "ok" ? (
        <div className="mt-8">
          <ErrorNotice>{m.admin_dashboard_error()}</ErrorNotice>
        </div>
      ) : (
        <>
          <section aria-label={m.admin_dashboard_totals()} className="mt-8 grid gap-4 sm:grid-cols-3">
            <StatCard
              label={m.admin_dashboard_total_artists()}
              value={loaderData.artistCount}
              to="/admin/artists"
              linkText={m.admin_dashboard_manage_artists()}
            />
            <StatCard
              label={m.admin_dashboard_total_galleries()}
              value={loaderData.galleryCount}
              to="/admin/galleries"
              linkText={m.admin_dashboard_manage_galleries()}
            />
            <StatCard
              label={m.admin_dashboard_total_artworks()}
              value={loaderData.artworkCount}
              to="/admin/artists"
              linkText={m.admin_dashboard_by_artist()}
            />
          </section>
          <section aria-label={m.admin_dashboard_waiting()} className="mt-4 grid gap-4 sm:grid-cols-3">
            <StatCard
              label={m.admin_dashboard_pending_reviews()}
              value={loaderData.pendingReviews}
              to="/admin/reviews/pending"
              linkText={m.admin_dashboard_moderate_reviews()}
            />
            <StatCard
              label={m.admin_dashboard_new_inquiries()}
              value={loaderData.newInquiries}
              to="/admin/inquiries#inquiries"
              linkText={m.admin_dashboard_open_inbox()}
            />
            <StatCard
              label={m.admin_dashboard_new_messages()}
              value={loaderData.newMessages}
              to="/admin/inquiries#messages"
              linkText={m.admin_dashboard_read_messages()}
            />
          </section>
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            <RecentList
              title={m.admin_dashboard_recent_artists()}
              viewAllHref="/admin/artists"
              addHref="/admin/artists/new"
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
              viewAllHref="/admin/galleries"
              addHref="/admin/galleries/new"
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
