import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getConfig } from "#app/lib/config.server.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  // A database fault must not take the whole layout down: the page's own loader reports it.
  const user = await getSessionUser(request).catch(() => null);
  const { siteName, contactEmail, origin } = getConfig();
  return { siteName, contactEmail, origin, user: user ? { email: user.email } : null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "Please try again later.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page Not Found" : `Error ${error.status}`;
    details = error.status === 404 ? "The page you asked for does not exist." : error.statusText || details;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-slate-700">{details}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
      >
        Return Home
      </a>
    </main>
  );
}
