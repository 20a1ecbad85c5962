import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { href } from "react-router";
import {
  adminArtistEditPath,
  adminArtworkEditPath,
  adminGalleryEditPath,
  artistPath,
  galleryPath,
} from "#app/lib/urls.ts";
import type { MemberRecord } from "#app/models/people.server.ts";
import { NeedsAttention } from "./needs-attention.tsx";
import type { StaleAvailability } from "./stale-availability.ts";
import { staleAvailabilityGroup } from "./stale-availability-items.tsx";

/**
 * A partner's dashboard: what of its records needs attention, then the galleries and artists it
 * keeps, each with its public page.
 */
export function PartnerDashboard({
  records,
  drafts,
  staleAvailability,
  confirmed,
  error,
}: {
  records: readonly MemberRecord[];
  /** The open drafts of its records and those it started: waiting for review or sent back. */
  drafts: readonly PartnerDraft[];
  staleAvailability: StaleAvailability;
  /** The title of the work just confirmed as still right. */
  confirmed: string | null;
  /** Why a confirmation was refused (the work is gone, or the database did not answer). */
  error?: string;
}) {
  const locale = useLocale();
  return (
    <>
      <NeedsAttention
        groups={[staleAvailabilityGroup(staleAvailability, locale)]}
        notice={
          confirmed ? <WithBdi text={m.stale_availability_confirmed({ title: BDI_SLOT })} value={confirmed} /> : null
        }
        error={error}
        changeKey={error ?? confirmed}
      />
      <PartnerRecords records={records} drafts={drafts} />
      <PartnerDrafts drafts={drafts} />
    </>
  );
}

export interface PartnerDraft {
  kind: "gallery" | "artist" | "artwork";
  recordId: string;
  name: string;
  state: "waiting" | "sent_back";
  note: string | null;
}

const editorPath = (kind: PartnerDraft["kind"], id: string) =>
  kind === "gallery"
    ? adminGalleryEditPath(id)
    : kind === "artist"
      ? adminArtistEditPath(id)
      : adminArtworkEditPath(id);

const draftStateText = (draft: PartnerDraft | undefined) =>
  !draft
    ? m.partner_state_published()
    : draft.state === "sent_back"
      ? m.partner_state_sent_back()
      : m.partner_state_waiting();

/** Its drafts, each with where it stands and the operator's note when sent back; and a new work. */
function PartnerDrafts({ drafts }: { drafts: readonly PartnerDraft[] }) {
  return (
    <section aria-labelledby="partner-drafts" className="mt-10">
      <h2 id="partner-drafts" className="font-serif text-2xl font-semibold text-slate-900">
        {m.partner_drafts_heading()}
      </h2>
      {drafts.length === 0 ? (
        <p className="mt-4 text-slate-700">{m.partner_drafts_none()}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {drafts.map((draft) => (
            <li key={`${draft.kind}:${draft.recordId}`} className="p-4">
              <Link to={editorPath(draft.kind, draft.recordId)} className="font-semibold text-brand-700 underline">
                <bdi>{draft.name}</bdi>
              </Link>{" "}
              <span className="text-sm text-slate-700">{draftStateText(draft)}</span>
              {draft.state === "sent_back" && draft.note ? (
                <p className="mt-1 whitespace-pre-line text-slate-800">{draft.note}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={href("/admin/artworks/new")} className="font-medium text-brand-700 underline">
          {m.partner_add_work()}
        </Link>
      </p>
    </section>
  );
}

function PartnerRecords({ records, drafts }: { records: readonly MemberRecord[]; drafts: readonly PartnerDraft[] }) {
  return (
    <section aria-labelledby="partner-records" className="mt-10">
      <h2 id="partner-records" className="font-serif text-2xl font-semibold text-slate-900">
        {m.partner_dashboard_records()}
      </h2>
      {records.length === 0 ? (
        <p className="mt-4 text-slate-700">{m.partner_dashboard_no_records()}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {records.map((record) => (
            <li key={`${record.kind}:${record.id}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
              <Link
                to={editorPath(record.kind, record.id)}
                aria-label={m.partner_edit_record({ name: record.name })}
                className="font-semibold text-brand-700 underline"
              >
                <bdi>{record.name}</bdi>
              </Link>
              <span className="text-sm text-slate-700">
                {record.kind === "gallery" ? m.partner_record_gallery() : m.partner_record_artist()} ·{" "}
                {draftStateText(drafts.find((draft) => draft.kind === record.kind && draft.recordId === record.id))}
              </span>
              <Link
                to={record.kind === "gallery" ? galleryPath(record.slug) : artistPath(record.slug)}
                className="ms-auto text-sm font-medium text-brand-700 underline hover:text-brand-900"
              >
                {m.partner_dashboard_public_page({ name: record.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
