import { useLocation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { Route } from "./+types/offline";

// What the service worker shows instead of a page it never kept, when the network is gone. It
// comes here as /offline?from=/the/page: "Try again" goes back to that page.

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.offline_meta_title()) }, { name: "robots", content: "noindex" }];
}

/** The page the visitor asked for: a path of this site only, never another site's address. */
function returnPath(search: string): string | null {
  const from = new URLSearchParams(search).get("from");
  return from && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
}

export default function Offline() {
  const { search } = useLocation();
  // Read once alive: the copy the worker keeps was made without the query, the same for every page.
  const from = useHydrated() ? returnPath(search) : null;
  const linkClass = "rounded-md px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-sand-100";
  return (
    <>
      <PageHeader title={m.offline_title()}>{m.offline_text()}</PageHeader>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 pb-16 sm:px-6">
        <Link to="/saved" reloadDocument className={`bg-brand-700 text-white hover:bg-brand-900 ${linkClass}`}>
          {m.offline_saved_link()}
        </Link>
        {from ? (
          <a href={from} className={`text-brand-700 ${linkClass}`}>
            {m.offline_retry()}
          </a>
        ) : null}
      </div>
    </>
  );
}
