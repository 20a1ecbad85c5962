import { useLocation } from "react-router";
import { Link } from "./link.tsx";
import { m } from "#app/lib/paraglide/messages.js";

/**
 * A detail page shows its first three artworks and, when it has more, a 'View All (n)' / 'Show Less'
 * toggle. A link with ?artworks=all, so it works without JavaScript; the server sends the first
 * three or all of them.
 */
export function ShowMoreToggle({
  total,
  shown,
  isShowingAll,
}: {
  total: number;
  shown: number;
  isShowingAll: boolean;
}) {
  const location = useLocation();
  if (total <= shown) return null;
  const params = new URLSearchParams(location.search);
  if (isShowingAll) params.delete("artworks");
  else params.set("artworks", "all");
  const search = params.toString();
  return (
    <div className="mt-8 text-center">
      <Link
        to={`${location.pathname}${search ? `?${search}` : ""}#artworks`}
        preventScrollReset
        replace
        className="inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
      >
        {isShowingAll ? m.show_less() : m.view_all_count({ total })}
      </Link>
    </div>
  );
}
