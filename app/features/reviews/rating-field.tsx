import { Fragment, useId } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import type { FieldBinding } from "#app/components/form-fields.tsx";

/**
 * The review's 1–5 stars: a native radio group (arrow keys move the choice, a screen reader says
 * "4 stars, 4 of 5"), drawn as stars. A new review starts at five stars.
 */
export function RatingField({ error, defaultValue, onEdit }: FieldBinding) {
  const id = useId();
  const initial = /^[1-5]$/.test(defaultValue ?? "") ? Number(defaultValue) : 5;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-medium text-slate-800">
        {m.review_rating_label()} <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 flex flex-row-reverse justify-end gap-1">
        {/* Highest first, shown reversed: a checked star colours itself and every lower star after it. */}
        {[5, 4, 3, 2, 1].map((stars) => (
          <Fragment key={stars}>
            <input
              id={`${id}-${stars}`}
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={stars === initial}
              onChange={() => onEdit("rating")}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${stars}`}
              className="cursor-pointer rounded px-0.5 text-3xl leading-none text-slate-400 peer-checked:text-amber-600 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-brand-600"
            >
              <span aria-hidden="true">★</span>
              <span className="sr-only">{m.review_stars({ count: stars })}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
