import { href, redirect } from "react-router";
import { handleAdminAction, type AdminChange } from "#app/features/admin/admin-action.server.ts";
import { requireAdmin, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { isEmailAddress } from "#app/lib/email-address.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { FieldErrors } from "#app/lib/validation.ts";
import { getArtistById, getArtistBySlugOrId } from "#app/models/artists.server.ts";
import { getGalleryById, getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import {
  createInvitation,
  getInvitation,
  isInvitedRole,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
  type Invitation,
  type InvitedRole,
} from "#app/models/invitations.server.ts";
import { countOperators, listPeople, removeMembership, removePerson } from "#app/models/people.server.ts";
import {
  getTwoStepRequirement,
  isTwoStepRequirement,
  saveTwoStepRequirement,
} from "#app/models/two-step-requirement.server.ts";
import { getUserByEmail } from "#app/models/users.server.ts";
import { invitationMail } from "./invitation-mail.server.ts";

/** What the invitation form (and the two-step requirement's) sends, shown again when it is refused. */
export interface InviteValues {
  intent: string;
  email: string;
  role: string;
  record: string;
  /** Who must use two-step sign-in: none, operators or everyone. */
  requirement: string;
}

const DONE = ["invited", "resent", "revoked", "removed", "membership-removed", "two-step-requirement"] as const;
type Done = (typeof DONE)[number];

function doneOf(url: URL): Done | null {
  const done = url.searchParams.get("done");
  return DONE.find((value) => value === done) ?? null;
}

/** The name of the gallery or artist an invitation is for (null for an operator or a record since removed). */
async function recordNameOf(role: InvitedRole, recordId: string | null): Promise<string | null> {
  if (role === "operator" || !recordId) return null;
  const record = role === "gallery" ? await getGalleryById(recordId) : await getArtistById(recordId);
  return record?.name ?? null;
}

/** The people page: everyone who may sign in, their roles and records, and the invitations waiting. */
export async function loadPeoplePage(args: AdminRequest & { url: URL }) {
  const user = await requireAdmin(args);
  const done = doneOf(args.url);
  return loadPage(
    "the people page",
    async () => {
      const [people, invitations, twoStepRequirement] = await Promise.all([
        listPeople(),
        listPendingInvitations(),
        getTwoStepRequirement(),
      ]);
      return {
        people,
        twoStepRequirement,
        invitations: await Promise.all(
          invitations.map(async (invitation) => ({
            ...invitation,
            recordName: await recordNameOf(invitation.role, invitation.recordId),
          })),
        ),
        now: Date.now(),
      };
    },
    { selfId: user.id, done },
  );
}

function valuesOf(form: FormData): InviteValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    intent: text("intent"),
    email: text("email"),
    role: text("role"),
    record: text("record"),
    requirement: text("requirement"),
  };
}

const back = (done: Done) => redirect(`${href("/admin/people")}?done=${done}`);

/** The invitation form: checks, then the invitation and its mail in one write. */
async function invite({ values, user, audit, refuse }: AdminChange<InviteValues>) {
  const errors: FieldErrors = {};
  if (!isEmailAddress(values.email) || values.email.length > 320) errors.email = m.people_invite_email_invalid();
  const role = isInvitedRole(values.role) ? values.role : null;
  if (!role) errors.role = m.people_invite_role_invalid();
  let recordId: string | null = null;
  let recordName: string | null = null;
  if (role && role !== "operator") {
    const record = values.record
      ? role === "gallery"
        ? await getGalleryBySlugOrId(values.record)
        : await getArtistBySlugOrId(values.record)
      : null;
    if (!record)
      errors.record = role === "gallery" ? m.people_invite_gallery_missing() : m.people_invite_artist_missing();
    else ({ id: recordId, name: recordName } = record);
  }
  if (Object.keys(errors).length > 0 || !role) return refuse(400, m.people_invite_refused(), { errors });
  const existing = await getUserByEmail(values.email);
  if (existing && role === "operator" && (await isAlreadyOperator(existing.id))) {
    return refuse(409, m.people_invite_already_operator({ email: values.email }));
  }
  const result = await createInvitation({
    email: values.email,
    role,
    recordId,
    invitedBy: user.id,
    mailFor: (token) => invitationMail({ email: values.email, role, recordName, token }),
  });
  if (result.kind === "too-many") return refuse(429, m.people_invite_too_many());
  await audit({
    action: "person_invited",
    target: { kind: "person", id: result.invitation.id, name: values.email },
    detail: role === "operator" ? "operator" : `${role}:${recordName ?? ""}`,
  });
  return back("invited");
}

