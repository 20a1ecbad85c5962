import { href } from "react-router";
import { DoneNotice } from "#app/components/notices.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { Link } from "#app/components/link.tsx";
import {
  AdminRecordRow,
  AdminTable,
  AdminTableSearch,
  tableCaption,
  type AdminTableColumn,
} from "#app/features/admin/admin-table.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { availabilityLabel } from "#app/features/facts/facts.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadTablePage } from "#app/lib/page-loaders.server.ts";
import { adminArtworkEditPath, artworkPath } from "#app/lib/urls.ts";
import { countArtworksMatching, listArtworksMatching } from "#app/models/artwork-table.server.ts";
import type { Route } from "./+types/admin.artworks";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artworks_meta_title()) }, { name: "robots", content: "noindex" }];
}

const SORT_KEYS = ["name", "added", "updated"] as const;

// Read at render, in the page's language.
const columns = (): AdminTableColumn[] => [
  { label: m.admin_column_artwork(), sortKey: "name" },
  { label: m.admin_artwork_field_availability() },
  { label: m.admin_column_added(), sortKey: "added", isWide: true },
  { label: m.admin_column_changed(), sortKey: "updated", isWide: true },
  { label: m.admin_column_actions() },
];

// One page of 24 at a time, found by title: the page costs the same whatever the catalogue's size.
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { url } = args;
  // A notice after a save: the title travels in the URL the action redirected to.
  const [added, updated] = ["added", "updated"].map((name) => url.searchParams.get(name));
  const notice = added
    ? m.admin_artworks_notice_added({ name: added })
    : updated
      ? m.admin_artworks_notice_saved({ name: updated })
      : null;
  return loadTablePage(
    url,
    "artworks",
    {
      sortKeys: SORT_KEYS,
      list: listArtworksMatching,
      count: countArtworksMatching,
      toItem: (artwork) => ({
        id: artwork.id,
        slug: artwork.slug,
        name: artwork.title,
        artistName: artwork.artistName,
        availability: availabilityLabel(artwork.facts.availability),
        createdAt: artwork.createdAt,
        updatedAt: artwork.updatedAt,
        picture: { url: artwork.imageUrl, image: artwork.image },
      }),
    },
    { notice },
  );
}

export default function AdminArtworks({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_artworks_title()}</h1>
        <Link
          to={href("/admin/artworks/new")}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {m.admin_artworks_add()}
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        {loaderData.notice ? <DoneNotice>{loaderData.notice}</DoneNotice> : null}
        <AdminTableSearch
          noun="artworks"
          query={query}
          matched={loaderData.state === "ok" ? loaderData.matched : undefined}
        />
      </div>
      <section aria-label={m.admin_artworks_title()} className="mt-6">
        <ListStates
          list={loaderData}
          noun="artworks"
          firstPageHref={href("/admin/artworks")}
          emptyText={query.search ? m.admin_artworks_no_match({ search: query.search }) : m.admin_artworks_none()}
        >
          {(items, page) => (
            <AdminTable caption={tableCaption(m.admin_artworks_title(), query, page)} columns={columns()} query={query}>
              {items.map((artwork) => (
                <AdminRecordRow
                  key={artwork.id}
                  record={artwork}
                  detail={artwork.artistName}
                  cells={<td className="px-3 py-2 whitespace-nowrap text-slate-800">{artwork.availability}</td>}
                  view={{ href: artworkPath(artwork.slug), label: m.admin_view() }}
                  editHref={adminArtworkEditPath(artwork.id)}
                />
              ))}
            </AdminTable>
          )}
        </ListStates>
      </section>
    </div>
  );
}
