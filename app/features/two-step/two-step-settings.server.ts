import { href, redirect } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { handleAdminAction } from "#app/features/admin/admin-action.server.ts";
import { requireAccess, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { OWN_ACCOUNT } from "#app/models/access.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { drawQrCode } from "#app/lib/qr-code.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
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
import { isTwoStepRequiredOf } from "#app/models/two-step-requirement.server.ts";

// The administrator's two-step sign-in (decision 028): turn on with a QR code and a first code,
// ten recovery codes shown once, turn off with a current code unless the site requires it (036).

const DONE = {
  off: m.admin_two_step_now_off,
  cancelled: m.admin_two_step_cancelled,
} as const;

/** The key as it is typed into an app: groups of four. */
function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)!.join(" ");
}

/**
 * The settings page: on or off (with the recovery codes left), or the setup under way, whether the
 * site requires it of this person, and what was just done.
 */
export async function loadTwoStepSettings(args: AdminRequest & { url: URL }) {
  const user = await requireAccess(args, "read", OWN_ACCOUNT);
  const done = args.url.searchParams.get("done");
  const doneMessage = done === "off" || done === "cancelled" ? DONE[done]() : null;
  return loadPage(
    "the two-step sign-in settings",
    async () => {
      const [status, isRequired] = await Promise.all([getTwoStepStatus(user.id), isTwoStepRequiredOf(user)]);
      const setup = status.isOn ? null : await getTwoStepSetup(user.id);
      return {
        status,
        isRequired,
        // The secret is the page's to show while setting up, and is kept on the server meanwhile.
        setup: setup ? { key: groupKey(setup.secret), qr: drawQrCode(setup.uri) } : null,
      };
    },
    { doneMessage },
  );
}

export type TwoStepIntent = "start" | "cancel" | "confirm" | "off";
const INTENTS: readonly TwoStepIntent[] = ["start", "cancel", "confirm", "off"];

const intentOf = (form: FormData) => INTENTS.find((candidate) => candidate === form.get("intent")) ?? null;

/** Start or cancel a setup, confirm it with a first code, or turn two-step sign-in off with a current code. */
export function handleTwoStepChange(args: AdminRequest) {
  const settings = href("/admin/two-step");
  return handleAdminAction(args, {
    access: () => ({ action: "edit", target: OWN_ACCOUNT }),
    values: (form) => ({ intent: intentOf(form) }),
    failure: () => ({ log: "changing two-step sign-in failed", error: m.admin_two_step_save_failed() }),
    async change({ form, user, audit, refuse, values }) {
      const intent = intentOf(form);
      if (!intent) return refuse(400, m.admin_two_step_choose());
      const keepSessionId = getSessionIdFromRequest(args.request);
      const code = String(form.get("code") ?? "").trim();
      if (intent === "start") {
        await startTwoStepSetup(user.id);
        return redirect(settings);
      }
      if (intent === "cancel") {
        await cancelTwoStepSetup(user.id);
        return redirect(`${settings}?done=cancelled`);
      }
      // Required by the site: turned off, the account could go no further than this page.
      if (intent === "off" && (await isTwoStepRequiredOf(user))) return refuse(409, m.admin_two_step_off_required());
      if (!code) return refuse(400, m.admin_two_step_code_missing());
      if (intent === "confirm") {
        // A wrong first code gives nothing away (the secret is new and on the page): not counted as a sign-in's.
        const result = await confirmTwoStepSetup(user.id, code, keepSessionId);
        if (result.kind === "expired") return refuse(409, m.admin_two_step_setup_expired());
        if (result.kind === "invalid") return refuse(400, m.admin_two_step_code_invalid());
        await audit({ action: "two_step_on" });
        // Shown once, in this answer alone: the codes are stored only as hashes.
        return answerForm({ ...formAnswer(200, values), recoveryCodes: result.recoveryCodes });
      }
      // A stolen session must not be able to guess its way to turning it off: counted like sign-in codes.
      const checked = await checkCodeWithinLimits({
        userId: user.id,
        email: user.email,
        ipAddress: args.context.get(clientAddressContext),
        deviceCookie: readCookie(args.request, deviceCookieName()),
        check: () => turnOffTwoStep(user.id, code, keepSessionId),
      });
      if (checked.kind === "locked") {
        const minutes = Math.max(1, Math.ceil(checked.retryAfterMs / 60_000));
        const headers = new Headers({ "Retry-After": String(Math.ceil(checked.retryAfterMs / 1000)) });
        return refuse(429, m.admin_sign_in_locked({ minutes }), { headers });
      }
      if (checked.kind === "invalid") return refuse(400, m.admin_two_step_code_invalid());
      await audit({ action: "two_step_off" });
      return redirect(`${settings}?done=off`);
    },
  });
}
