import { useEffect, useState, type ReactNode } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import { weekdayName } from "#app/features/hours/weekdays.ts";
import {
  BLANK_EXCEPTION,
  BLANK_INTERVAL,
  dayListName,
  exceptionFieldName,
  COPY_TARGET_DAYS,
  HOURS_LIMITS,
  intervalFieldName,
  readOpeningHours,
  WEEKDAYS,
  type HoursExceptionValue,
  type HoursPolicyField,
  type IntervalValue,
  type OpeningHoursValues,
} from "#app/features/hours/hours-form.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { CheckboxField, ChoiceGroup, TextField, TimeField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FormSection } from "#app/features/editors/form-section.tsx";
import {
  RowFieldset,
  RowListAnnouncement,
  RowListButton,
  RowListItems,
  useRowList,
} from "#app/features/editors/row-list-fields.tsx";
import { TranslatedField } from "#app/features/editors/translated-field.tsx";

interface HoursFieldsProps {
  errors: FieldErrors;
  setErrors: (change: (errors: FieldErrors) => FieldErrors) => void;
  onEdit: (name: string) => void;
}

/** A visible label, and which row it belongs to for a screen reader ("Opens (Sunday, hours 1)"). */
function RowLabel({ text, context }: { text: string; context: string }) {
  return (
    <>
      {text}
      <span className="sr-only">{m.admin_hours_field_context({ context })}</span>
    </>
  );
}

