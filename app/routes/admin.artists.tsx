import { href } from "react-router";
import { ListStates } from "#app/components/list-states.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { Link } from "#app/components/link.tsx";
import {
  AdminRecordRow,
  AdminTable,
  AdminTableSearch,
  tableCaption,
  type AdminTableColumn,
} from "#app/features/admin/admin-table.tsx";
import { STOCK_ARTIST_IMAGE } from "#app/lib/image-variants.ts";
import { handleArtistAction } from "#app/features/admin/record-actions.server.ts";
import { loadTablePage } from "#app/lib/page-loaders.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import type { Route } from "./+types/admin.artists";
import { adminArtistEditPath, adminArtistPath } from "#app/lib/urls.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artists_meta_title()) }, { name: "robots", content: "noindex" }];
}

const SORT_KEYS = ["name", "added", "updated"] as const;

// One page of 24 at a time, like the public list, so the page costs the same however many there are.
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadTablePage(args.url, "artists", {
    sortKeys: SORT_KEYS,
    list: listArtists,
    count: countArtists,
    toItem: (artist) => ({
      id: artist.id,
      name: artist.name,
      styles: artist.styles,
      isFeatured: artist.isFeatured,
      createdAt: artist.createdAt,
      updatedAt: artist.updatedAt,
      picture: { url: artist.imageUrl || STOCK_ARTIST_IMAGE, image: artist.image },
    }),
  });
}

export async function action(args: Route.ActionArgs) {
  return handleArtistAction(args);
}

// Read at render, in the page's language.
const columns = (): AdminTableColumn[] => [
  { label: m.admin_column_artist(), sortKey: "name" },
  { label: m.admin_column_added(), sortKey: "added", isWide: true },
  { label: m.admin_column_changed(), sortKey: "updated", isWide: true },
  { label: m.admin_column_actions() },
];

export default function AdminArtists({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_artists_title()}</h1>
        <Link
          to={href("/admin/artists/new")}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {m.admin_artists_add()}
        </Link>
      </div>
      <div className="mt-6">
        <AdminTableSearch
          noun="artists"
          query={query}
          matched={loaderData.state === "ok" ? loaderData.matched : undefined}
        />
      </div>
      <section aria-label={m.admin_artists_title()} className="mt-6">
        <ListStates
          list={loaderData}
          noun="artists"
          firstPageHref={href("/admin/artists")}
          emptyText={query.search ? m.admin_artists_no_match({ search: query.search }) : m.admin_artists_empty()}
        >
          {(items, page) => (
            <AdminTable caption={tableCaption(m.admin_artists_title(), query, page)} columns={columns()} query={query}>
              {items.map((artist) => (
                <AdminRecordRow
                  key={artist.id}
                  noun="artist"
                  record={artist}
                  detail={artist.styles.join(", ")}
                  view={{ href: adminArtistPath(artist.id), label: m.admin_view_profile() }}
                  editHref={adminArtistEditPath(artist.id)}
                  answer={actionData?.values.recordId === artist.id ? actionData : undefined}
                />
              ))}
            </AdminTable>
          )}
        </ListStates>
      </section>
    </div>
  );
}
