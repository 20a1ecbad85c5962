import { Form } from "react-router";
import { Link } from "#app/components/link.tsx";
import { DoneNotice, EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { ChangeComparison } from "./change-diff.ts";
import { ChangeDiffView } from "./change-diff-view.tsx";

const KIND_LABELS = {
  gallery: m.changes_kind_gallery,
  artist: m.changes_kind_artist,
  artwork: m.changes_kind_artwork,
} as const;

const BUTTON = "rounded-md px-4 py-2 font-semibold";

export interface QueueItem {
  id: string;
  kind: keyof typeof KIND_LABELS;
  name: string;
  isNew: boolean;
  authorEmail: string | null;
  updatedAt: number;
  editorPath: string;
  /** What the draft changes: its values set against the published record's. */
  comparison: ChangeComparison;
}

/** One waiting change: what and by whom, what it changes, its editor, and the operator's two decisions. */
function QueueEntry({ item }: { item: QueueItem }) {
  const locale = useLocale();
  const noteId = `note-${item.id}`;
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-serif text-xl font-semibold text-slate-900">
        <bdi>{item.name}</bdi>
      </h2>
      <p className="mt-1 text-slate-700">
        {KIND_LABELS[item.kind]()} · {item.isNew ? m.changes_new_record() : m.changes_edit_record()} ·{" "}
        {m.changes_by({
          email: item.authorEmail ?? m.changes_unknown_author(),
          date: formatDateTime(item.updatedAt, locale),
        })}
      </p>
      <div className="mt-4">
        <ChangeDiffView
          comparison={item.comparison}
          caption={
            item.comparison.diff.isNew
              ? m.changes_new_caption({ name: item.name })
              : m.changes_diff_caption({ name: item.name })
          }
        />
      </div>
      <p className="mt-3">
        <Link to={item.editorPath} className="font-medium text-brand-700 underline underline-offset-4">
          {m.changes_open_draft({ name: item.name })}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Form method="post">
          <input type="hidden" name="draftId" value={item.id} />
          <input type="hidden" name="token" value={item.updatedAt} />
          <button
            type="submit"
            name="intent"
            value="publish"
            aria-describedby={`name-${item.id}`}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
          >
            {m.changes_publish()}
          </button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="draftId" value={item.id} />
          <input type="hidden" name="token" value={item.updatedAt} />
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              {m.changes_note_label()}
            </label>
            <textarea
              id={noteId}
              name="note"
              rows={2}
              maxLength={2000}
              className="mt-1 w-72 max-w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <button
            type="submit"
            name="intent"
            value="send-back"
            aria-describedby={`name-${item.id}`}
            className={`${BUTTON} border border-slate-500 text-slate-900 hover:bg-slate-100`}
          >
            {m.changes_send_back()}
          </button>
        </Form>
      </div>
      <span id={`name-${item.id}`} hidden>
        {item.name}
      </span>
    </li>
  );
}

