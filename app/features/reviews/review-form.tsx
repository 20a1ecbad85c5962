import { TextArea, TextField } from "#app/components/form-fields.tsx";
import { RatingField } from "#app/features/reviews/rating-field.tsx";
import { SuccessPanel, VisitorForm } from "#app/features/visitor-forms/visitor-form.tsx";
import { LIMITS } from "#app/features/visitor-forms/visitor-fields.ts";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { m } from "#app/lib/paraglide/messages.js";

/** The review form: name, rating and the review. */
export function ReviewForm({
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
      form="review"
      action={action}
      token={token}
      answer={actionData}
      submitLabel={m.review_submit()}
    >
      {(field) => (
        <>
          <TextField {...field("name")} label={m.form_name_label()} autoComplete="name" maxLength={LIMITS.name} />
          <RatingField {...field("rating")} />
          <TextArea {...field("content")} label={m.review_content_label()} maxLength={LIMITS.review} />
        </>
      )}
    </VisitorForm>
  );
}

/** "Write a review" beside a gallery's page: the form, or the thank-you once it was sent. */
export function WriteReview({
  path,
  isSent,
  token,
  actionData,
}: {
  /** The gallery's page. */
  path: string;
  isSent: boolean;
  token: string;
  actionData: VisitorAnswer;
}) {
  return (
    <aside id="write-review" aria-labelledby="write-review-title" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <h2 id="write-review-title" className="mb-4 font-serif text-2xl font-semibold text-slate-900">
          {m.gallery_write_review()}
        </h2>
        {isSent ? (
          <SuccessPanel
            title={m.review_sent_title()}
            againHref={`${path}#write-review`}
            againLabel={m.review_write_another()}
          >
            <p>{m.review_sent_text()}</p>
          </SuccessPanel>
        ) : (
          <ReviewForm action={`${path}#write-review`} token={token} actionData={actionData} />
        )}
      </div>
    </aside>
  );
}
