import { Fragment } from "react";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { TextArea } from "#app/components/form-fields.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { NameAndEmailFields, SuccessPanel, VisitorForm } from "#app/components/visitor-form.tsx";
import { issueFormToken } from "#app/features/forms/anti-spam.server.ts";
import { LIMITS } from "#app/features/forms/fields.ts";
import { contactSchema } from "#app/features/forms/schemas.ts";
import { handleVisitorForm } from "#app/features/forms/submissions.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { notifyAdministrator } from "#app/models/mail.server.ts";
import { createMessage } from "#app/models/messages.server.ts";
import { useContactEmail } from "#app/lib/root-data.ts";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { logError } from "#app/lib/log.server.ts";
import { getSiteSettings } from "#app/models/site.server.ts";
import type { Route } from "./+types/contact";

export async function loader({ url, context }: Route.LoaderArgs) {
  // The form still works when the address cannot be read: it is left out.
  const officeAddress = await getSiteSettings().then(
    (settings) => settings?.officeAddress ?? "",
    (error: unknown) => {
      logError("Loading the office address failed", error);
      return "";
    },
  );
  return {
    officeAddress,
    token: await issueFormToken("contact"),
    isSent: markPersonalWhen(context, url.searchParams.get("sent") === "1"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleVisitorForm({
    form: "contact",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: contactSchema,
    failureMessage: "Failed to send your message. Please try again.",
    successUrl: "/contact?sent=1#message",
    async store(input) {
      // Stored first: the message is kept even if the mail to the administrator is delayed.
      await createMessage(input);
      await notifyAdministrator(
        `New message from ${input.name}`,
        `${input.name} <${input.email}> wrote through the contact page:\n\n${input.message}`,
        input.email,
      );
    },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  return seoMeta(
    {
      title: `Contact Us | ${context.siteName}`,
      description:
        "Questions about an artist, an artwork or a gallery visit in Israel? Write to us: we help collectors, curators and travellers from abroad.",
      path: "/contact",
    },
    context,
  );
}

const help = [
  "Finding out more about an artist or an artwork before you buy",
  "Arranging the purchase and international shipping of a piece",
  "Planning gallery visits in Tel Aviv-Yafo, Jerusalem, Haifa and beyond",
  "Press, curatorial and partnership requests",
  "Suggesting an Israeli artist or gallery for the collection",
];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const email = useContactEmail();
  const officeLines = loaderData.officeAddress.split("\n").filter((line) => line.trim() !== "");
  return (
    <>
      <PageHeader title="Contact Us">
        <p>
          Whether you are a collector, a curator or a traveller planning a visit, we would love to hear from you. We
          answer every message, usually within two working days.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-2">
        <div className="space-y-10">
          <section aria-labelledby="help-title">
            <h2 id="help-title" className="font-serif text-2xl font-semibold text-slate-900">
              How we can help
            </h2>
            <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800">
              {help.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          {officeLines.length > 0 || email ? (
            <section aria-labelledby="office-title">
              <h2 id="office-title" className="font-serif text-2xl font-semibold text-slate-900">
                Our office
              </h2>
              {officeLines.length > 0 ? (
                <address className="mt-4 text-slate-800 not-italic">
                  {officeLines.map((line, index) => (
                    <Fragment key={index}>
                      {index > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))}
                </address>
              ) : null}
              {email ? (
                <p className="mt-4">
                  <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
                    {email}
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
        <section id="message" aria-labelledby="message-title" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="message-title" className="mb-4 font-serif text-2xl font-semibold text-slate-900">
            Send us a message
          </h2>
          {loaderData.isSent ? (
            <SuccessPanel
              title="Thank you for your message!"
              againHref="/contact#message"
              againLabel="Send Another Message"
            >
              <p>We have received it and will answer you by email, usually within two working days.</p>
            </SuccessPanel>
          ) : (
            <VisitorForm
              key={JSON.stringify(actionData ?? null)}
              form="contact"
              action="/contact#message"
              token={loaderData.token}
              refusal={actionData?.refusal}
              submitLabel="Send Message"
            >
              {(field) => (
                <>
                  <NameAndEmailFields field={field} />
                  <TextArea {...field("message")} label="Message" maxLength={LIMITS.message} />
                </>
              )}
            </VisitorForm>
          )}
        </section>
      </div>
    </>
  );
}
