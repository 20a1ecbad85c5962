import { Form, href } from "react-router";
import { DoneNotice, ErrorNotice } from "#app/components/notices.tsx";
import { CodeField, QrCode } from "#app/features/two-step/two-step-fields.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { QrDrawing } from "#app/lib/qr-code.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { TwoStepStatus } from "#app/models/two-step.server.ts";
import type { TwoStepIntent } from "./two-step-settings.server.ts";

const PRIMARY = "rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70";
const SECONDARY =
  "rounded-md px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-white disabled:opacity-70";
const CARD = "mt-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200";

/** What a form's panel is given: the answer it shows (the fields empty with each), its error, the intent being sent. */
interface PanelProps {
  answerKey: string;
  error: string | null;
  busyIntent: FormDataEntryValue | null | undefined;
}

/** Just turned on: the ten recovery codes, shown this once. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className={CARD}>
      <DoneNotice>{m.admin_two_step_now_on()}</DoneNotice>
      <h2 id="recovery-codes-heading" className="mt-6 font-serif text-2xl font-semibold text-slate-900">
        {m.admin_two_step_recovery_codes_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{m.admin_two_step_recovery_codes_intro()}</p>
      <ol dir="ltr" className="mt-4 grid gap-2 font-mono text-lg text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-sand-50 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ol>
      <a href={href("/admin/two-step")} className={`mt-6 inline-block ${PRIMARY}`}>
        {m.admin_two_step_recovery_codes_done()}
      </a>
    </section>
  );
}

/** Why the page is all the admin area offers: the site requires two-step sign-in of this person. */
export function RequiredNotice() {
  return (
    <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
      {m.admin_two_step_required_notice()}
    </p>
  );
}

/**
 * On: since when, how many recovery codes are left, and turning it off with a current code, or
 * why it cannot be turned off while the site requires it of this person.
 */
export function TurnOffPanel({
  status,
  isRequired,
  answerKey,
  error,
  busyIntent,
}: PanelProps & { status: TwoStepStatus; isRequired: boolean }) {
  const locale = useLocale();
  const onSince = (
    <p className="mt-6 font-medium text-slate-900">
      {m.admin_two_step_on_since({ date: formatDate(status.enabledAt ?? 0, locale) })}{" "}
      {m.admin_two_step_codes_left({ count: status.recoveryCodesLeft })}
    </p>
  );
  if (isRequired) {
    return (
      <>
        {onSince}
        <p className="mt-4 text-slate-700">{m.admin_two_step_off_required()}</p>
        {error ? (
          <div className="mt-4">
            <ErrorNotice>{error}</ErrorNotice>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      {onSince}
      <section aria-labelledby="turn-off-heading" className={CARD}>
        <h2 id="turn-off-heading" className="font-serif text-2xl font-semibold text-slate-900">
          {m.admin_two_step_turn_off_heading()}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <CodeField
            answerKey={answerKey}
            id="turn-off-code"
            name="code"
            label={m.admin_two_step_code_label()}
            hint={m.admin_two_step_turn_off_intro()}
            error={error}
            isNumeric
          />
          <button type="submit" name="intent" value="off" disabled={Boolean(busyIntent)} className={PRIMARY}>
            {busyIntent === "off" ? m.admin_loading() : m.admin_two_step_turn_off_submit()}
          </button>
        </Form>
      </section>
    </>
  );
}

/** Being set up: the QR code and the key to type, then the first code to confirm, or Cancel. */
export function SetupPanel({
  setup,
  answerKey,
  error,
  busyIntent,
}: PanelProps & { setup: { key: string; qr: QrDrawing } }) {
  const button = (intent: TwoStepIntent, className: string, label: () => string) => (
    <button type="submit" name="intent" value={intent} disabled={Boolean(busyIntent)} className={className}>
      {busyIntent === intent ? m.admin_loading() : label()}
    </button>
  );
  return (
    <section aria-labelledby="setup-heading" className={CARD}>
      <h2 id="setup-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {m.admin_two_step_setup_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{m.admin_two_step_setup_scan()}</p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode drawing={setup.qr} />
        <div>
          <p className="text-sm font-medium text-slate-800" id="two-step-key-label">
            {m.admin_two_step_secret_label()}
          </p>
          <p
            dir="ltr"
            aria-labelledby="two-step-key-label"
            data-testid="two-step-key"
            className="mt-1 font-mono text-lg tracking-wide break-all text-slate-900"
          >
            {setup.key}
          </p>
        </div>
      </div>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <p className="text-slate-700">{m.admin_two_step_setup_confirm()}</p>
        <CodeField
          answerKey={answerKey}
          id="confirm-code"
          name="code"
          label={m.admin_two_step_code_label()}
          hint={m.admin_two_step_code_hint()}
          error={error}
          isNumeric
        />
        <div className="flex flex-wrap gap-4">
          {button("confirm", PRIMARY, m.admin_two_step_confirm_submit)}
          {button("cancel", SECONDARY, m.admin_two_step_cancel)}
        </div>
      </Form>
    </section>
  );
}

/** Off: one button to start setting it up. */
export function TurnOnForm({ busyIntent }: Pick<PanelProps, "busyIntent">) {
  return (
    <>
      <p className="mt-6 font-medium text-slate-900">{m.admin_two_step_off()}</p>
      <Form method="post" className="mt-6">
        <button type="submit" name="intent" value="start" disabled={Boolean(busyIntent)} className={PRIMARY}>
          {busyIntent === "start" ? m.admin_loading() : m.admin_two_step_turn_on()}
        </button>
      </Form>
    </>
  );
}
