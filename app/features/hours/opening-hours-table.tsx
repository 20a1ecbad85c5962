import type { GalleryHoursView } from "#app/features/hours/hours-view.ts";
import { isolateTimeRanges, type textLang } from "#app/lib/localized-text.ts";
import { OpenState } from "./open-state.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** A gallery's week of hours with today marked, the coming holidays and exceptions, and its own note. */
export function OpeningHours({
  view,
  note,
  noteLang,
}: {
  view: GalleryHoursView;
  note: string;
  noteLang: Parameters<typeof textLang>[0];
}) {
  const locale = useLocale();
  return (
    <section aria-labelledby="hours-title">
      <h2 id="hours-title" className="font-serif text-3xl font-semibold text-slate-900">
        {view.texts.heading}
      </h2>
      <OpenState state={view.state} className="mt-4 text-lg" />
      <table className="mt-4 w-full max-w-md text-start text-slate-800">
        <caption className="sr-only">{view.texts.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{view.texts.day}</th>
            <th scope="col">{view.texts.hours}</th>
          </tr>
        </thead>
        <tbody>
          {view.week.map((day) => (
            <tr
              key={day.name}
              aria-current={day.isToday ? "date" : undefined}
              className={`border-b border-slate-200 ${day.isToday ? "bg-sand-100 font-semibold text-slate-900" : ""}`}
            >
              <th scope="row" className="py-2 ps-2 pe-4 text-start font-medium">
                {day.name}
                {day.isToday ? (
                  <span className="ms-2 text-sm font-semibold text-brand-700">{view.texts.today}</span>
                ) : null}
              </th>
              <td className="py-2 pe-2 text-start">
                {day.hours === null ? (
                  view.byAppointment ? (
                    view.texts.byAppointment
                  ) : (
                    view.texts.closed
                  )
                ) : (
                  // Times read left to right on a Hebrew page too.
                  <span dir="ltr">{day.hours}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.notices.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{view.texts.noticesHeading}</h3>
          <ul className="mt-2 space-y-1 text-slate-800">
            {view.notices.map((notice) => (
              <li key={notice.date}>
                <strong className="font-semibold">{notice.date}</strong> · {notice.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {note.trim() ? (
        <p className="mt-4 whitespace-pre-line text-slate-700">
          <OtherLanguage lang={noteLang}>{isolateTimeRanges(note, (noteLang ?? locale) === "he")}</OtherLanguage>
        </p>
      ) : null}
    </section>
  );
}
