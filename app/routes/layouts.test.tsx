import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type NonIndexRouteObject,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/lib/root-data.ts";
import AdminLayout, { ErrorBoundary as AdminErrorBoundary } from "./admin-layout.tsx";
import PublicLayout, { ErrorBoundary as PublicErrorBoundary } from "./public-layout.tsx";

const ROOT: RootData = {
  siteName: "Omanut",
  contactEmail: "hello@example.com",
  origin: "http://localhost",
  user: null,
};

/** Renders `path` through the root, a layout and one page whose loader fails with `failure`. */
async function render(layout: Omit<NonIndexRouteObject, "children">, path: string, failure: unknown): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ROOT,
      Component: Outlet,
      children: [
        {
          ...layout,
          children: [
            {
              path: path.slice(1),
              loader: () => {
                throw failure;
              },
              Component: () => <p>The page itself</p>,
            },
          ],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("an unexpected error keeps the layout's navigation", () => {
  it("on a public page: the site's menu, the message and a way home", async () => {
    const html = await render(
      {
        id: "routes/public-layout",
        Component: PublicLayout,
        ErrorBoundary: withErrorBoundaryProps(PublicErrorBoundary as never),
      },
      "/artists",
      new Error("a bug"),
    );
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(/<a[^>]*href="\/galleries"[^>]*>Galleries<\/a>/);
    expect(html).toContain("Skip to content");
    expect(html).not.toContain("The page itself");
  });

  it("in the admin area: the admin menu with the administrator, and a way to the dashboard", async () => {
    const adminLayout = {
      id: "routes/admin-layout",
      loader: () => ({ email: "admin@example.com", isOperator: true }),
      Component: withComponentProps(AdminLayout as never),
      ErrorBoundary: withErrorBoundaryProps(AdminErrorBoundary as never),
    };
    const html = await render(adminLayout, "/inbox", new Error("a bug"));
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Return to Dashboard");
    expect(html).toMatch(/<a[^>]*href="\/admin\/reviews\/pending"[^>]*>Pending Reviews<\/a>/);
    expect(html).toContain("admin@example.com");

    // A refused session is not an unexpected error: the sign-in step, never the admin menu.
    const refused = await render(adminLayout, "/inbox", data({ refusedPost: null }, { status: 401 }));
    expect(refused).not.toContain("Pending Reviews");
    expect(refused).not.toContain("Something went wrong");
  });
});
