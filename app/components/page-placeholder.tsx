import { m } from "#app/lib/paraglide/messages.js";

/** Stands in for a page whose content a later issue builds; it keeps every link of the layout alive. */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-4 text-lg text-slate-700">{children ?? <p>{m.placeholder_preparing()}</p>}</div>
    </div>
  );
}
