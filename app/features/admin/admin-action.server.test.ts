import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notLoggedIn } from "#app/lib/admin-messages.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import type * as Requirement from "#app/models/two-step-requirement.server.ts";
import { handleAdminAction } from "./admin-action.server.ts";
import { adminMiddleware } from "./admin-guard.server.ts";

vi.mock("#app/models/sessions.server.ts", () => ({ getSessionUser: vi.fn() }));
vi.mock("#app/models/audit.server.ts", () => ({ recordAudit: vi.fn() }));
// No site here requires two-step sign-in (admin-guard.server.test.ts covers one that does).
vi.mock("#app/models/two-step-requirement.server.ts", async (original) => ({
  ...(await original<typeof Requirement>()),
  isTwoStepSetupDue: vi.fn(async () => false),
}));

const ADMIN = {
  id: "u1",
  email: "admin@example.com",
  sessionId: "s1",
  language: "en" as const,
  role: "operator" as const,
  memberships: [],
};
const url = new URL("http://localhost/admin/inquiries");

/** A form POST as an admin action receives it, after the admin middleware. */
async function post(fields: Record<string, string>) {
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const context = new RouterContextProvider();
  context.set(clientAddressContext, "203.0.113.5");
  await adminMiddleware({ request, context, params: {}, url, pattern: "" } as never, async () => new Response(null));
  return { request, context };
}

/** Status and body of a data() answer. */
function unwrap(result: unknown) {
  const value = result as { data: unknown; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

describe("an admin form's action", () => {
  beforeEach(() => {
    vi.mocked(getSessionUser).mockReset();
    vi.mocked(recordAudit).mockReset();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("refuses a write without a session in the one form answer, keeping what was sent, and changes nothing", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(null);
    const change = vi.fn();
    const answer = await handleAdminAction(await post({ id: "i1" }), {
      values: (form) => ({ id: form.get("id") }),
      change,
    });
    expect(unwrap(answer)).toEqual({
      status: 401,
      body: { values: { id: "i1" }, errors: {}, formError: notLoggedIn(), status: 401 },
    });
    expect(change).not.toHaveBeenCalled();
  });

  it("runs the change with the form and the administrator, records its audit entry as them, and answers", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const answer = await handleAdminAction(await post({ id: "i1" }), {
      values: () => ({}),
      async change({ form, user, audit }) {
        await audit({
          action: "inbox_status",
          target: { kind: "inquiry", id: String(form.get("id")) },
          detail: "closed",
        });
        return `done by ${user.email}`;
      },
    });
    expect(answer).toBe("done by admin@example.com");
    expect(recordAudit).toHaveBeenCalledWith({
      userId: "u1",
      actor: "admin@example.com",
      address: "203.0.113.5",
      action: "inbox_status",
      target: { kind: "inquiry", id: "i1" },
      detail: "closed",
    });
  });

  it("answers the change's own refusals in the one form answer", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const answer = await handleAdminAction(await post({}), {
      values: () => ({}),
      change: async ({ refuse }) => refuse(404, "gone"),
    });
    expect(unwrap(answer)).toEqual({ status: 404, body: { values: {}, errors: {}, formError: "gone", status: 404 } });
  });

  it("turns a fault into a 503 in words when the action says so, and lets it through otherwise", async () => {
    vi.mocked(getSessionUser).mockResolvedValue(ADMIN);
    const fault = async () => {
      throw new Error("database down");
    };
    const answer = await handleAdminAction(await post({ intent: "x" }), {
      values: () => ({}),
      failure: (form) => ({ log: `changing ${form.get("intent")} failed`, error: "Not saved" }),
      change: fault,
    });
    expect(unwrap(answer)).toEqual({
      status: 503,
      body: { values: {}, errors: {}, formError: "Not saved", status: 503 },
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("changing x failed"));
    await expect(handleAdminAction(await post({}), { values: () => ({}), change: fault })).rejects.toThrow(
      "database down",
    );
    expect(recordAudit).not.toHaveBeenCalled();
  });
});
