import { data, redirect } from "react-router";
import { handleAdminAction, type AdminChange } from "#app/features/admin/admin-action.server.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  countPublishedVersions,
  getPublishedVersion,
  getRecordVersion,
  isRecordTrusted,
  listPublishedVersions,
  setRecordTrusted,
  type RecordKind,
} from "#app/models/record-versions.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import type { EditorValues } from "#app/features/editors/editor-kit.ts";
import { compareStoredStates } from "./change-comparison.server.ts";
import {
  editorPathOf,
  getPublishedState,
  historyPathOf,
  publishStoredState,
  valuesOfStoredState,
} from "./change-kinds.server.ts";

/** The address parameter naming the version shown beside the published one. */
const SHOWN_VERSION = "version";

/** The history's address showing `number` beside the published record (null: none), on the same page of the list. */
function shownVersionHref(url: URL, number: number | null): string {
  const params = new URLSearchParams(url.search);
  params.delete("done");
  if (number === null) params.delete(SHOWN_VERSION);
  else params.set(SHOWN_VERSION, String(number));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** The version the address asks to be shown: none, its number, or one that cannot be a version's. */
function parseShownVersion(url: URL): number | "bad" | null {
  const raw = url.searchParams.get(SHOWN_VERSION);
  if (raw === null || raw === "") return null;
  const number = Number(raw);
  return /^\d{1,9}$/.test(raw) && number > 0 ? number : "bad";
}

/** A version beside the published record, every field, the differing ones marked; "missing": the record has no such version. */
async function showVersion(kind: RecordKind, id: string, url: URL, asked: number | "bad", published: EditorValues) {
  const version = asked === "bad" ? null : await getPublishedVersion(kind, id, asked);
  if (!version?.number) return { state: "missing" as const };
  const [comparison] = await compareStoredStates([{ kind, values: valuesOfStoredState(version), published }], {
    all: true,
  });
  return {
    state: "ok" as const,
    number: version.number,
    comparison: comparison!,
    hideHref: shownVersionHref(url, null),
  };
}

/**
 * A record's history: its published versions, newest first, a page at a time, with the published
 * record's token for a restore, and the version the address names (?version=N) set against the
 * published record. A record published before versions were kept shows none until its first
 * change keeps its earlier state as version 1.
 */
export async function loadRecordHistory(kind: RecordKind, id: string, url: URL) {
  const published = await getPublishedState(kind, id);
  if (!published) throw data(null, { status: 404, statusText: "Not Found" });
  const trust = kind === "artwork" ? null : await isRecordTrusted(kind, id);
  const notice = url.searchParams.get("done");
  const done: "restored" | "trusted" | "untrusted" | null =
    notice === "restored" || notice === "trusted" || notice === "untrusted" ? notice : null;
  const asked = parseShownVersion(url);
  const answer = await loadListPage(
    url,
    "a record's history",
    async (range) => {
      const [versions, total, shown] = await Promise.all([
        listPublishedVersions(kind, id, range),
        countPublishedVersions(kind, id),
        asked === null ? null : showVersion(kind, id, url, asked, published.values),
      ]);
      const items = versions.map((version) => ({
        id: version.id,
        number: version.number ?? 0,
        name: version.name,
        authorEmail: version.authorEmail,
        reviewerEmail: version.reviewerEmail,
        note: version.note,
        createdAt: version.updatedAt,
        compareHref: shownVersionHref(url, version.number),
      }));
      return { items, total, shown };
    },
    {
      recordId: id,
      name: published.name,
      token: published.token,
      isTrusted: trust,
      editorPath: editorPathOf(kind, id),
      done,
    },
  );
  // A version this record does not have: its history still, saying so.
  if ("state" in answer && answer.state === "ok" && answer.shown?.state === "missing") {
    return data(answer, { status: asked === "bad" ? 400 : 404 });
  }
  return answer;
}

export interface HistoryValues {
  intent: string;
  versionId: string;
  token: string;
}

function valuesOf(form: FormData): HistoryValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { intent: text("intent"), versionId: text("versionId"), token: text("token") };
}

async function restore(kind: RecordKind, id: string, { values, user, audit, refuse }: AdminChange<HistoryValues>) {
  const version = await getRecordVersion(values.versionId);
  // Only a published version of this very record, whatever id the form names.
  if (!version || version.kind !== kind || version.recordId !== id || version.number === null) {
    return refuse(404, m.history_version_gone());
  }
  const token = Number(values.token);
  if (!Number.isSafeInteger(token) || token <= 0) return refuse(409, m.history_changed());
  try {
    const outcome = await publishStoredState(version, user, {
      recordToken: token,
      isDraft: false,
      note: m.history_restored_note({ number: version.number }),
    });
    if (outcome.kind === "invalid") {
      return refuse(400, m.history_invalid({ list: Object.values(outcome.errors).join(" ") }));
    }
    if (outcome.kind === "gone") return refuse(404, m.history_version_gone());
  } catch (error) {
    if (error instanceof RecordChangedError) return refuse(409, m.history_changed());
    throw error;
  }
  await audit({ action: "version_restored", target: { kind, id, name: version.name }, detail: String(version.number) });
  return redirect(`${historyPathOf(kind, id)}?done=restored`);
}

async function trust(kind: "gallery" | "artist", id: string, change: AdminChange<HistoryValues>, isTrusted: boolean) {
  if (!(await setRecordTrusted(kind, id, isTrusted))) return change.refuse(404, m.history_version_gone());
  await change.audit({ action: isTrusted ? "trusted" : "untrusted", target: { kind, id, name: null } });
  return redirect(`${historyPathOf(kind, id)}?done=${isTrusted ? "trusted" : "untrusted"}`);
}

/** Restore a version; for a gallery or artist, trust its members or stop. */
export function handleHistoryAction(args: AdminRequest, kind: RecordKind, id: string) {
  return handleAdminAction(args, {
    values: valuesOf,
    async change(change) {
      const { intent } = change.values;
      if (intent === "restore") return restore(kind, id, change);
      if ((intent === "trust" || intent === "untrust") && kind !== "artwork") {
        return trust(kind, id, change, intent === "trust");
      }
      return change.refuse(400, m.changes_unknown_intent());
    },
    failure: () => ({ log: "restoring a version failed", error: m.history_failed() }),
  });
}
