import { useEffect, useRef, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import type { ArtworkFiltersView, FilterOption } from "#app/features/facts/artwork-filters-view.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { Link } from "#app/components/link.tsx";

// The /artworks filters: a GET form, so every choice is an address that works without JavaScript
// and can be shared. With JavaScript a choice applies at once, without a full reload, and a typed
// number once it is left or Enter is pressed. The form stays mounted through each answer (a new form
// would drop the keys typed while the answer was on its way, and the focus): only the controls not
// changed since the last apply are set back to the answer's state.

type Control = HTMLInputElement | HTMLSelectElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
const isNumberField = (element: unknown): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "number";

/** From this width the filters sit beside the list, always open (lg in Tailwind). */
const WIDE_SCREEN = "(min-width: 64rem)";

const legendClass = "text-sm font-semibold text-slate-900";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600";

function Count({ count }: { count: number }) {
  return <span className="text-slate-700"> ({count})</span>;
}

function Choices({
  legend,
  name,
  type,
  options,
  any,
}: {
  legend: string;
  name: string;
  type: "checkbox" | "radio";
  options: FilterOption[];
  /** The radio that clears this filter. */
  any?: string;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <ul className="mt-2 space-y-1">
        {any ? (
          <li>
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={name}
                value=""
                defaultChecked={!options.some((o) => o.isChosen)}
                data-applied={String(!options.some((o) => o.isChosen))}
              />
              {any}
            </label>
          </li>
        ) : null}
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type={type}
                name={name}
                value={option.value}
                defaultChecked={option.isChosen}
                data-applied={String(option.isChosen)}
              />
              <span>
                <bdi {...textLang(option.lang)}>{option.label}</bdi>
                <Count count={option.count} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Select({
  label,
  name,
  options,
  any,
  showCounts = true,
}: {
  label: string;
  name: string;
  options: FilterOption[];
  any?: string;
  showCounts?: boolean;
}) {
  const chosen = options.find((o) => o.isChosen)?.value ?? "";
  return (
    <label className="block">
      <span className={legendClass}>{label}</span>
      <select name={name} defaultValue={chosen} data-applied={chosen} className={inputClass}>
        {any ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {showCounts ? `${option.label} (${option.count})` : option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface NumberInputProps {
  label: string;
  name: string;
  value: string;
}

function NumberInput({ label, name, value }: NumberInputProps) {
  return (
    <label className="block">
      <span className="text-sm text-slate-800">{label}</span>
      <input
        type="number"
        name={name}
        defaultValue={value}
        data-applied={value}
        min={0}
        inputMode="numeric"
        className={inputClass}
      />
    </label>
  );
}

/** A range (price, years) as two numbers side by side under its legend; what else helps choose it follows. */
function NumberRange({
  legend,
  from,
  to,
  children,
}: {
  legend: string;
  from: NumberInputProps;
  to: NumberInputProps;
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <NumberInput {...from} />
        <NumberInput {...to} />
      </div>
      {children}
    </fieldset>
  );
}

/** Each control back to the state the address gives it, unless changed since the last apply. */
function showApplied(form: HTMLFormElement, changed: ReadonlySet<string>) {
  for (const control of form.elements) {
    if (!isControl(control) || changed.has(control.name) || control.dataset.applied === undefined) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      control.checked = control.dataset.applied === "true";
    } else if (control.value !== control.dataset.applied) {
      control.value = control.dataset.applied;
    }
  }
}

export function ArtworkFilters({ view, action }: { view: ArtworkFiltersView; action: string }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  /** The controls changed since the form was last applied: an answer on its way leaves them as typed. */
  const changed = useRef(new Set<string>());
  useEffect(() => {
    if (form.current) showApplied(form.current, changed.current);
  }, [view]);
  // Wide screens show the filters beside the list, open; narrow ones start with the list, filters closed.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const openWhenWide = () => {
      if (wide.matches && panel.current) panel.current.open = true;
    };
    openWhenWide();
    // From here the panel's own open state decides, on wide screens too (set outside React's props, so it stays).
    if (panel.current) panel.current.dataset.enhanced = "";
    wide.addEventListener("change", openWhenWide);
    return () => wide.removeEventListener("change", openWhenWide);
  }, []);
  const apply = (formElement: HTMLFormElement) => {
    changed.current.clear();
    submit(formElement, { preventScrollReset: true, replace: true });
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target: unknown = event.target;
    if (isControl(target)) changed.current.add(target.name);
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // Not at each key: "2" on the way to "2000" would ask for a range upside down.
    if (isNumberField(event.target)) return;
    apply(event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target: unknown = event.target;
    if (!isNumberField(target) || target.value === (target.dataset.applied ?? "")) return;
    apply(event.currentTarget);
  };
  const { texts } = view;
  return (
    <details
      ref={panel}
      // Until the script marks it data-enhanced (or without it) the stylesheet shows the closed panel on wide screens.
      className="artwork-filters rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer font-serif text-lg font-semibold text-slate-900">
        {view.activeCount > 0 ? texts.headingCount : texts.heading}
      </summary>
      <Form
        ref={form}
        method="get"
        action={action}
        onInput={onInput}
        onChange={onChange}
        onBlur={onBlur}
        // Enter or the button: what is typed now is applied.
        onSubmit={() => changed.current.clear()}
        className="mt-4 space-y-6"
      >
        <Select label={texts.sort} name="sort" options={view.sorts} showCounts={false} />
        <Choices legend={texts.availability} name="availability" type="checkbox" options={view.availabilities} />
        <Choices legend={texts.medium} name="medium" type="checkbox" options={view.media} />
        <NumberRange
          legend={texts.price}
          from={{ label: texts.priceMin, name: "price_min", value: view.values.priceMin }}
          to={{ label: texts.priceMax, name: "price_max", value: view.values.priceMax }}
        />
        <Choices legend={texts.size} name="size" type="radio" options={view.sizes} any={texts.any} />
        <NumberRange
          legend={texts.years}
          from={{ label: texts.yearMin, name: "year_min", value: view.values.yearMin }}
          to={{ label: texts.yearMax, name: "year_max", value: view.values.yearMax }}
        >
          {view.decades.length > 0 ? (
            <nav aria-label={texts.decades} className="mt-2">
              <ul className="flex flex-wrap gap-2 text-sm">
                {view.decades.map((decade) => (
                  <li key={decade.label}>
                    <Link
                      to={decade.href}
                      preventScrollReset
                      aria-current={decade.isChosen ? "true" : undefined}
                      className="inline-block rounded-full px-3 py-1 text-brand-700 ring-1 ring-brand-600/40 hover:bg-brand-50 aria-[current]:bg-brand-700 aria-[current]:text-white"
                    >
                      {decade.label}
                      <span className={decade.isChosen ? "" : "text-slate-700"}> ({decade.count})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </NumberRange>
        {view.cities.length > 0 ? (
          <Select label={texts.city} name="city" options={view.cities} any={texts.anyCity} />
        ) : null}
        {view.styles.length > 0 ? (
          <Select label={texts.style} name="style" options={view.styles} any={texts.anyStyle} />
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
          >
            {texts.apply}
          </button>
          {view.isFiltered ? (
            <Link to={action} className="font-medium text-brand-700 underline">
              {texts.clearAll}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