/** Who must use two-step sign-in, for the whole site: the choice is kept and written to the audit trail. */
async function requireTwoStep({ values, audit, refuse }: AdminChange<InviteValues>) {
  const requirement = values.requirement;
  if (!isTwoStepRequirement(requirement)) {
    const error = m.people_two_step_choose();
    return refuse(400, error, { errors: { requirement: error } });
  }
  if (await saveTwoStepRequirement(requirement)) {
    await audit({ action: "two_step_required", target: { kind: "site" }, detail: requirement });
  }
  return back("two-step-requirement");
}

async function isAlreadyOperator(userId: string): Promise<boolean> {
  const people = await listPeople();
  return people.some((person) => person.id === userId && person.role === "operator");
}

async function resend({ user, audit, refuse }: AdminChange<InviteValues>, invitation: Invitation) {
  const recordName = await recordNameOf(invitation.role, invitation.recordId);
  const result = await resendInvitation({
    id: invitation.id,
    invitedBy: user.id,
    mailFor: (token) => invitationMail({ email: invitation.email, role: invitation.role, recordName, token }),
  });
  if (!result) return refuse(404, m.people_invitation_gone());
  if (result.kind === "too-many") return refuse(429, m.people_invite_too_many());
  await audit({ action: "person_invited", target: { kind: "person", id: invitation.id, name: invitation.email } });
  return back("resent");
}

/**
 * Every form of the people page: invite, send again, revoke, remove a person, remove a membership,
 * and who must use two-step sign-in.
 */
export function handlePeopleAction(args: AdminRequest) {
  return handleAdminAction(args, {
    values: valuesOf,
    failure: () => ({ log: "changing people failed", error: m.people_change_failed() }),
    async change(change) {
      const { form, user, audit, refuse, values } = change;
      const id = String(form.get("id") ?? "");
      switch (values.intent) {
        case "invite":
          return invite(change);
        case "two-step-requirement":
          return requireTwoStep(change);
        case "resend":
        case "revoke": {
          const invitation = id ? await getInvitation(id) : null;
          if (!invitation || invitation.acceptedAt !== null || invitation.revokedAt !== null) {
            return refuse(404, m.people_invitation_gone());
          }
          if (values.intent === "resend") return resend(change, invitation);
          await revokeInvitation(invitation.id);
          await audit({ action: "invitation_revoked", target: { kind: "person", id, name: invitation.email } });
          return back("revoked");
        }
        case "remove-person": {
          if (id === user.id) return refuse(409, m.people_remove_self());
          const person = (await listPeople()).find((candidate) => candidate.id === id);
          if (!person) return refuse(404, m.people_person_gone());
          if (person.role === "operator" && (await countOperators()) <= 1)
            return refuse(409, m.people_remove_last_operator());
          await removePerson(id);
          await audit({ action: "person_removed", target: { kind: "person", id, name: person.email } });
          return back("removed");
        }
        case "remove-membership": {
          const kind = form.get("kind");
          const recordId = String(form.get("recordId") ?? "");
          if ((kind !== "gallery" && kind !== "artist") || !(await removeMembership(id, kind, recordId))) {
            return refuse(404, m.people_membership_gone());
          }
          const person = (await listPeople()).find((candidate) => candidate.id === id);
          await audit({
            action: "membership_removed",
            target: { kind: "person", id, name: person?.email ?? id },
            detail: `${kind}:${recordId}`,
          });
          return back("membership-removed");
        }
        default:
          return refuse(400, m.people_unknown_intent());
      }
    },
  });
}
