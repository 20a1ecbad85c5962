/** A load failure in the spec's words (role=alert so screen readers hear it). */
export function ErrorNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-5 py-4 text-center font-medium text-red-800">
      {children}
    </p>
  );
}

export function EmptyNotice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-white px-5 py-8 text-center text-slate-700 ring-1 ring-slate-200">{children}</p>;
}

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{title}</h1>
      {children ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{children}</div> : null}
    </header>
  );
}
