import { data, Form, redirect, useNavigation } from "react-router";
import { DoneNotice, ErrorNotice } from "#app/components/notices.tsx";
import { CodeField, QrCode } from "#app/components/two-step-fields.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { guardAdminWrite, requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { logError } from "#app/lib/log.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { drawQrCode } from "#app/lib/qr-code.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { deviceCookieName, getSessionIdFromRequest, readCookie } from "#app/lib/session.server.ts";
import { checkCodeWithinLimits } from "#app/models/sign-in.server.ts";
import {
  cancelTwoStepSetup,
  confirmTwoStepSetup,
  getTwoStepSetup,
  getTwoStepStatus,
  startTwoStepSetup,
  turnOffTwoStep,
} from "#app/models/two-step.server.ts";
import type { Route } from "./+types/admin.two-step";

// The administrator's two-step sign-in (decision 028): turn on with a QR code and a first code,
// ten recovery codes shown once, turn off with a current code.

const DONE = {
  off: m.admin_two_step_now_off,
  cancelled: m.admin_two_step_cancelled,
} as const;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: siteTitle(matches, m.admin_two_step_settings_meta_title()) },
    { name: "robots", content: "noindex" },
  ];
}

// A lockout's Retry-After reaches the page's response.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** The key as it is typed into an app: groups of four. */
function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)!.join(" ");
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdmin(args);
  const done = args.url.searchParams.get("done");
  const doneMessage = done === "off" || done === "cancelled" ? DONE[done]() : null;
  return loadPage(
    "the two-step sign-in settings",
    async () => {
      const status = await getTwoStepStatus(user.id);
      const setup = status.isOn ? null : await getTwoStepSetup(user.id);
      return {
        status,
        // The secret is the page's to show while setting up, and is kept on the server meanwhile.
        setup: setup ? { key: groupKey(setup.secret), qr: drawQrCode(setup.uri) } : null,
      };
    },
    { doneMessage },
  );
}

type Intent = "start" | "cancel" | "confirm" | "off";
const INTENTS: readonly Intent[] = ["start", "cancel", "confirm", "off"];

