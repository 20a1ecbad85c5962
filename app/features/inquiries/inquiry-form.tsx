import { lazy, Suspense } from "react";
import { SelectField, TextArea, TextField } from "#app/components/form-fields.tsx";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { NameAndEmailFields, SuccessPanel, VisitorForm } from "#app/features/visitor-forms/visitor-form.tsx";
import { LIMITS } from "#app/features/visitor-forms/visitor-fields.ts";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { m } from "#app/lib/paraglide/messages.js";

// The country names load after the page is alive: the server renders the choices, which stay as
// they are until their code arrives, so the page's data never sends the list a second time.
const CountryField = lazy(() => import("./country-field.tsx"));

/** The inquiry form: name, email, phone, country and an optional question. */
export function InquiryForm({
  action,
  token,
  actionData,
}: {
  action: string;
  token: string;
  actionData: VisitorAnswer;
}) {
  return (
    <VisitorForm
      key={JSON.stringify(actionData ?? null)}
      form="inquiry"
      action={action}
      token={token}
      answer={actionData}
      submitLabel={m.inquiry_submit()}
      footnote={m.inquiry_footnote()}
    >
      {(field) => (
        <>
          <NameAndEmailFields field={field} />
          <TextField
            {...field("phone")}
            label={m.inquiry_phone_label()}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
          />
          <Suspense
            fallback={
              <SelectField
                {...field("country")}
                label={m.inquiry_country_label()}
                placeholder={m.inquiry_country_placeholder()}
                groups={[]}
              />
            }
          >
            <CountryField binding={field("country")} />
          </Suspense>
          <TextArea
            {...field("message")}
            label={m.inquiry_question_label()}
            isRequired={false}
            maxLength={LIMITS.question}
            rows={4}
          />
        </>
      )}
    </VisitorForm>
  );
}

/** The inquiry's part of an artwork's page: its heading and intro, then the form or the thank-you. */
export function InquirySection({
  path,
  artworkTitle,
  title,
  intro,
  isSent,
  token,
  actionData,
}: {
  /** The artwork's page. */
  path: string;
  artworkTitle: string;
  title: string;
  intro: string;
  isSent: boolean;
  token: string;
  actionData: VisitorAnswer;
}) {
  return (
    <section
      id="inquiry"
      aria-labelledby="inquiry-title"
      className="mt-10 rounded-xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 id="inquiry-title" className="font-serif text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 mb-4 text-slate-700">{intro}</p>
      {isSent ? (
        <SuccessPanel
          title={m.inquiry_sent_title()}
          againHref={`${path}#inquiry`}
          againLabel={m.inquiry_send_another()}
        >
          {/* The thank-you line, with the artwork's title isolated inside the sentence. */}
          <p>
            <BidiMessage message={m.inquiry_sent_text} values={{ title: artworkTitle }} />
          </p>
        </SuccessPanel>
      ) : (
        <InquiryForm action={`${path}#inquiry`} token={token} actionData={actionData} />
      )}
    </section>
  );
}
