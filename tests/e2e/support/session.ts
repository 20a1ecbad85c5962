import crypto from "node:crypto";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";

// The e2e server's database (scripts/e2e-server.ts). The tests write to it only to create an
// administrator session, since sign-in by form is not the subject of these tests.
const dbFile = path.resolve(import.meta.dirname, "../../../.tmp/e2e-data/omanut.sqlite");
const SESSION_COOKIE = "omanut_session";

/** Creates an administrator with a live session and puts its cookie into the browser context. */
export async function signInAsAdmin(context: BrowserContext, baseURL: string): Promise<{ email: string }> {
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(dbFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const now = Date.now();
    const userId = `e2e-${crypto.randomUUID()}`;
    const email = `${userId}@example.com`;
    const token = crypto.randomBytes(32).toString("base64url");
    // As app/lib/session.server.ts hashSessionToken: sessions are stored by the hash of their token.
    const sessionId = crypto.createHash("sha256").update(token).digest("base64url");
    db.prepare("INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").run(
      userId,
      email,
      "not-a-password-hash",
      now,
      now,
    );
    db.prepare("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
      sessionId,
      userId,
      now,
      now,
      now + 60 * 60 * 1000,
    );
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: token,
        url: baseURL,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    return { email };
  } finally {
    db.close();
  }
}
