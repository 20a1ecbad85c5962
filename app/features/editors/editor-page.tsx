import { createContext, Fragment, useContext, type ReactNode } from "react";
import { Link } from "#app/components/link.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { DoneNotice, PageErrorNotice } from "#app/components/notices.tsx";
import { m } from "#app/lib/paraglide/messages.js";

/** How the editor's save goes for this person: published at once or sent for review; whether a draft may be kept. */
export interface EditorSaveMode {
  canPublish: boolean;
  canKeepDraft: boolean;
  /** The operator's parts of a record (featured, reviews, an artist's nested works) are shown. */
  showsOperatorParts: boolean;
}

const OPERATOR_SAVE: EditorSaveMode = { canPublish: true, canKeepDraft: false, showsOperatorParts: true };
const SaveModeContext = createContext<EditorSaveMode>(OPERATOR_SAVE);

export function useEditorSaveMode(): EditorSaveMode {
  return useContext(SaveModeContext);
}

/** Where a record's change stands, for the line above its editor. */
export interface EditorChanges {
  saveMode: EditorSaveMode;
  draft: { state: "waiting" | "sent_back"; note: string | null } | null;
  saved: "draft" | "published" | null;
  isPublished: boolean;
}

function ChangeNotices({ changes }: { changes: EditorChanges }) {
  const { draft, saved } = changes;
  return (
    <div className="mb-6 space-y-3">
      {saved === "draft" ? <DoneNotice>{m.editor_saved_as_draft()}</DoneNotice> : null}
      {saved === "published" ? <DoneNotice>{m.editor_saved_published()}</DoneNotice> : null}
      {draft?.state === "sent_back" ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          <p className="font-semibold">{m.editor_draft_sent_back()}</p>
          {draft.note ? <p className="mt-1 whitespace-pre-line">{draft.note}</p> : null}
        </div>
      ) : draft ? (
        <p className="rounded-md bg-slate-100 px-4 py-3 text-slate-900">{m.editor_draft_waiting()}</p>
      ) : null}
      {!changes.isPublished ? <p className="text-slate-800">{m.editor_not_published_yet()}</p> : null}
    </div>
  );
}

/**
 * The one shape of an editor's page, new and edit alike: a line above the title (the way back, or
 * the record's name and its other pages), the title, where its change stands, and the editor. The
 * editor is remounted per answer of the action (`answer`), so it shows what the server sent back.
 */
export function EditorPage({
  title,
  context,
  answer,
  changes,
  children,
}: {
  title: string;
  context?: ReactNode;
  /** The action's answer, if any. */
  answer: unknown;
  /** A gallery's, artist's or artwork's drafts: what its save does, and where its draft stands. */
  changes?: EditorChanges;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      {context ? <p className="text-sm font-semibold">{context}</p> : null}
      <h1 className="mt-2 mb-8 font-serif text-4xl font-semibold text-slate-900">{title}</h1>
      {changes ? <ChangeNotices changes={changes} /> : null}
      <SaveModeContext value={changes?.saveMode ?? OPERATOR_SAVE}>
        <Fragment key={JSON.stringify(answer ?? null)}>{children}</Fragment>
      </SaveModeContext>
    </div>
  );
}

/**
 * An edit page without its record: the not-found panel with the way back to the list (answered
 * 404), or the page's load error in words (503).
 */
export function EditorPageMissing({
  state,
  notFound,
  returnTo,
  returnLabel,
  loadFailed,
}: {
  state: "not-found" | "error";
  notFound: string;
  returnTo: string;
  returnLabel: string;
  loadFailed: string;
}) {
  if (state === "error") return <PageErrorNotice>{loadFailed}</PageErrorNotice>;
  return <NotFound title={notFound} returnTo={returnTo} returnLabel={returnLabel} />;
}

/** The editor's changes from its loader's answer (`loadRecordEditor`). */
export function editorChangesOf(loaded: {
  saveMode: EditorSaveMode;
  draft: EditorChanges["draft"];
  saved: EditorChanges["saved"];
  record: { slug: string | null };
}): EditorChanges {
  return {
    saveMode: loaded.saveMode,
    draft: loaded.draft,
    saved: loaded.saved,
    isPublished: loaded.record.slug !== null,
  };
}

/** The line above a record's editor: its name, its public page once published, its history for an operator. */
export function RecordEditorLinks({
  name,
  namePath,
  publicPath,
  historyPath,
}: {
  name: string;
  /** The operator's page of the record, when it has one. */
  namePath?: string | null;
  publicPath: string | null;
  historyPath: string | null;
}) {
  const link = "text-brand-700 underline underline-offset-4";
  return (
    <>
      {namePath ? (
        <Link to={namePath} className={link}>
          <bdi>{name}</bdi>
        </Link>
      ) : (
        <bdi>{name}</bdi>
      )}
      {publicPath ? (
        <>
          {" · "}
          <Link to={publicPath} className={link}>
            {m.admin_view_public_page()}
          </Link>
        </>
      ) : null}
      {historyPath ? (
        <>
          {" · "}
          <Link to={historyPath} className={link}>
            {m.editor_history_link()}
          </Link>
        </>
      ) : null}
    </>
  );
}
