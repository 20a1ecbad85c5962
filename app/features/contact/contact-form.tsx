import { TextArea } from "#app/components/form-fields.tsx";
import { NameAndEmailFields, SuccessPanel, VisitorForm } from "#app/features/visitor-forms/visitor-form.tsx";
import { LIMITS } from "#app/features/visitor-forms/visitor-fields.ts";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { m } from "#app/lib/paraglide/messages.js";

/** The contact page's message form, or the thank-you once it was sent. */
export function ContactForm({
  isSent,
  token,
  actionData,
}: {
  isSent: boolean;
  token: string;
  actionData: VisitorAnswer;
}) {
  return (
    <section id="message" aria-labelledby="message-title" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h2 id="message-title" className="mb-4 font-serif text-2xl font-semibold text-slate-900">
        {m.contact_form_title()}
      </h2>
      {isSent ? (
        <SuccessPanel title={m.contact_sent_title()} againHref="/contact#message" againLabel={m.contact_send_another()}>
          <p>{m.contact_sent_text()}</p>
        </SuccessPanel>
      ) : (
        <VisitorForm
          key={JSON.stringify(actionData ?? null)}
          form="contact"
          action="/contact#message"
          token={token}
          answer={actionData}
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
  );
}
