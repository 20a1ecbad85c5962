import { useNavigation } from "react-router";
import { DoneNotice, ErrorNotice } from "#app/components/notices.tsx";
import {
  RecoveryCodesPanel,
  RequiredNotice,
  SetupPanel,
  TurnOffPanel,
  TurnOnForm,
} from "#app/features/two-step/two-step-panels.tsx";
import {
  handleTwoStepChange,
  loadTwoStepSettings,
  type TwoStepIntent,
} from "#app/features/two-step/two-step-settings.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.two-step";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: siteTitle(matches, m.admin_two_step_settings_meta_title()) },
    { name: "robots", content: "noindex" },
  ];
}

// A lockout's Retry-After reaches the page's response.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders);

export const loader = (args: Route.LoaderArgs) => loadTwoStepSettings(args);

export const action = (args: Route.ActionArgs) => handleTwoStepChange(args);

export default function AdminTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const errorFor = (intent: TwoStepIntent) =>
    actionData?.values.intent === intent ? (actionData.formError ?? null) : null;
  // Each answer empties the code fields.
  const answerKey = JSON.stringify(actionData ?? null);
  // Only a confirmed setup's answer carries them.
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_two_step_settings_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_two_step_settings_intro()}</p>
      {loaderData.state === "ok" && loaderData.isRequired && !loaderData.status.isOn && !recoveryCodes ? (
        <RequiredNotice />
      ) : null}
      <div className="mt-6">
        {loaderData.doneMessage && !actionData ? <DoneNotice>{loaderData.doneMessage}</DoneNotice> : null}
        {actionData?.formError && actionData.values.intent !== "confirm" && actionData.values.intent !== "off" ? (
          <ErrorNotice>{actionData.formError}</ErrorNotice>
        ) : null}
      </div>
      {loaderData.state !== "ok" ? (
        <ErrorNotice>{m.admin_two_step_load_failed()}</ErrorNotice>
      ) : recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} />
      ) : loaderData.status.isOn ? (
        <TurnOffPanel
          status={loaderData.status}
          isRequired={loaderData.isRequired}
          answerKey={answerKey}
          error={errorFor("off")}
          busyIntent={busyIntent}
        />
      ) : loaderData.setup ? (
        <SetupPanel
          setup={loaderData.setup}
          answerKey={answerKey}
          error={errorFor("confirm")}
          busyIntent={busyIntent}
        />
      ) : (
        <TurnOnForm busyIntent={busyIntent} />
      )}
    </div>
  );
}
