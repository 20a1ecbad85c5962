import { useId, type ReactNode } from "react";

/** What a visitor form gives each of its fields (VisitorForm's `field(name)`). */
export interface FieldBinding {
  name: string;
  error?: string;
  defaultValue?: string;
  onEdit: (name: string) => void;
  /** Required unless false: marks the label with * and sets aria-required. */
  isRequired?: boolean;
  /** A line of help under the label, read with the control. */
  hint?: string;
  /** The first field in error of a refused form: focused when the answer arrives, even without JavaScript. */
  isFirstError?: boolean;
  /** The language the field takes, when the page asks for a text in each: its control gets lang and dir. */
  language?: "en" | "he";
}

interface ControlProps {
  id: string;
  name: string;
  defaultValue?: string;
  "aria-required": "true" | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoFocus: boolean | undefined;
  lang: string | undefined;
  dir: "ltr" | "rtl" | undefined;
  className: string;
}

/** Label, control and error of one required field, wired together for assistive technology. */
function FieldShell({
  binding,
  label,
  control,
}: {
  binding: FieldBinding;
  label: ReactNode;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const { name, error, defaultValue, isRequired = true, hint, isFirstError, language } = binding;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        name,
        defaultValue,
        "aria-required": isRequired ? "true" : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        autoFocus: isFirstError || undefined,
        lang: language,
        dir: language ? (language === "he" ? "rtl" : "ltr") : undefined,
        className: `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${error ? "border-red-600" : "border-slate-300"}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  maxLength,
  type = "text",
  autoComplete,
  ...binding
}: FieldBinding & {
  /** Text, or text with a visually hidden part that tells a screen reader which row it belongs to. */
  label: ReactNode;
  maxLength: number;
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "password";
  autoComplete?: string;
}) {
  // Addresses and numbers read left to right in Hebrew too; free text follows what is typed.
  const dir = type === "email" || type === "tel" || type === "url" ? "ltr" : type === "text" ? "auto" : undefined;
  return (
    <FieldShell
      binding={binding}
      label={label}
      control={(props) => (
        <input
          {...props}
          type={type}
          // A field asking for one language takes that language's direction.
          dir={props.dir ?? dir}
          maxLength={maxLength}
          autoComplete={autoComplete}
          onInput={() => binding.onEdit(binding.name)}
        />
      )}
    />
  );
}

/**
 * A time of day typed as HH:MM: a plain text field (a time picker's segments are slow by keyboard
 * and read differently per browser), a numeric keyboard on phones, and left to right in Hebrew too.
 */
export function TimeField({
  label,
  placeholder,
  ...binding
}: FieldBinding & { label: ReactNode; placeholder: string }) {
  return (
    <FieldShell
      binding={binding}
      label={label}
      control={(props) => (
        <input
          {...props}
          type="text"
          inputMode="numeric"
          placeholder={placeholder}
          autoComplete="off"
          dir="ltr"
          maxLength={5}
          onInput={() => binding.onEdit(binding.name)}
        />
      )}
    />
  );
}

export function TextArea({
  label,
  maxLength,
  rows = 5,
  ...binding
}: FieldBinding & { label: string; maxLength: number; rows?: number }) {
  return (
    <FieldShell
      binding={binding}
      label={label}
      control={(props) => (
        <textarea
          {...props}
          dir={props.dir ?? "auto"}
          rows={rows}
          maxLength={maxLength}
          onInput={() => binding.onEdit(binding.name)}
        />
      )}
    />
  );
}

type SelectOption = readonly [value: string, text: string];

/** A native select: its options, or its options in labelled groups. */
export function SelectField({
  label,
  options = [],
  groups = [],
  placeholder,
  ...binding
}: FieldBinding & {
  label: string;
  options?: readonly SelectOption[];
  groups?: readonly { label: string; options: readonly SelectOption[] }[];
  /** The blank first choice; left out, one of the options must be chosen. */
  placeholder?: string;
}) {
  const optionList = (list: readonly SelectOption[]) =>
    list.map(([value, text]) => (
      <option key={value} value={value}>
        {text}
      </option>
    ));
  return (
    <FieldShell
      binding={binding}
      label={label}
      control={(props) => (
        <select {...props} defaultValue={props.defaultValue ?? ""} onChange={() => binding.onEdit(binding.name)}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {optionList(options)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {optionList(group.options)}
            </optgroup>
          ))}
        </select>
      )}
    />
  );
}

/** A checkbox with its label beside it; posts "on" when ticked. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-3 font-medium text-slate-800">
      <input
        type="checkbox"
        name={name}
        value="on"
        defaultChecked={defaultChecked}
        className="h-5 w-5 rounded border-slate-400"
      />
      {label}
    </label>
  );
}

/**
 * One choice of several as radio buttons in a fieldset named by its legend, with its error; what
 * the choices need (times for "open these hours") follows them inside the fieldset.
 */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  error,
  isStacked = false,
  children,
}: {
  legend: string;
  name: string;
  choices: readonly [value: string, text: string][];
  value: string;
  error?: string;
  /** One choice a line, for choices that lead to fields of their own; else side by side. */
  isStacked?: boolean;
  children?: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={isStacked ? "mt-2 space-y-2" : "mt-2 flex flex-wrap gap-x-6 gap-y-2"}>
        {choices.map(([choice, text]) => (
          <label key={choice} className="flex items-center gap-3 text-slate-800">
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={value === choice}
              className="h-5 w-5 border-slate-400"
            />
            {text}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
