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
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { mailToAdministrator } from "#app/models/mail.server.ts";
import { createMessage } from "#app/models/messages.server.ts";
import { useContactEmail } from "#app/lib/root-data.ts";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { logError } from "#app/lib/log.server.ts";
import { getSiteSettings } from "#app/models/site.server.ts";
import { localizedText, textLang, type LocalizedText } from "#app/lib/localized-text.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { Route } from "./+types/contact";

export async function loader({ url, context }: Route.LoaderArgs) {
  // The form still works when the address cannot be read: it is left out.
  const office: LocalizedText = await getSiteSettings().then(
    (settings) => localizedText(settings?.officeAddress ?? "", settings?.officeAddressHe, getRequestLocale()),
    (error: unknown) => {
      logError("Loading the office address failed", error);
      return { text: "" };
    },
  );
  return {
    officeAddress: office.text,
    officeAddressLang: office.lang,
    // Composed here, in the page's language, so the browser carries neither text nor builder.
    seo: {
      title: m.contact_meta_title({ siteName: getSeoContext().siteName }),
      description: m.contact_meta_description(),
      path: "/contact",
    },
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

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo, seoContext(matches)) : [];
}

// Messages, read at render in the page's language.
const help = [
  m.contact_help_artist,
  m.contact_help_purchase,
  m.contact_help_visits,
  m.contact_help_press,
  m.contact_help_suggest,
];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const email = useContactEmail();
  const officeLines = loaderData.officeAddress.split("\n").filter((line) => line.trim() !== "");
  return (
    <>
      <PageHeader title={m.contact_title()}>
        <p>{m.contact_intro()}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-2">
        <div className="space-y-10">
          <section aria-labelledby="help-title">
            <h2 id="help-title" className="font-serif text-2xl font-semibold text-slate-900">
              {m.contact_help_title()}
            </h2>
            <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800">
              {help.map((item, index) => (
                <li key={index}>{item()}</li>
              ))}
            </ul>
          </section>
          {officeLines.length > 0 || email ? (
            <section aria-labelledby="office-title">
              <h2 id="office-title" className="font-serif text-2xl font-semibold text-slate-900">
                {m.contact_office_title()}
              </h2>
              {officeLines.length > 0 ? (
                <address
                  dir="auto"
                  className="mt-4 text-slate-800 not-italic"
                  {...textLang(loaderData.officeAddressLang)}
                >
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
                    <bdi>{email}</bdi>
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
        <section id="message" aria-labelledby="message-title" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="message-title" className="mb-4 font-serif text-2xl font-semibold text-slate-900">
            {m.contact_form_title()}
          </h2>
          {loaderData.isSent ? (
            <SuccessPanel
              title={m.contact_sent_title()}
              againHref="/contact#message"
              againLabel={m.contact_send_another()}
            >
              <p>{m.contact_sent_text()}</p>
            </SuccessPanel>
          ) : (
            <VisitorForm
              key={JSON.stringify(actionData ?? null)}
              form="contact"
              action="/contact#message"
              token={loaderData.token}
              refusal={actionData?.refusal}
              submitLabel={m.contact_submit()}
            >
              {(field) => (
                <>
                  <NameAndEmailFields field={field} />
                  <TextArea {...field("message")} label={m.contact_message_label()} maxLength={LIMITS.message} />
                </>
              )}
            </VisitorForm>
          )}
        </section>
      </div>
    </>
  );
}
