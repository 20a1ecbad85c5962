import { useId, type ReactNode } from "react";

/** A titled part of an editor: a region named by its heading, with an optional hint under it. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {children}
    </section>
  );
}
