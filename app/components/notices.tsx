/**
 * A load failure in its fixed words, e.g. 'Error loading artists. Please try again later.' (role=alert
 * so screen readers hear it).
 */
export function ErrorNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-5 py-4 text-center font-medium text-red-800">
      {children}
    </p>
  );
}

/** A whole page that could not be loaded: its fixed message ('Failed to load artwork details'), alone. */
export function PageErrorNotice({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24">
      <ErrorNotice>{children}</ErrorNotice>
    </div>
  );
}

/** What an admin write did ("… was saved."), announced politely after its redirect. */
export function DoneNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-green-50 px-4 py-3 font-medium text-green-900">
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