export function ReviewQueue({
  state,
  items,
  page,
  pageCount,
  done,
  formError,
}: {
  state: string;
  items: QueueItem[];
  page: number;
  pageCount: number;
  done: "published" | "sent-back" | null;
  formError?: string;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.changes_title()}</h1>
      <p className="mt-2 text-slate-700">{m.changes_intro()}</p>
      <div className="mt-4">
        {formError ? (
          <ErrorNotice>{formError}</ErrorNotice>
        ) : done === "published" ? (
          <DoneNotice>{m.changes_done_published()}</DoneNotice>
        ) : done === "sent-back" ? (
          <DoneNotice>{m.changes_done_sent_back()}</DoneNotice>
        ) : null}
      </div>
      {state !== "ok" ? (
        <ErrorNotice>{m.changes_load_failed()}</ErrorNotice>
      ) : items.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.changes_none()}</EmptyNotice>
        </div>
      ) : (
        <>
          <ul className="mt-6 space-y-4">
            {items.map((item) => (
              <QueueEntry key={item.id} item={item} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}

export interface HistoryItem {
  id: string;
  number: number;
  name: string;
  authorEmail: string | null;
  reviewerEmail: string | null;
  note: string | null;
  createdAt: number;
  /** This page of the history with this version shown beside the published one. */
  compareHref: string;
}

/** The version the address names, beside the published record; "missing": the record has no such version. */
export type ShownVersion =
  { state: "ok"; number: number; comparison: ChangeComparison; hideHref: string } | { state: "missing" };

/** Where the shown version is on the page: its links go there. */
const SHOWN_VERSION_ID = "shown-version";

/** A version's values set against the published record's, every field, the differing ones marked. */
function ShownVersionSection({ shown }: { shown: ShownVersion }) {
  if (shown.state === "missing") {
    return (
      <div className="mt-6">
        <ErrorNotice>{m.history_version_gone()}</ErrorNotice>
      </div>
    );
  }
  const title = m.history_shown_title({ number: shown.number });
  return (
    <section
      id={SHOWN_VERSION_ID}
      aria-labelledby={`${SHOWN_VERSION_ID}-title`}
      className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${SHOWN_VERSION_ID}-title`} className="font-serif text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <ChangeDiffView
          comparison={shown.comparison}
          caption={title}
          proposedHeading={m.history_version({ number: shown.number })}
        />
      </div>
      <p className="mt-3">
        <Link to={shown.hideHref} className="font-medium text-brand-700 underline underline-offset-4">
          {m.history_hide_version()}
        </Link>
      </p>
    </section>
  );
}

/** A record's published versions, newest first, each shown beside the published one on asking and restorable but the newest. */
export function RecordHistory({
  title,
  state,
  items,
  page,
  pageCount,
  token,
  isTrusted,
  editorPath,
  shown,
  done,
  formError,
}: {
  title: string;
  state: string;
  items: HistoryItem[];
  page: number;
  pageCount: number;
  token: number;
  isTrusted: boolean | null;
  editorPath: string;
  shown: ShownVersion | null;
  done: "restored" | "trusted" | "untrusted" | null;
  formError?: string;
}) {
  const locale = useLocale();
  const newest = items[0]?.number;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold">
        <Link to={editorPath} className="text-brand-700 underline underline-offset-4">
          {m.history_back_to_editor()}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-4xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-4">
        {formError ? (
          <ErrorNotice>{formError}</ErrorNotice>
        ) : done === "restored" ? (
          <DoneNotice>{m.history_done_restored()}</DoneNotice>
        ) : done === "trusted" ? (
          <DoneNotice>{m.history_done_trusted()}</DoneNotice>
        ) : done === "untrusted" ? (
          <DoneNotice>{m.history_done_untrusted()}</DoneNotice>
        ) : null}
      </div>
      {isTrusted !== null ? (
        <Form
          method="post"
          className="mt-4 flex flex-wrap items-center gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <p className="text-slate-800">{isTrusted ? m.history_trusted() : m.history_not_trusted()}</p>
          <button
            type="submit"
            name="intent"
            value={isTrusted ? "untrust" : "trust"}
            className={`${BUTTON} border border-slate-500 text-slate-900 hover:bg-slate-100`}
          >
            {isTrusted ? m.history_untrust() : m.history_trust()}
          </button>
        </Form>
      ) : null}
      {shown ? <ShownVersionSection shown={shown} /> : null}
      {state !== "ok" ? (
        <ErrorNotice>{m.history_load_failed()}</ErrorNotice>
      ) : items.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.history_none()}</EmptyNotice>
        </div>
      ) : (
        <>
          <ol className="mt-6 space-y-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <h2 className="font-semibold text-slate-900">
                  {m.history_version({ number: item.number })} · <bdi>{item.name}</bdi>
                </h2>
                <p className="mt-1 text-slate-700">
                  {m.changes_by({
                    email: item.authorEmail ?? m.history_before_versions(),
                    date: formatDateTime(item.createdAt, locale),
                  })}
                  {item.reviewerEmail ? ` · ${m.history_published_by({ email: item.reviewerEmail })}` : null}
                </p>
                {item.note ? <p className="mt-1 text-slate-700">{item.note}</p> : null}
                <p className="mt-2">
                  <Link
                    to={`${item.compareHref}#${SHOWN_VERSION_ID}`}
                    aria-current={shown?.state === "ok" && shown.number === item.number ? "true" : undefined}
                    className="font-medium text-brand-700 underline underline-offset-4"
                  >
                    {m.history_show_version({ number: item.number })}
                  </Link>
                </p>
                {item.number === newest && page === 1 ? (
                  <p className="mt-2 font-medium text-slate-800">{m.history_current()}</p>
                ) : (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="versionId" value={item.id} />
                    <input type="hidden" name="token" value={token} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className={`${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`}
                    >
                      {m.history_restore({ number: item.number })}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
          <Pagination page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
