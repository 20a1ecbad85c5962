import { DoneNotice, EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { InviteForm } from "#app/features/people/invite-form.tsx";
import { InvitationsTable, PeopleTable } from "#app/features/people/people-lists.tsx";
import { TwoStepRequirementForm } from "#app/features/people/two-step-requirement-form.tsx";
import { handlePeopleAction, loadPeoplePage } from "#app/features/people/people-page.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.people";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.people_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadPeoplePage(args);

export const action = (args: Route.ActionArgs) => handlePeopleAction(args);

const DONE_TEXT = {
  invited: m.people_done_invited,
  resent: m.people_done_resent,
  revoked: m.people_done_revoked,
  removed: m.people_done_removed,
  "membership-removed": m.people_done_membership_removed,
  "two-step-requirement": m.people_done_two_step_requirement,
} as const;

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  const isInviteAnswer = actionData?.values.intent === "invite";
  const isTwoStepAnswer = actionData?.values.intent === "two-step-requirement";
  // Each form says its own refusal; the others' are said at the top.
  const hasOwnFormError = isInviteAnswer || isTwoStepAnswer;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.people_title()}</h1>
      <p className="mt-2 text-slate-700">{m.people_intro()}</p>
      {loaderData.done && !actionData ? (
        <div className="mt-4">
          <DoneNotice>{DONE_TEXT[loaderData.done]()}</DoneNotice>
        </div>
      ) : null}
      {actionData?.formError && !hasOwnFormError ? <ErrorNotice>{actionData.formError}</ErrorNotice> : null}
      {loaderData.state !== "ok" ? (
        <div className="mt-8">
          <ErrorNotice>{m.people_load_failed()}</ErrorNotice>
        </div>
      ) : (
        <>
          <section aria-labelledby="people-heading" className="mt-8">
            <h2 id="people-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {m.people_heading()}
            </h2>
            <PeopleTable people={loaderData.people} selfId={loaderData.selfId} />
          </section>
          <section aria-labelledby="invite-heading" className="mt-10">
            <h2 id="invite-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {m.people_invite_heading()}
            </h2>
            <InviteForm
              key={JSON.stringify(actionData ?? null)}
              values={isInviteAnswer ? actionData.values : {}}
              errors={isInviteAnswer ? actionData.errors : {}}
              formError={isInviteAnswer ? actionData.formError : undefined}
            />
          </section>
          <section aria-labelledby="two-step-requirement-heading" className="mt-10">
            <h2 id="two-step-requirement-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {m.people_two_step_heading()}
            </h2>
            <TwoStepRequirementForm
              key={JSON.stringify(actionData ?? null)}
              value={isTwoStepAnswer ? actionData.values.requirement : loaderData.twoStepRequirement}
              error={isTwoStepAnswer ? actionData.errors.requirement : undefined}
              formError={isTwoStepAnswer ? actionData.formError : undefined}
            />
          </section>
          <section aria-labelledby="invitations-heading" className="mt-10">
            <h2 id="invitations-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {m.people_invitations_heading()}
            </h2>
            {loaderData.invitations.length === 0 ? (
              <div className="mt-4">
                <EmptyNotice>{m.people_no_invitations()}</EmptyNotice>
              </div>
            ) : (
              <InvitationsTable invitations={loaderData.invitations} now={loaderData.now} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
