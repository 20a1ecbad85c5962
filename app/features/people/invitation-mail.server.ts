import { href } from "react-router";
import { getConfig } from "#app/lib/config.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { OutgoingMail } from "#app/models/mail.server.ts";
import type { InvitedRole } from "#app/models/invitations.server.ts";

/** The invitation's full link, for the mail and for the command line of a site without mail. */
export function invitationLink(token: string): string {
  return `${getConfig().origin}${href("/invite/:token", { token })}`;
}

/** What the invited person is asked to become, in words. */
export function describeInvitedRole(role: InvitedRole, recordName: string | null): string {
  if (role === "operator") return m.people_role_operator_of_site({ site: getConfig().siteName });
  const name = recordName ?? "";
  return role === "gallery" ? m.people_role_gallery_of({ name }) : m.people_role_artist_of({ name });
}

/** The mail with the one-time link, in the inviting operator's language. */
export function invitationMail(input: {
  email: string;
  role: InvitedRole;
  recordName: string | null;
  token: string;
}): OutgoingMail {
  const locale = getRequestLocale();
  return {
    to: input.email,
    subject: m.people_invitation_mail_subject({ site: getConfig().siteName }, { locale }),
    body: m.people_invitation_mail_body(
      { role: describeInvitedRole(input.role, input.recordName), link: invitationLink(input.token), days: 7 },
      { locale },
    ),
  };
}
