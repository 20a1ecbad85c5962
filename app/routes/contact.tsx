import { PageHeader } from "#app/components/notices.tsx";
import { ContactDetails } from "#app/features/contact/contact-details.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { loadContactPage } from "#app/features/contact/contact-page.server.ts";
import { sendContactMessage } from "#app/features/contact/send-message.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/contact";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadContactPage({ url, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo, seoContext(matches)) : [];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.contact_title()}>
        <p>{m.contact_intro()}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-2">
        <ContactDetails officeAddress={loaderData.officeAddress} officeAddressLang={loaderData.officeAddressLang} />
        <ContactForm isSent={loaderData.isSent} token={loaderData.token} actionData={actionData} />
      </div>
    </>
  );
}