/** An interval's two times side by side, each naming its row for a screen reader. */
function IntervalFields({
  names,
  value,
  context,
  errors,
  onEdit,
}: {
  names: Record<keyof IntervalValue, string>;
  value: IntervalValue;
  context: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const time = (end: keyof IntervalValue, text: string) => (
    <div className="w-40">
      <TimeField
        name={names[end]}
        isRequired={false}
        defaultValue={value[end]}
        error={errors[names[end]]}
        onEdit={onEdit}
        label={<RowLabel text={text} context={context} />}
        placeholder={m.admin_hours_time_placeholder()}
      />
    </div>
  );
  return (
    <>
      {time("opens", m.admin_hours_opens())}
      {time("closes", m.admin_hours_closes())}
    </>
  );
}

/** A day's intervals copied to the other days: `serial` tells one copy from the next. */
interface CopiedHours {
  serial: number;
  from: number;
  intervals: IntervalValue[];
}

/** One weekday: a fieldset named by the day, its intervals, buttons to add and remove them, and its copy to Sunday–Thursday. */
function DayHours({
  day,
  initial,
  copied,
  onCopy,
  errors,
  setErrors,
  onEdit,
}: HoursFieldsProps & {
  day: number;
  initial: IntervalValue[];
  copied: CopiedHours | null;
  onCopy: (day: number, intervals: IntervalValue[]) => void;
}) {
  const dayName = weekdayName(day);
  const list = dayListName(day);
  const rows = useRowList<IntervalValue>({
    list,
    initial,
    blank: () => ({ ...BLANK_INTERVAL }),
    noun: m.admin_hours_noun({ day: dayName }),
    firstField: (index) => `[name="${intervalFieldName(day, index, "opens")}"]`,
    errorPrefix: `hours.${day}.`,
    setErrors,
  });
  const { replace } = rows;
  const copiedSerial = copied?.serial;
  useEffect(() => {
    if (!copied || copied.from === day || !(COPY_TARGET_DAYS as readonly number[]).includes(day)) return;
    replace(copied.intervals, "");
    // Only a new copy replaces this day's rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copiedSerial]);
  return (
    <fieldset className="min-w-0 rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-900">{dayName}</legend>
      <RowListAnnouncement text={rows.announcement} />
      {rows.rows.length === 0 ? <p className="text-sm text-slate-700">{m.admin_hours_day_closed()}</p> : null}
      <ol className="space-y-3">
        {rows.rows.map((row, index) => {
          const context = m.admin_hours_interval_context({ day: dayName, number: index + 1 });
          return (
            <li key={row.key} className="flex flex-wrap items-start gap-3">
              <IntervalFields
                names={{
                  opens: intervalFieldName(day, index, "opens"),
                  closes: intervalFieldName(day, index, "closes"),
                }}
                value={row.value}
                context={context}
                errors={errors}
                onEdit={onEdit}
              />
              {/* Level with the inputs, under their labels. */}
              <div className="pt-7">
                <RowListButton intent={{ list, op: "remove", index }} onAct={rows.act}>
                  <RowLabel text={m.admin_remove()} context={context} />
                </RowListButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <RowListButton intent={{ list, op: "add", index: 0 }} onAct={rows.act}>
          {m.admin_hours_add({ day: dayName })}
        </RowListButton>
        {/* Without JavaScript the server answers it like the row buttons; with it, the rows as typed are copied here. */}
        <RowListButton
          intent={{ list, op: "copy", index: 0 }}
          onAct={() => {
            const form = document.querySelector<HTMLButtonElement>(`[data-intent="${list}:copy:0"]`)?.form;
            if (form) onCopy(day, readOpeningHours(new FormData(form)).week[day] ?? []);
          }}
        >
          <RowLabel text={m.admin_hours_copy()} context={m.admin_hours_copy_context({ day: dayName })} />
        </RowListButton>
      </div>
    </fieldset>
  );
}

/** A holiday rule: its two choices as radio buttons, then the times the second one uses. */
function PolicyFields({
  legend,
  name,
  choices,
  fields,
  errors,
  onEdit,
}: {
  legend: string;
  name: HoursPolicyField;
  /** The default choice first, then the one with its own hours. */
  choices: readonly [value: string, text: string][];
  fields: OpeningHoursValues["fields"];
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const prefix = name.replace(/Policy$/, "");
  const names = { opens: `${prefix}Opens`, closes: `${prefix}Closes` } as const;
  return (
    <ChoiceGroup legend={legend} name={name} choices={choices} value={fields[name]} isStacked>
      <div className="mt-2 flex flex-wrap gap-3 ps-8">
        <IntervalFields
          names={names}
          value={{
            opens: fields[names.opens as HoursPolicyField],
            closes: fields[names.closes as HoursPolicyField],
          }}
          context={legend}
          errors={errors}
          onEdit={onEdit}
        />
      </div>
    </ChoiceGroup>
  );
}

function ExceptionFields({
  index,
  value,
  errors,
  onEdit,
  children,
}: {
  index: number;
  value: HoursExceptionValue;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  children: ReactNode;
}) {
  const legend = m.admin_hours_exception_legend({ number: index + 1 });
  const bind = (field: keyof HoursExceptionValue, isRequired = true): FieldBinding => {
    const name = exceptionFieldName(index, field);
    return { name, isRequired, error: errors[name], defaultValue: value[field], onEdit };
  };
  return (
    <RowFieldset legend={legend}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-48">
          <TextField
            {...bind("date")}
            label={<RowLabel text={m.admin_hours_exception_date()} context={legend} />}
            type="date"
            maxLength={10}
          />
        </div>
        <IntervalFields
          names={{ opens: exceptionFieldName(index, "opens"), closes: exceptionFieldName(index, "closes") }}
          value={value}
          context={legend}
          errors={errors}
          onEdit={onEdit}
        />
      </div>
      <TranslatedField
        english={{ ...bind("label"), hint: m.admin_hours_exception_label_hint() }}
        hebrew={bind("labelHe", false)}
        label={m.admin_hours_exception_label()}
        maxLength={HOURS_LIMITS.label}
      />
      {children}
    </RowFieldset>
  );
}

/**
 * The gallery's structured opening hours: a fieldset per weekday with its intervals, by
 * appointment, the holiday rules and the dated exceptions. Its lists are row lists like the
 * form's others: without JavaScript their buttons are answered by the server.
 */
export function OpeningHoursFields({ values, ...props }: HoursFieldsProps & { values: OpeningHoursValues }) {
  const { errors, setErrors, onEdit } = props;
  const exceptions = useRowList<HoursExceptionValue>({
    list: "exception",
    initial: values.exceptions,
    blank: () => ({ ...BLANK_EXCEPTION }),
    noun: m.admin_hours_exception_noun(),
    firstField: (index) => `[name="${exceptionFieldName(index, "date")}"]`,
    errorPrefix: "hoursException.",
    setErrors,
  });
  const policy = { fields: values.fields, errors, onEdit };
  const [copied, setCopied] = useState<CopiedHours | null>(null);
  const [copyAnnouncement, setCopyAnnouncement] = useState("");
  const copy = (from: number, intervals: IntervalValue[]) => {
    setCopied((last) => ({ serial: (last?.serial ?? 0) + 1, from, intervals }));
    setCopyAnnouncement(m.admin_hours_copied({ day: weekdayName(from) }));
  };
  return (
    <FormSection title={m.admin_section_weekly_hours()} hint={m.admin_weekly_hours_hint()}>
      {/* One day a line, so a day's times and its Remove button fit side by side. */}
      <RowListAnnouncement text={copyAnnouncement} />
      <div className="space-y-4">
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} initial={values.week[day] ?? []} copied={copied} onCopy={copy} {...props} />
        ))}
      </div>
      <CheckboxField
        name="byAppointment"
        label={m.admin_hours_by_appointment()}
        defaultChecked={values.fields.byAppointment === "on"}
      />

      <h3 className="pt-2 text-lg font-semibold text-slate-900">{m.admin_hours_holidays_heading()}</h3>
      <p className="text-sm text-slate-700">{m.admin_hours_holidays_hint()}</p>
      <PolicyFields
        {...policy}
        legend={m.admin_hours_holiday_legend()}
        name="holidayPolicy"
        choices={[
          ["closed", m.admin_hours_holiday_closed()],
          ["open", m.admin_hours_holiday_open()],
        ]}
      />
      <PolicyFields
        {...policy}
        legend={m.admin_hours_eve_legend()}
        name="evePolicy"
        choices={[
          ["like-friday", m.admin_hours_eve_like_friday()],
          ["custom", m.admin_hours_custom()],
        ]}
      />
      <PolicyFields
        {...policy}
        legend={m.admin_hours_chol_hamoed_legend()}
        name="cholHamoedPolicy"
        choices={[
          ["like-weekday", m.admin_hours_chol_hamoed_like_weekday()],
          ["custom", m.admin_hours_custom()],
        ]}
      />

      <h3 className="pt-2 text-lg font-semibold text-slate-900">{m.admin_hours_exceptions_heading()}</h3>
      <p className="text-sm text-slate-700">{m.admin_hours_exceptions_hint()}</p>
      <RowListItems rows={exceptions} none={m.admin_hours_exceptions_none()} addLabel={m.admin_hours_exception_add()}>
        {(row, index) => (
          <ExceptionFields key={row.key} index={index} value={row.value} errors={errors} onEdit={onEdit}>
            <RowListButton intent={{ list: "exception", op: "remove", index }} onAct={exceptions.act}>
              <RowLabel text={m.admin_remove()} context={m.admin_hours_exception_legend({ number: index + 1 })} />
            </RowListButton>
          </ExceptionFields>
        )}
      </RowListItems>
    </FormSection>
  );
}
