import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
// Linked first in the head by hand: ahead of the script preloads, the one render-blocking file is fetched first.
import stylesheet from "./app.css?url";
import { UnexpectedError } from "#app/components/unexpected-error.tsx";
import { usePageLocale } from "#app/components/use-page-locale.ts";
import { directionOf } from "#app/lib/i18n.ts";
import { getConfig } from "#app/lib/config.server.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { sessionFromAdminMiddleware } from "#app/features/admin/admin-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  // On admin pages the admin middleware has looked the session up already; elsewhere it is looked
  // up here. A database fault must not take the whole layout down: the page's own loader reports it.
  const fromMiddleware = sessionFromAdminMiddleware(context);
  const user = fromMiddleware !== undefined ? fromMiddleware : await getSessionUser(request).catch(() => null);
  const { siteName, contactEmail, origin } = getConfig();
  return { siteName, contactEmail, origin, user: user ? { email: user.email } : null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = usePageLocale();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only when the layouts themselves fail; their own boundaries keep the navigation otherwise.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <UnexpectedError error={error} />
    </main>
  );
}
