import { Form } from "react-router";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Invitation } from "#app/models/invitations.server.ts";
import type { PersonSummary } from "#app/models/people.server.ts";

const BUTTON =
  "rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2";
const CELL = "px-3 py-2 align-top";

/** A small form with one button: the intent and the ids it acts on, posted to this page. */
function ActionButton({
  intent,
  fields,
  label,
  hiddenDetail,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  /** Read after the label by assistive technology: which row the button acts on. */
  hiddenDetail: string;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={BUTTON}>
        {label}
        <span className="sr-only"> {hiddenDetail}</span>
      </button>
    </Form>
  );
}

/** Everyone who may sign in: role, records (each removable), last sign-in, two-step sign-in, and removing the person. */
export function PeopleTable({ people, selfId }: { people: readonly PersonSummary[]; selfId: string }) {
  const locale = useLocale();
  return (
    <table className="mt-4 w-full border-collapse text-start text-sm">
      <caption className="sr-only">{m.people_table_caption()}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-start">
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_email()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_role()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_last_sign_in()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_two_step()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            <span className="sr-only">{m.people_column_actions()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id} className="border-b border-slate-200">
            <th scope="row" className={`${CELL} text-start font-medium`}>
              <bdi>{person.email}</bdi>
            </th>
            <td className={CELL}>
              {person.role === "operator" ? (
                m.people_role_operator()
              ) : person.records.length === 0 ? (
                m.people_role_partner_without_records()
              ) : (
                <ul className="space-y-1">
                  {person.records.map((record) => (
                    <li key={`${record.kind}:${record.id}`}>
                      {record.kind === "gallery"
                        ? m.people_role_gallery_of({ name: record.name })
                        : m.people_role_artist_of({ name: record.name })}{" "}
                      <ActionButton
                        intent="remove-membership"
                        fields={{ id: person.id, kind: record.kind, recordId: record.id }}
                        label={m.people_remove_membership()}
                        hiddenDetail={m.people_remove_membership_of({ email: person.email, name: record.name })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className={CELL}>
              {person.lastSignInAt === null ? m.people_never_signed_in() : formatDateTime(person.lastSignInAt, locale)}
            </td>
            <td className={CELL}>{person.isTwoStepOn ? m.people_two_step_on() : m.people_two_step_off()}</td>
            <td className={CELL}>
              {person.id === selfId ? (
                <span className="text-slate-600">{m.people_you()}</span>
              ) : (
                <ActionButton
                  intent="remove-person"
                  fields={{ id: person.id }}
                  label={m.people_remove_person()}
                  hiddenDetail={m.people_remove_person_named({ email: person.email })}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The invitations not yet accepted: to whom, for what, until when; send again or revoke. */
export function InvitationsTable({
  invitations,
  now,
}: {
  invitations: readonly (Invitation & { recordName: string | null })[];
  now: number;
}) {
  const locale = useLocale();
  const roleOf = (invitation: Invitation & { recordName: string | null }) => {
    const name = invitation.recordName ?? m.people_record_gone();
    if (invitation.role === "operator") return m.people_role_operator();
    return invitation.role === "gallery" ? m.people_role_gallery_of({ name }) : m.people_role_artist_of({ name });
  };
  return (
    <table className="mt-4 w-full border-collapse text-start text-sm">
      <caption className="sr-only">{m.people_invitations_caption()}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_email()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_role()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            {m.people_column_link()}
          </th>
          <th scope="col" className={`${CELL} text-start`}>
            <span className="sr-only">{m.people_column_actions()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="border-b border-slate-200">
            <th scope="row" className={`${CELL} text-start font-medium`}>
              <bdi>{invitation.email}</bdi>
            </th>
            <td className={CELL}>{roleOf(invitation)}</td>
            <td className={CELL}>
              {invitation.expiresAt <= now
                ? m.people_invitation_expired({ date: formatDateTime(invitation.expiresAt, locale) })
                : m.people_invitation_valid_until({ date: formatDateTime(invitation.expiresAt, locale) })}
            </td>
            <td className={`${CELL} whitespace-nowrap`}>
              <ActionButton
                intent="resend"
                fields={{ id: invitation.id }}
                label={m.people_resend()}
                hiddenDetail={m.people_resend_to({ email: invitation.email })}
              />{" "}
              <ActionButton
                intent="revoke"
                fields={{ id: invitation.id }}
                label={m.people_revoke()}
                hiddenDetail={m.people_revoke_for({ email: invitation.email })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
