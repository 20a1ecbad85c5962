import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteNav } from "#app/components/site-nav.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = root?.siteName ?? "Omanut";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteNav siteName={siteName} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} contactEmail={root?.contactEmail ?? ""} user={root?.user ?? null} />
    </>
  );
}
