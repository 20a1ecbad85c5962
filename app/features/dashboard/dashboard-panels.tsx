import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { intlLocaleOf } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";

/** One number on the dashboard, with where to deal with it. */
export function StatCard({
  label,
  value,
  to,
  linkText,
}: {
  label: string;
  value: number;
  to: string;
  linkText: string;
}) {
  return (
    <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-semibold text-slate-900">{value.toLocaleString(intlLocaleOf(useLocale()))}</p>
      <Link to={to} className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
        {linkText}
      </Link>
    </div>
  );
}

/** The newest records of a kind, with the way to all of them; the way to add the first when there is none. */
export function RecentList({
  title,
  viewAllHref,
  addHref,
  addLabel,
  items,
}: {
  title: string;
  viewAllHref: string;
  addHref: string;
  addLabel: string;
  items: { id: string; href: string; name: string; detail: string }[];
}) {
  const headingId = `recent-${viewAllHref.split("/").pop()}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={viewAllHref} className="text-sm font-medium text-brand-700 underline">
          {m.admin_view_all()}
        </Link>
      </div>
      {items.length === 0 ? (
        <Link
          to={addHref}
          className="mt-4 block rounded-lg border-2 border-dashed border-slate-300 p-6 text-center font-medium text-brand-700 hover:border-brand-700"
        >
          {addLabel}
        </Link>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.id} className="px-5 py-3">
              <Link to={item.href} className="font-medium text-slate-900 hover:underline">
                <bdi>{item.name}</bdi>
              </Link>
              {item.detail ? <p className="text-sm text-slate-600">{item.detail}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
