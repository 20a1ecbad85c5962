import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { describeWithDatabase } from "#tests/support/test-database.ts";
import { signInWithForm } from "#app/features/sign-in/credentials.server.ts";
import { notLoggedIn, SIGN_IN_STEP_EMAIL, SIGN_IN_STEP_PASSWORD } from "#app/lib/admin-messages.ts";
import { refusedAdminPostContext, setCookieContext } from "#app/lib/request-context.ts";
import { getRequestLocale, withRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getPersonAccess, OWN_ACCOUNT } from "#app/models/access.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { isTwoStepSetupDue } from "#app/models/two-step-requirement.server.ts";
import { getUserLanguage } from "#app/models/users.server.ts";
import type * as Access from "#app/models/access.server.ts";
import type * as Requirement from "#app/models/two-step-requirement.server.ts";
import type * as Users from "#app/models/users.server.ts";
import {
  adminMiddleware,
  getAdminForFetch,
  guardAdminWrite,
  isTwoStepSetupDueNow,
  requireAccess,
  requireAdmin,
  requireSignedIn,
  twoStepSetupMiddleware,
} from "./admin-guard.server.ts";

vi.mock("#app/models/sessions.server.ts", () => ({ getSessionUser: vi.fn() }));
vi.mock("#app/features/sign-in/credentials.server.ts", () => ({ signInWithForm: vi.fn() }));
vi.mock("#app/models/two-step-requirement.server.ts", async (original) => ({
  ...(await original<typeof Requirement>()),
  isTwoStepSetupDue: vi.fn(),
}));
vi.mock("#app/models/access.server.ts", async (original) => ({
  ...(await original<typeof Access>()),
  getPersonAccess: vi.fn(),
}));
vi.mock("#app/models/users.server.ts", async (original) => ({
  ...(await original<typeof Users>()),
  getUserLanguage: vi.fn(),
}));

const ADMIN = {
  id: "u1",
  email: "admin@example.com",
  sessionId: "s1",
  language: "en" as const,
  role: "operator" as const,
  memberships: [],
};
const url = new URL("http://localhost/admin/artists?page=2");
const request = () => new Request(url, { headers: { cookie: "omanut_session=token" } });

