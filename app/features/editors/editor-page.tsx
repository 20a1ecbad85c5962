import { Fragment, type ReactNode } from "react";
import { NotFound } from "#app/components/not-found.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";

/**
 * The one shape of an editor's page, new and edit alike: a line above the title (the way back, or
 * the record's name and its other pages), the title, and the editor. The editor is remounted per
 * answer of the action (`answer`), so it shows what the server sent back.
 */
export function EditorPage({
  title,
  context,
  answer,
  children,
}: {
  title: string;
  context?: ReactNode;
  /** The action's answer, if any. */
  answer: unknown;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      {context ? <p className="text-sm font-semibold">{context}</p> : null}
      <h1 className="mt-2 mb-8 font-serif text-4xl font-semibold text-slate-900">{title}</h1>
      <Fragment key={JSON.stringify(answer ?? null)}>{children}</Fragment>
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
