import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInWithForm } from "#app/features/sign-in/credentials.server.ts";
import { notLoggedIn, SIGN_IN_STEP_EMAIL, SIGN_IN_STEP_PASSWORD } from "#app/lib/admin-messages.ts";
import { refusedAdminPostContext, setCookieContext } from "#app/lib/request-context.ts";
import { getRequestLocale, withRequestLocale } from "#app/lib/locale.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { adminMiddleware, getAdminForFetch, guardAdminWrite, requireAdmin } from "./admin-guard.server.ts";

vi.mock("#app/models/sessions.server.ts", () => ({ getSessionUser: vi.fn() }));
vi.mock("#app/features/sign-in/credentials.server.ts", () => ({ signInWithForm: vi.fn() }));

const ADMIN = { id: "u1", email: "admin@example.com", sessionId: "s1", language: "en" as const };
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

describe("the admin middleware and the guards that read it", () => {
  beforeEach(() => {
    vi.mocked(getSessionUser).mockReset();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("looks the session up once per request and gives every loader and action the administrator", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const context = new RouterContextProvider();
    const seen = await withMiddleware(context, async () => [
      await requireAdmin({ request: request(), url, context }),
      await guardAdminWrite({ request: request(), context }, new FormData()),
      getAdminForFetch({ context }),
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
    expect(getAdminForFetch({ context })).toEqual({ status: 401, error: notLoggedIn() });
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
});
