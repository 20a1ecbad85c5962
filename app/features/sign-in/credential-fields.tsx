import type { Ref } from "react";
import { m } from "#app/lib/paraglide/messages.js";

const INPUT = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";
const LABEL = "block text-sm font-medium text-slate-800";

/**
 * The email and password fields of every sign-in: the login page and the sign-in step of an admin
 * form whose session ended (which names them apart from the form's own fields).
 */
export function CredentialFields({
  idPrefix,
  emailName = "email",
  passwordName = "password",
  defaultEmail,
  isInvalid = false,
  passwordRef,
}: {
  idPrefix: string;
  emailName?: string;
  passwordName?: string;
  defaultEmail?: string;
  isInvalid?: boolean;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-email`} className={LABEL}>
          {m.admin_field_email()}
        </label>
        <input
          id={`${idPrefix}-email`}
          name={emailName}
          type="email"
          autoComplete="username"
          maxLength={320}
          aria-required="true"
          defaultValue={defaultEmail}
          aria-invalid={isInvalid ? true : undefined}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-password`} className={LABEL}>
          {m.admin_field_password()}
        </label>
        <input
          ref={passwordRef}
          id={`${idPrefix}-password`}
          name={passwordName}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          aria-invalid={isInvalid ? true : undefined}
          className={INPUT}
        />
      </div>
    </>
  );
}
