import type { ReactNode } from "react";
import { Outlet, useNavigation, useRouteLoaderData } from "react-router";
import { UnexpectedError } from "#app/components/unexpected-error.tsx";
import { SiteFooter } from "#app/features/layout/site-footer.tsx";
import { SiteNav } from "#app/features/layout/site-nav.tsx";
import { useSiteName, type RootData } from "#app/lib/root-data.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { localeRouteId } from "#app/lib/i18n.ts";
import { useLocale } from "#app/components/use-page-locale.ts";
import { SOCIAL_LINKS } from "#app/lib/site-pages.ts";
import { safeHref } from "#app/lib/urls.ts";
import { getSiteSettings, listPublishedSitePages } from "#app/models/site.server.ts";
import type { Route } from "./+types/public-layout";

/** What the footer shows of the Site page's settings: the social links set, the pages written. */
export async function loader() {
  try {
    const [settings, pages] = await Promise.all([getSiteSettings(), listPublishedSitePages()]);
    const socialLinks = SOCIAL_LINKS.flatMap(({ key, label }) => {
      const href = safeHref(settings?.socialLinks[key]);
      return href ? [{ label, href }] : [];
    });
    return { footer: { socialLinks, pages: pages.map((page) => page.slug) } };
  } catch (error) {
    // The footer must not take the page down: without its settings it shows neither.
    logError("Loading the site settings failed", error);
    return { footer: null };
  }
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/** An error no page expected: said inside the site's navigation, so the visitor can go on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell>
      <UnexpectedError error={error} />
    </PublicShell>
  );
}

function PublicShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const layout = useRouteLoaderData<typeof loader>(localeRouteId("routes/public-layout", useLocale()));
  const siteName = useSiteName();
  // Pages render on the server; in the browser a navigation waits for its data: show that it does.
  const isLoading = useNavigation().state === "loading";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {m.skip_to_content()}
      </a>
      <SiteNav siteName={siteName} />
      {isLoading ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50">
          <div className="h-1 w-full animate-pulse bg-brand-600" />
          <p className="mx-auto mt-2 flex w-fit items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium shadow">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            />
            {m.loading()}
          </p>
        </div>
      ) : null}
      <main id="main" tabIndex={-1} aria-busy={isLoading} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter
        siteName={siteName}
        contactEmail={root?.contactEmail ?? ""}
        user={root?.user ?? null}
        socialLinks={layout?.footer?.socialLinks ?? []}
        pages={layout?.footer?.pages ?? []}
      />
    </>
  );
}