function refuse(intent: Intent | null, error: string, status: number, headers?: Headers) {
  return data({ intent, error, recoveryCodes: null }, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const guard = await guardAdminWrite({ request, context }, formData);
  const intentValue = formData.get("intent");
  const intent = INTENTS.find((candidate) => candidate === intentValue) ?? null;
  if (guard.kind === "refused") return refuse(intent, guard.message, guard.status, guard.headers);
  if (!intent) return refuse(null, m.admin_two_step_choose(), 400);
  const { user } = guard;
  const address = context.get(clientAddressContext);
  const keepSessionId = getSessionIdFromRequest(request);
  const code = String(formData.get("code") ?? "").trim();
  try {
    if (intent === "start") {
      await startTwoStepSetup(user.id);
      return redirect("/admin/two-step");
    }
    if (intent === "cancel") {
      await cancelTwoStepSetup(user.id);
      return redirect("/admin/two-step?done=cancelled");
    }
    if (!code) return refuse(intent, m.admin_two_step_code_missing(), 400);
    if (intent === "confirm") {
      // A wrong first code gives nothing away (the secret is new and on the page): not counted as a sign-in's.
      const result = await confirmTwoStepSetup(user.id, code, keepSessionId);
      if (result.kind === "expired") return refuse(intent, m.admin_two_step_setup_expired(), 409);
      if (result.kind === "invalid") return refuse(intent, m.admin_two_step_code_invalid(), 400);
      await recordAudit({ userId: user.id, actor: user.email, action: "two_step_on", address });
      // Shown once, in this answer alone: the codes are stored only as hashes.
      return data({ intent, error: null, recoveryCodes: result.recoveryCodes });
    }
    // A stolen session must not be able to guess its way to turning it off: counted like sign-in codes.
    const checked = await checkCodeWithinLimits({
      userId: user.id,
      email: user.email,
      ipAddress: address,
      deviceCookie: readCookie(request, deviceCookieName()),
      check: () => turnOffTwoStep(user.id, code, keepSessionId),
    });
    if (checked.kind === "locked") {
      const minutes = Math.max(1, Math.ceil(checked.retryAfterMs / 60_000));
      const headers = new Headers({ "Retry-After": String(Math.ceil(checked.retryAfterMs / 1000)) });
      return refuse(intent, m.admin_sign_in_locked({ minutes }), 429, headers);
    }
    if (checked.kind === "invalid") return refuse(intent, m.admin_two_step_code_invalid(), 400);
    await recordAudit({ userId: user.id, actor: user.email, action: "two_step_off", address });
    return redirect("/admin/two-step?done=off");
  } catch (error) {
    logError("changing two-step sign-in failed", error);
    return refuse(intent, m.admin_two_step_save_failed(), 503);
  }
}

const PRIMARY = "rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70";
const SECONDARY =
  "rounded-md px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-white disabled:opacity-70";
const CARD = "mt-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200";

export default function AdminTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const errorFor = (intent: Intent) => (actionData?.intent === intent ? actionData.error : null);
  const answerKey = JSON.stringify(actionData ?? null);
  const recoveryCodes = actionData?.recoveryCodes ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_two_step_settings_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_two_step_settings_intro()}</p>
      <div className="mt-6">
        {loaderData.doneMessage && !actionData ? <DoneNotice>{loaderData.doneMessage}</DoneNotice> : null}
        {actionData?.error && actionData.intent !== "confirm" && actionData.intent !== "off" ? (
          <ErrorNotice>{actionData.error}</ErrorNotice>
        ) : null}
      </div>
      {loaderData.state !== "ok" ? (
        <ErrorNotice>{m.admin_two_step_load_failed()}</ErrorNotice>
      ) : recoveryCodes ? (
        <section aria-labelledby="recovery-codes-heading" className={CARD}>
          <DoneNotice>{m.admin_two_step_now_on()}</DoneNotice>
          <h2 id="recovery-codes-heading" className="mt-6 font-serif text-2xl font-semibold text-slate-900">
            {m.admin_two_step_recovery_codes_heading()}
          </h2>
          <p className="mt-2 text-slate-700">{m.admin_two_step_recovery_codes_intro()}</p>
          <ol dir="ltr" className="mt-4 grid gap-2 font-mono text-lg text-slate-900 sm:grid-cols-2">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-sand-50 px-3 py-1.5">
                {code}
              </li>
            ))}
          </ol>
          <a href="/admin/two-step" className={`mt-6 inline-block ${PRIMARY}`}>
            {m.admin_two_step_recovery_codes_done()}
          </a>
        </section>
      ) : loaderData.status.isOn ? (
        <>
          <p className="mt-6 font-medium text-slate-900">
            {m.admin_two_step_on_since({ date: formatDate(loaderData.status.enabledAt ?? 0, locale) })}{" "}
            {m.admin_two_step_codes_left({ count: loaderData.status.recoveryCodesLeft })}
          </p>
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
                error={errorFor("off")}
                isNumeric
              />
              <button type="submit" name="intent" value="off" disabled={Boolean(busyIntent)} className={PRIMARY}>
                {busyIntent === "off" ? m.admin_loading() : m.admin_two_step_turn_off_submit()}
              </button>
            </Form>
          </section>
        </>
      ) : loaderData.setup ? (
        <section aria-labelledby="setup-heading" className={CARD}>
          <h2 id="setup-heading" className="font-serif text-2xl font-semibold text-slate-900">
            {m.admin_two_step_setup_heading()}
          </h2>
          <p className="mt-2 text-slate-700">{m.admin_two_step_setup_scan()}</p>
          <div className="mt-4 flex flex-wrap items-start gap-6">
            <QrCode drawing={loaderData.setup.qr} />
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
                {loaderData.setup.key}
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
              error={errorFor("confirm")}
              isNumeric
            />
            <div className="flex flex-wrap gap-4">
              <button type="submit" name="intent" value="confirm" disabled={Boolean(busyIntent)} className={PRIMARY}>
                {busyIntent === "confirm" ? m.admin_loading() : m.admin_two_step_confirm_submit()}
              </button>
              <button type="submit" name="intent" value="cancel" disabled={Boolean(busyIntent)} className={SECONDARY}>
                {busyIntent === "cancel" ? m.admin_loading() : m.admin_two_step_cancel()}
              </button>
            </div>
          </Form>
        </section>
      ) : (
        <>
          <p className="mt-6 font-medium text-slate-900">{m.admin_two_step_off()}</p>
          <Form method="post" className="mt-6">
            <button type="submit" name="intent" value="start" disabled={Boolean(busyIntent)} className={PRIMARY}>
              {busyIntent === "start" ? m.admin_loading() : m.admin_two_step_turn_on()}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
