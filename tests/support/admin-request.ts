import { RouterContextProvider } from "react-router";
import { getDb } from "#app/db/db.server.ts";
import { adminMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { hashSessionToken, SESSION_COOKIE } from "#app/lib/session.server.ts";

const TOKEN = "unit-test-admin-session-token";

/** An administrator with a live session in the current test database; its cookie signs requests in. */
export function createTestAdminSession(): Promise<string> {
  return createTestSession({ id: "admin", email: "admin@example.com", role: "operator" });
}

/** A person with a role and a live session in the current test database; its cookie signs requests in. */
export async function createTestSession(person: { id: string; email: string; role: "operator" | "partner" }) {
  const now = Date.now();
  const db = getDb();
  const token = person.id === "admin" ? TOKEN : `${TOKEN}-${person.id}`;
  await db
    .insertInto("users")
    .values({ ...person, password_hash: "x", created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto("sessions")
    .values({
      id: hashSessionToken(token),
      user_id: person.id,
      created_at: now,
      last_seen_at: now,
      expires_at: now + 3600_000,
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * A form POST as an admin action receives it: the request, its URL, and a context the admin
 * middleware has filled (with the administrator when `cookie` is a live session's).
 */
export async function adminPost(path: string, fields: Record<string, string>, cookie: string | null) {
  const url = new URL(path, "http://test.local");
  const request = new Request(url, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  await adminMiddleware({ request, context, params: {}, url, pattern: "" } as never, async () => new Response(null));
  return { request, url, context };
}
