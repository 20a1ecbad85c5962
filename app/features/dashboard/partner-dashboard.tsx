import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistPath, galleryPath } from "#app/lib/urls.ts";
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
  staleAvailability,
  confirmed,
  error,
}: {
  records: readonly MemberRecord[];
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
      <PartnerRecords records={records} />
    </>
  );
}

function PartnerRecords({ records }: { records: readonly MemberRecord[] }) {
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
              <span className="font-semibold text-slate-900">{record.name}</span>
              <span className="text-sm text-slate-600">
                {record.kind === "gallery" ? m.partner_record_gallery() : m.partner_record_artist()}
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
