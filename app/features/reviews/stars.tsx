import { m } from "#app/lib/paraglide/messages.js";

/** A 1–5 rating drawn as stars, read out as "n out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={m.stars_label({ rating })} className="text-amber-600">
      {"★".repeat(rounded)}
      <span className="text-slate-300">{"★".repeat(5 - rounded)}</span>
    </span>
  );
}