/** Runs the middleware as React Router does, then `body` inside it. */
async function withMiddleware<T>(context: RouterContextProvider, body: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await adminMiddleware({ request: request(), context, params: {}, url, pattern: "" } as never, async () => {
    result = await body();
    return new Response(null);
  });
  return result as T;
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

// The rule reads a record's drafts for a person who is not its member: a database of its own.
describeWithDatabase("the admin middleware and the guards that read it", "sqlite", () => {
  beforeEach(() => {
    vi.mocked(getSessionUser).mockReset();
    vi.mocked(isTwoStepSetupDue).mockReset().mockResolvedValue(false);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("looks the session up once per request and gives every loader and action the administrator", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const context = new RouterContextProvider();
    const seen = await withMiddleware(context, async () => [
      await requireAdmin({ request: request(), url, context }),
      await guardAdminWrite({ request: request(), context }, new FormData()),
      await getAdminForFetch({ context }),
    ]);
    expect(seen).toEqual([ADMIN, { kind: "admin", user: ADMIN }, ADMIN]);
    expect(getSessionUser).toHaveBeenCalledTimes(1);
  });

  it("makes the rest of the request speak the administrator's own language", async () => {
    vi.mocked(getSessionUser).mockResolvedValue({ ...ADMIN, language: "he" });
    const context = new RouterContextProvider();
    const seen = await withRequestLocale("en", () => withMiddleware(context, async () => getRequestLocale()));
    expect(seen).toBe("he");

    vi.mocked(getSessionUser).mockResolvedValue(null);
    const signedOut = await withRequestLocale("en", () =>
      withMiddleware(new RouterContextProvider(), async () => getRequestLocale()),
    );
    expect(signedOut).toBe("en");
  });

  it("refuses every guard when the middleware did not run, even with a valid session", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const context = new RouterContextProvider();
    const redirect = await thrown(requireAdmin({ request: request(), url, context }));
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fartists%3Fpage%3D2");
    const write = await guardAdminWrite({ request: request(), context }, new FormData());
    expect(write).toMatchObject({ kind: "refused", status: 401, message: notLoggedIn() });
    expect(await getAdminForFetch({ context })).toEqual({ status: 401, error: notLoggedIn() });
    expect(getSessionUser).not.toHaveBeenCalled();
  });

  it("answers 503 when the session cannot be checked, and sends a stranger to sign in", async () => {
    vi.mocked(getSessionUser).mockRejectedValue(new Error("database down"));
    const down = new RouterContextProvider();
    const refusal = await withMiddleware(down, () => thrown(requireAdmin({ request: request(), url, context: down })));
    expect(refusal).toMatchObject({ init: { status: 503 } });

    vi.mocked(getSessionUser).mockResolvedValue(null);
    const stranger = new RouterContextProvider();
    const redirect = await withMiddleware(stranger, () =>
      thrown(requireAdmin({ request: request(), url, context: stranger })),
    );
    expect((redirect as Response).status).toBe(302);
  });

  it("refuses a form's sign-in step for an account with two-step sign-in, keeping what was typed and setting no cookie", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(null);
    vi.mocked(signInWithForm).mockResolvedValue({
      kind: "code-required",
      userId: "u1",
      headers: new Headers({ "Set-Cookie": "omanut_sign_in=token" }),
    });
    const context = new RouterContextProvider();
    const cookies: string[] = [];
    context.set(setCookieContext, (cookie) => cookies.push(cookie));
    const formData = new FormData();
    formData.set("name", "Typed name");
    formData.set(SIGN_IN_STEP_EMAIL, "admin@example.com");
    formData.set(SIGN_IN_STEP_PASSWORD, "the right password");
    const guard = await withMiddleware(context, () => guardAdminWrite({ request: request(), context }, formData));
    expect(guard).toMatchObject({ kind: "refused", status: 401 });
    if (guard.kind !== "refused") return;
    expect(guard.message).toContain(notLoggedIn());
    expect(guard.message).toContain("sign in on the sign-in page in another tab");
    expect([...guard.headers.keys()]).toEqual([]);
    expect(cookies).toEqual([]);
    expect(context.get(refusedAdminPostContext)?.fields).toEqual([["name", "Typed name"]]);
  });

  it("gives a gallery's partner its own gallery and answers 404 for the operator's pages and anyone else's record", async () => {
    const partner = {
      ...ADMIN,
      id: "u2",
      role: "partner" as const,
      memberships: [{ kind: "gallery" as const, recordId: "g1" }],
    };
    vi.mocked(getSessionUser).mockResolvedValue(partner);
    const context = new RouterContextProvider();
    const seen = await withMiddleware(context, async () => ({
      signedIn: await requireSignedIn({ request: request(), url, context }),
      own: await requireAccess({ request: request(), url, context }, "edit", { kind: "gallery", id: "g1" }),
      other: await thrown(requireAccess({ request: request(), url, context }, "edit", { kind: "gallery", id: "g2" })),
      deleteOwn: await thrown(
        requireAccess({ request: request(), url, context }, "delete", { kind: "gallery", id: "g1" }),
      ),
      operatorPage: await thrown(requireAdmin({ request: request(), url, context })),
      write: await guardAdminWrite({ request: request(), context }, new FormData()),
      ownWrite: await guardAdminWrite({ request: request(), context }, new FormData(), {
        action: "edit",
        target: { kind: "gallery", id: "g1" },
      }),
      fetch: await getAdminForFetch({ context }),
    }));
    expect(seen.signedIn).toEqual(partner);
    expect(seen.own).toEqual(partner);
    for (const refusal of [seen.other, seen.deleteOwn, seen.operatorPage]) {
      expect(refusal).toMatchObject({ init: { status: 404 } });
    }
    expect(seen.write).toMatchObject({ kind: "refused", status: 404 });
    expect(seen.ownWrite).toEqual({ kind: "admin", user: partner });
    expect(seen.fetch).toMatchObject({ status: 404 });
  });

  describe("while the site asks for two-step sign-in and it is not on", () => {
    beforeEach(() => {
      vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
      vi.mocked(isTwoStepSetupDue).mockResolvedValue(true);
    });

    /** The admin layout's two middlewares on `path`: the redirect they throw, or null when the page is let through. */
    async function pageAnswer(path: string, method = "GET"): Promise<string | null> {
      const pageUrl = new URL(path, "http://localhost");
      const context = new RouterContextProvider();
      const args = { request: new Request(pageUrl, { method }), context, params: {}, url: pageUrl, pattern: "" };
      try {
        await adminMiddleware(
          args as never,
          () =>
            Promise.resolve(twoStepSetupMiddleware(args as never, async () => new Response(null))) as Promise<Response>,
        );
        return null;
      } catch (error) {
        if (!(error instanceof Response)) throw error;
        return `${error.status} ${error.headers.get("Location")}`;
      }
    }

    it("sends every admin page and its data to the two-step page, which alone is let through", async () => {
      for (const path of ["/admin", "/admin/people", "/admin/site?x=1", "/admin/galleries/g1/edit", "/admin/audit"]) {
        expect(await pageAnswer(path), path).toBe("302 /admin/two-step");
        expect(await pageAnswer(path, "HEAD"), path).toBe("302 /admin/two-step");
      }
      expect(await pageAnswer("/admin/two-step")).toBeNull();
      // Writes are the guards' to refuse, with what was typed.
      expect(await pageAnswer("/admin/people", "POST")).toBeNull();

      vi.mocked(isTwoStepSetupDue).mockResolvedValue(false);
      expect(await pageAnswer("/admin/people")).toBeNull();
    });

    it("refuses every write and fetch in words but those to the person's own account, keeping what was typed", async () => {
      const context = new RouterContextProvider();
      const formData = new FormData();
      formData.set("name", "Typed name");
      const seen = await withMiddleware(context, async () => ({
        isDue: isTwoStepSetupDueNow(context),
        write: await guardAdminWrite({ request: request(), context }, formData),
        refused: context.get(refusedAdminPostContext),
        page: await thrown(requireSignedIn({ request: request(), url, context })),
        fetch: await getAdminForFetch({ context }),
        ownWrite: await guardAdminWrite({ request: request(), context }, new FormData(), {
          action: "edit",
          target: OWN_ACCOUNT,
        }),
        ownFetch: await getAdminForFetch({ context }, { action: "read", target: OWN_ACCOUNT }),
      }));
      expect(seen.isDue).toBe(true);
      expect(seen.write).toMatchObject({ kind: "refused", status: 403, message: m.admin_two_step_required_refused() });
      expect(seen.refused).toEqual({ reason: "two-step-required", fields: [["name", "Typed name"]], error: null });
      // Without JavaScript the page shows the form to send again, never its own data.
      expect(seen.page).toMatchObject({ init: { status: 403 }, data: { refusedPost: seen.refused } });
      expect(seen.fetch).toEqual({ status: 403, error: m.admin_two_step_required_refused() });
      expect(seen.ownWrite).toEqual({ kind: "admin", user: ADMIN });
      expect(seen.ownFetch).toEqual(ADMIN);
    });

    it("answers 404 before 403 for what is not the person's at all", async () => {
      const partner = { ...ADMIN, role: "partner" as const };
      vi.mocked(getSessionUser).mockResolvedValue(partner);
      const context = new RouterContextProvider();
      const write = await withMiddleware(context, () =>
        guardAdminWrite({ request: request(), context }, new FormData()),
      );
      expect(write).toMatchObject({ kind: "refused", status: 404 });
    });

    it("refuses a form's sign-in step too, once signed in, when the site asks it of the account", async () => {
      vi.mocked(getSessionUser).mockResolvedValue(null);
      vi.mocked(signInWithForm).mockResolvedValue({ kind: "success", userId: "u1", headers: new Headers() });
      vi.mocked(getUserLanguage).mockResolvedValue("en");
      vi.mocked(getPersonAccess).mockResolvedValue({ id: "u1", role: "operator", memberships: [] });
      const context = new RouterContextProvider();
      const formData = new FormData();
      formData.set("name", "Typed name");
      formData.set(SIGN_IN_STEP_EMAIL, "admin@example.com");
      formData.set(SIGN_IN_STEP_PASSWORD, "the right password");
      const guard = await withMiddleware(context, () => guardAdminWrite({ request: request(), context }, formData));
      expect(guard).toMatchObject({ kind: "refused", status: 403 });
      expect(isTwoStepSetupDue).toHaveBeenCalledWith(expect.objectContaining({ id: "u1", role: "operator" }));
    });

    it("answers 503 when whether it is due cannot be checked", async () => {
      vi.mocked(isTwoStepSetupDue).mockRejectedValue(new Error("database down"));
      const context = new RouterContextProvider();
      const refusal = await withMiddleware(context, () =>
        thrown(requireSignedIn({ request: request(), url, context })),
      );
      expect(refusal).toMatchObject({ init: { status: 503 } });
    });
  });
});
