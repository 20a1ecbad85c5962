import { Link } from "./link.tsx";

/** A missing record's detail page says so and leads back ('Artist Not Found' with 'Return to Artists', …). */
export function NotFound({ title, returnTo, returnLabel }: { title: string; returnTo: string; returnLabel: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <Link
        to={returnTo}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        {returnLabel}
      </Link>
    </div>
  );
}
