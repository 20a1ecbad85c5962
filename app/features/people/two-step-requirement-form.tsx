import { Form, useNavigation } from "react-router";
import { ChoiceGroup } from "#app/components/form-fields.tsx";
import { SessionEndedFields } from "#app/features/admin/refused-admin-post.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import type { TwoStepRequirement } from "#app/models/two-step-requirement.server.ts";

const CHOICES = [
  ["none", m.people_two_step_none],
  ["operators", m.people_two_step_operators],
  ["everyone", m.people_two_step_everyone],
] as const satisfies readonly (readonly [TwoStepRequirement, () => string])[];

/**
 * Who must use two-step sign-in, for the whole site: no one, operators, or everyone. Whoever it
 * asks of without it on can open only its page until they turn it on. Remount it (key) per answer.
 */
export function TwoStepRequirementForm({
  value,
  error,
  formError,
}: {
  value: string;
  error?: string;
  formError?: string;
}) {
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "two-step-requirement";
  return (
    <Form method="post" className="mt-4 space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <input type="hidden" name="intent" value="two-step-requirement" />
      <div role="alert">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{formError}</p>
        ) : null}
      </div>
      <SessionEndedFields formError={formError} />
      <ChoiceGroup
        legend={m.people_two_step_legend()}
        name="requirement"
        choices={CHOICES.map(([choice, text]) => [choice, text()])}
        value={value}
        error={error}
        isStacked
      />
      <p className="text-sm text-slate-700">{m.people_two_step_hint()}</p>
      <button
        type="submit"
        disabled={isSaving}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {isSaving ? m.people_two_step_saving() : m.people_two_step_save()}
      </button>
    </Form>
  );
}
