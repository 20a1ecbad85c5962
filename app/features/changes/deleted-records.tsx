import { Form } from "react-router";
import { Link } from "#app/components/link.tsx";
import { DoneNotice, EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";

export interface DeletedItem {
  id: string;
  kind: "gallery" | "artist" | "artwork";
  name: string;
  deletedBy: string | null;
  deletedAt: number;
  daysLeft: number;
}

const KIND_LABELS = {
  gallery: m.changes_kind_gallery,
  artist: m.changes_kind_artist,
  artwork: m.changes_kind_artwork,
} as const;

/** Deleted galleries and artists the operator may still restore. */
export function DeletedRecords({
  state,
  items,
  page,
  pageCount,
  restored,
  formError,
}: {
  state: string;
  items: DeletedItem[];
  page: number;
  pageCount: number;
  restored: { name: string; path: string } | null;
  formError?: string;
}) {
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.deleted_title()}</h1>
      <p className="mt-2 text-slate-700">{m.deleted_intro()}</p>
      <div className="mt-4">
        {formError ? (
          <ErrorNotice>{formError}</ErrorNotice>
        ) : restored ? (
          <DoneNotice>
            {m.deleted_done({ name: restored.name })}{" "}
            {restored.path.startsWith("/admin/") ? (
              <Link to={restored.path} className="underline underline-offset-4">
                {m.deleted_open_editor()}
              </Link>
            ) : null}
          </DoneNotice>
        ) : null}
      </div>
      {state !== "ok" ? (
        <ErrorNotice>{m.deleted_load_failed()}</ErrorNotice>
      ) : items.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.deleted_none()}</EmptyNotice>
        </div>
      ) : (
        <>
          <ul className="mt-6 space-y-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
              >
                <div>
                  <h2 className="font-semibold text-slate-900">
                    <bdi>{item.name}</bdi>
                  </h2>
                  <p className="text-slate-700">
                    {KIND_LABELS[item.kind]()} ·{" "}
                    {m.deleted_by({
                      email: item.deletedBy ?? m.changes_unknown_author(),
                      date: formatDateTime(item.deletedAt, locale),
                    })}{" "}
                    · {m.deleted_days_left({ count: item.daysLeft })}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="deletedId" value={item.id} />
                  <button
                    type="submit"
                    aria-label={m.deleted_restore_label({ name: item.name })}
                    className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {m.deleted_restore()}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
