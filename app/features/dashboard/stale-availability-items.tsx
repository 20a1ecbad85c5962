import { Form, useNavigation } from "react-router";
import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { availabilityLabel } from "#app/features/facts/facts.ts";
import { formatMoney } from "#app/lib/artwork-facts.ts";
import { intlLocaleOf, type Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminArtworkEditPath } from "#app/lib/urls.ts";
import type { AttentionGroup } from "./needs-attention.tsx";
import { CONFIRM_FIELDS, CONFIRM_INTENT, type StaleAvailability, type StaleWork } from "./stale-availability.ts";

/** "Still right": posts to the dashboard, which records the confirmation and comes back without the work. */
function StillRightForm({ work }: { work: StaleWork }) {
  const navigation = useNavigation();
  const isSending = navigation.formData?.get(CONFIRM_FIELDS.artworkId) === work.id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name={CONFIRM_FIELDS.intent} value={CONFIRM_INTENT} />
      <input type="hidden" name={CONFIRM_FIELDS.artworkId} value={work.id} />
      <button
        type="submit"
        disabled={isSending}
        className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-sand-100 disabled:cursor-wait disabled:opacity-70"
      >
        {isSending ? m.admin_loading() : m.stale_availability_confirm()}
        <span className="sr-only">
          {" "}
          <bdi>{work.title}</bdi>
        </span>
      </button>
    </Form>
  );
}

/** What the work says now, for the partner to judge: its availability and its price when it has one. */
function saleText(work: StaleWork, locale: Locale): string {
  const availability = availabilityLabel(work.availability);
  return work.priceIls === null
    ? availability
    : `${availability} · ${formatMoney(work.priceIls, "ILS", intlLocaleOf(locale))}`;
}

/** The partner's works whose availability nobody confirmed for 90 days, as a group of "Needs attention". */
export function staleAvailabilityGroup(stale: StaleAvailability, locale: Locale): AttentionGroup {
  return {
    key: "stale-availability",
    heading: m.stale_availability_heading(),
    intro: m.stale_availability_intro(),
    total: stale.total,
    moreText: m.stale_availability_shown({ shown: stale.works.length, total: stale.total }),
    items: stale.works.map((work) => ({
      id: work.id,
      name: work.title,
      details: [
        <WithBdi key="by" text={m.stale_availability_by({ artist: BDI_SLOT })} value={work.artistName} />,
        saleText(work, locale),
        work.daysSinceConfirmed === null
          ? m.stale_availability_never()
          : m.stale_availability_days({ days: work.daysSinceConfirmed }),
      ],
      href: adminArtworkEditPath(work.id),
      linkLabel: m.admin_edit(),
      action: <StillRightForm work={work} />,
    })),
  };
}
