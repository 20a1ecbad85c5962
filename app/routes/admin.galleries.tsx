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
import { adminGalleryEditPath, galleryPath } from "#app/lib/urls.ts";
import { ListStates } from "#app/components/list-states.tsx";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { handleGalleryAction } from "#app/features/admin/record-actions.server.ts";
import { galleryPicture } from "#app/features/cards/cards.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadTablePage } from "#app/lib/page-loaders.server.ts";
import { countGalleries, listGalleries } from "#app/models/galleries.server.ts";
import type { Route } from "./+types/admin.galleries";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_galleries_meta_title()) }, { name: "robots", content: "noindex" }];
}

const SORT_KEYS = ["name", "city", "added", "updated"] as const;

// Read at render, in the page's language.
const columns = (): AdminTableColumn[] => [
  { label: m.admin_column_gallery(), sortKey: "name" },
  { label: m.admin_column_city(), sortKey: "city" },
  { label: m.admin_column_added(), sortKey: "added", isWide: true },
  { label: m.admin_column_changed(), sortKey: "updated", isWide: true },
  { label: m.admin_column_actions() },
];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { url } = args;
  // A notice after a save or a delete: the name travels in the URL the action redirected to.
  const [added, updated, deleted] = ["added", "updated", "deleted"].map((name) => url.searchParams.get(name));
  const notice = added
    ? m.admin_galleries_notice_added({ name: added })
    : updated
      ? m.admin_galleries_notice_saved({ name: updated })
      : deleted
        ? m.admin_galleries_notice_deleted({ name: deleted })
        : null;
  return loadTablePage(
    url,
    "galleries",
    {
      sortKeys: SORT_KEYS,
      list: listGalleries,
      count: countGalleries,
      toItem: (gallery) => ({
        id: gallery.id,
        slug: gallery.slug,
        name: gallery.name,
        street: gallery.street,
        city: gallery.city,
        isFeatured: gallery.isFeatured,
        createdAt: gallery.createdAt,
        updatedAt: gallery.updatedAt,
        picture: galleryPicture(gallery),
      }),
    },
    { notice },
  );
}

export async function action(args: Route.ActionArgs) {
  return handleGalleryAction(args);
}

export default function AdminGalleries({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_galleries_title()}</h1>
        <Link
          to={href("/admin/galleries/new")}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          {m.admin_galleries_add()}
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        {loaderData.notice ? <DoneNotice>{loaderData.notice}</DoneNotice> : null}
        <AdminTableSearch
          noun="galleries"
          query={query}
          matched={loaderData.state === "ok" ? loaderData.matched : undefined}
        />
      </div>
      <div className="mt-6">
        <ListStates
          list={loaderData}
          noun="galleries"
          firstPageHref={href("/admin/galleries")}
          emptyText={
            query.search ? (
              m.admin_galleries_no_match({ search: query.search })
            ) : (
              <>
                {m.admin_galleries_empty_before()}{" "}
                <Link
                  to={href("/admin/galleries/new")}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {m.admin_galleries_empty_link()}
                </Link>{" "}
                {m.admin_galleries_empty_after()}
              </>
            )
          }
        >
          {(items, page) => (
            <AdminTable
              caption={tableCaption(m.admin_galleries_title(), query, page)}
              columns={columns()}
              query={query}
            >
              {items.map((gallery) => (
                <AdminRecordRow
                  key={gallery.id}
                  noun="gallery"
                  record={gallery}
                  detail={gallery.street}
                  cells={<td className="px-3 py-2 text-slate-800">{gallery.city}</td>}
                  view={{ href: galleryPath(gallery.slug), label: m.admin_view() }}
                  editHref={adminGalleryEditPath(gallery.id)}
                  answer={actionData?.values.recordId === gallery.id ? actionData : undefined}
                />
              ))}
            </AdminTable>
          )}
        </ListStates>
      </div>
    </div>
  );
}
