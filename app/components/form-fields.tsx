import { useId } from "react";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  maxLength: number;
  onEdit: (name: string) => void;
}

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${error ? "border-red-600" : "border-slate-300"}`;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export function TextField({
  name,
  label,
  error,
  defaultValue,
  maxLength,
  onEdit,
  type = "text",
  autoComplete,
}: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={() => onEdit(name)}
        className={inputClass(error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextArea({ name, label, error, defaultValue, maxLength, onEdit }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={() => onEdit(name)}
        className={inputClass(error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  defaultValue,
  onEdit,
  options,
  placeholder,
}: Omit<FieldProps, "maxLength"> & { options: readonly (readonly [string, string])[]; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label} <span aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => onEdit(name)}
        className={inputClass(error)}
      >
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
