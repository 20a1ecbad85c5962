import { Form, href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import type { SampleCatalogueCounts } from "#app/models/sample-removal.server.ts";
import { SampleCountsSection } from "./sample-counts-section.tsx";

const DANGER = "rounded-md bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-900 disabled:opacity-70";

/** The second step: what will be removed, a box to tick and the button; the refusal beside the box. */
export function SampleRemovalForm({
  counts,
  error,
  isBusy,
}: {
  counts: SampleCatalogueCounts;
  error: string | null;
  isBusy: boolean;
}) {
  return (
    <SampleCountsSection
      counts={counts}
      heading={m.admin_sample_will_remove}
      className="mt-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      headingClassName="font-serif text-2xl font-semibold text-slate-900"
    >
      <p className="mt-3 text-slate-700">{m.admin_sample_rules()}</p>
      <Form method="post" className="mt-6">
        <div className="flex items-start gap-3">
          <input
            id="sample-removal-confirm"
            type="checkbox"
            name="confirmed"
            value="yes"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sample-removal-error" : undefined}
            className="mt-1 size-5"
          />
          <label htmlFor="sample-removal-confirm" className="font-medium text-slate-900">
            {m.admin_sample_confirm()}
          </label>
        </div>
        {error ? (
          <p id="sample-removal-error" role="alert" className="mt-2 font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="submit" disabled={isBusy} className={DANGER}>
            {isBusy ? m.admin_sample_removing() : m.admin_sample_submit()}
          </button>
          <Link to={href("/admin")} className="font-medium text-brand-700 underline">
            {m.admin_sample_back()}
          </Link>
        </div>
      </Form>
    </SampleCountsSection>
  );
}
