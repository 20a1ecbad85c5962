import { useState } from "react";
import { useNavigate } from "react-router";
import { localizedPath } from "#app/lib/i18n.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";

/**
 * Sorts the galleries by distance from the visitor: the browser's position is asked for only when
 * the button is pressed, and goes into the address rounded to about a hundred metres.
 */
export function NearMeButton({
  texts,
  sortedHref,
  clearHref,
}: {
  texts: { sort: string; locating: string; denied: string; sorted: string; clear: string };
  sortedHref: (near: string) => string;
  /** Set when the list is sorted by distance: the way back to the usual order. */
  clearHref: string | null;
}) {
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const locale = useLocale();
  const [status, setStatus] = useState("");
  const canLocate = isHydrated && typeof navigator !== "undefined" && "geolocation" in navigator;
  function locate() {
    setStatus(texts.locating);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus("");
        const near = `${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}`;
        void navigate(localizedPath(sortedHref(near), locale), { preventScrollReset: true });
      },
      () => setStatus(texts.denied),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {clearHref ? (
        <>
          <span className="text-sm font-medium text-slate-800">{texts.sorted}</span>
          <Link
            to={clearHref}
            className="text-sm font-medium text-brand-700 underline underline-offset-4"
            preventScrollReset
          >
            {texts.clear}
          </Link>
        </>
      ) : canLocate ? (
        <button
          type="button"
          onClick={locate}
          className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-sand-100"
        >
          {texts.sort}
        </button>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
