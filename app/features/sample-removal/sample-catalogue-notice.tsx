import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import type { SampleCatalogueCounts } from "#app/models/sample-removal.server.ts";
import { SampleCountsSection } from "./sample-counts-section.tsx";

/** On the dashboard while the sample catalogue is there: what is left of it, and the way to its removal. */
export function SampleCatalogueNotice({ counts }: { counts: SampleCatalogueCounts }) {
  return (
    <SampleCountsSection
      counts={counts}
      heading={m.admin_sample_dashboard_notice}
      className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-amber-50 p-5 ring-1 ring-amber-200"
      headingClassName="font-medium text-amber-950"
    >
      <Link
        to={href("/admin/sample")}
        className="rounded-md bg-white px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        {m.admin_sample_title()}
      </Link>
    </SampleCountsSection>
  );
}
