import { type RouterContextProvider } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { contactSchema } from "#app/features/visitor-forms/visitor-schemas.ts";
import { handleVisitorForm } from "#app/features/visitor-forms/submissions.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { mailToAdministrator } from "#app/models/mail.server.ts";
import { createMessage } from "#app/models/messages.server.ts";

/**
 * The contact form: the message is stored with the mail to the administrator in one transaction,
 * then the page says it was sent.
 */
export async function sendContactMessage({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  return handleVisitorForm({
    form: "contact",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: contactSchema,
    failureMessage: m.contact_failure(),
    successUrl: "/contact?sent=1#message",
    async store(input) {
      // In the language of the page the visitor wrote from, like every mail of a visitor form.
      const mail = mailToAdministrator(
        m.mail_contact_subject({ name: input.name }),
        `${m.mail_contact_intro({ name: input.name, email: input.email })}\n\n${input.message}`,
        input.email,
      );
      await createMessage(input, { mails: [mail] });
    },
  });
}
