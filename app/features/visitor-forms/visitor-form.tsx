import { useState, type ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { VisitorFormName } from "#app/features/visitor-forms/visitor-schemas.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LIMITS } from "#app/features/visitor-forms/visitor-fields.ts";
import { sitePageLabel } from "#app/features/site-pages/site-page-label.ts";
import { useWrittenSitePages } from "#app/features/site-pages/written-pages.ts";

// The schemas, their checks (and Zod) load when a visitor first touches a form, not with every page: they
// would cost pages a fifth of their JavaScript budget.
const loadChecks = () =>
  Promise.all([import("#app/features/visitor-forms/visitor-schemas.ts"), import("#app/lib/validation.ts")]).then(
    ([schemas, validation]) => ({ schemas: schemas.visitorFormSchemas, validateForm: validation.validateForm }),
  );

interface VisitorFormProps {
  /** Which form this is (the action's `intent`, and its schema). */
  form: VisitorFormName;
  token: string;
  /** The action's answer, if it was to a post of this page (a refusal: one of its forms, as typed). */
  answer: VisitorAnswer;
  submitLabel: string;
  /** A line under the button: what happens next. */
  footnote?: ReactNode;
  /** Where the form posts (a #fragment is dropped: the answer focuses what needs fixing instead). */
  action: string;
  /** The fields; `field(name)` gives each its name, error, typed value and edit handler. */
  children: (field: (name: string) => FieldBinding) => ReactNode;
}

/**
 * A visitor form that works without JavaScript (the server checks it and answers with the same
 * messages) and, with it, checks before sending with the same schema. An error clears when its
 * field is edited; the button says 'Loading...' while sending. Remount it (key) per server answer.
 */
export function VisitorForm({ form, token, answer, submitLabel, footnote, action, children }: VisitorFormProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const mine = answer?.form === form ? answer : undefined;
  const [errors, setErrors] = useState<FieldErrors>(mine?.errors ?? {});
  // Sending without a network would lose the page and what was typed: the form says so and stays.
  const [isOffline, setIsOffline] = useState(false);
  // A fragment in the answer's address would stop the browser from focusing the field in error.
  const postTo = localizedPath(action.split("#")[0]!, useLocale());
  // The server names errors in the fields' order: the first one is where the visitor goes back to.
  const firstError = Object.keys(mine?.errors ?? {})[0];
  const isSending = navigation.state !== "idle" && navigation.formData?.get("intent") === form;
  // Every form that asks for personal data says where what it keeps is explained, once that is written.
  const hasPrivacyPage = useWrittenSitePages().includes("privacy");
  const onEdit = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  return (
    <Form
      method="post"
      action={postTo}
      noValidate
      preventScrollReset
      className="space-y-4"
      onFocus={() => void loadChecks()}
      onSubmit={async (event) => {
        event.preventDefault();
        const element = event.currentTarget;
        setIsOffline(!navigator.onLine);
        if (!navigator.onLine) return;
        const { schemas, validateForm } = await loadChecks();
        const result = validateForm(schemas[form], new FormData(element));
        if (!result.isValid) {
          setErrors(result.errors);
          element.querySelector<HTMLElement>(`[name="${Object.keys(result.errors)[0]}"]`)?.focus();
          return;
        }
        await submit(element, { method: "post", action: postTo, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="intent" value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={mine?.token ?? token} />
      {/* The honeypot: hidden from people (and assistive technology), filled in by bots. */}
      <div className="hidden">
        <label>
          {m.form_honeypot_label()}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {isOffline ? (
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-900">
          {m.form_offline()}
        </p>
      ) : null}
      {mine?.formError ? (
        <p
          role="alert"
          tabIndex={-1}
          autoFocus={!firstError}
          className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {mine.formError}
        </p>
      ) : null}
      {children((name) => ({
        name,
        error: errors[name],
        defaultValue: mine?.values[name],
        onEdit,
        isFirstError: name === firstError,
      }))}
      <button
        type="submit"
        disabled={isSending}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {isSending ? m.loading() : submitLabel}
      </button>
      {footnote ? <p className="text-center text-sm text-slate-600">{footnote}</p> : null}
      {hasPrivacyPage ? (
        <p className="text-center text-sm text-slate-600">
          {m.form_privacy_note()}{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {sitePageLabel("privacy")}
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

/** The thank-you panel after a form was sent, with a way to send another. */
export function SuccessPanel({
  title,
  children,
  againHref,
  againLabel,
}: {
  title: string;
  children: ReactNode;
  againHref: string;
  againLabel: string;
}) {
  return (
    <div role="status" className="rounded-lg bg-green-50 p-6 text-center ring-1 ring-green-200">
      <h3 className="font-serif text-xl font-semibold text-green-900">{title}</h3>
      <div className="mt-2 text-green-900">{children}</div>
      <Link
        to={againHref}
        preventScrollReset
        replace
        className="mt-4 inline-block rounded-md bg-white px-4 py-2 font-semibold text-green-900 ring-1 ring-green-300 hover:bg-green-100"
      >
        {againLabel}
      </Link>
    </div>
  );
}

/** The name and email fields the inquiry and contact forms both begin with. */
export function NameAndEmailFields({ field }: { field: (name: string) => FieldBinding }) {
  return (
    <>
      <TextField {...field("name")} label={m.form_name_label()} autoComplete="name" maxLength={LIMITS.name} />
      <TextField
        {...field("email")}
        label={m.form_email_label()}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
      />
    </>
  );
}
