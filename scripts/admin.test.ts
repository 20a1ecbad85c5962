import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";

// `npm run admin -- create --email …` as an operator runs it, the password piped in on stdin.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-admin-cli-"));

function admin(args: string[], stdin: string) {
  const result = spawnSync(process.execPath, ["scripts/admin.ts", ...args], {
    input: stdin,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function users(): { email: string; password_hash: string; id: string }[] {
  const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
  try {
    return sqlite.prepare("select id, email, password_hash from users").all() as never;
  } finally {
    sqlite.close();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run admin", () => {
  it("creates the administrator with the password from stdin, hashed with argon2id", () => {
    const run = admin(["create", "--email", "Boss@Example.com"], "correct horse battery\n");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created the administrator boss@example.com.");
    expect(run.stdout).toContain(`Written to the SQLite database ${path.join(dataDir, "omanut.sqlite")} (DATA_DIR)`);
    const [user] = users();
    expect(user?.email).toBe("boss@example.com");
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.password_hash).not.toContain("correct horse");
  });

  it("refuses a password on the command line, a short one, and a missing email, changing nothing", () => {
    const before = users();
    const onCommandLine = admin(["create", "--email", "boss@example.com", "--password", "correct horse battery"], "");
    expect(onCommandLine.code).toBe(1);
    expect(onCommandLine.stderr).toContain("never given on the command line");
    const short = admin(["create", "--email", "boss@example.com"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const noEmail = admin(["create"], "correct horse battery\n");
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain("--email is required");
    expect(users()).toEqual(before);
  });

  it("sets a new password for an existing administrator and ends their sessions", () => {
    const [user] = users();
    const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
    sqlite
      .prepare("insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)")
      .run("s1", user!.id, Date.now(), Date.now(), Date.now() + 60_000);
    sqlite.close();
    const run = admin(["create", "--email", "boss@example.com"], "another long password\n");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Set a new password for boss@example.com; their sessions have ended.");
    expect(users()[0]!.password_hash).not.toBe(user!.password_hash);
    const check = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
    expect(check.prepare("select count(*) as n from sessions").get()).toEqual({ n: 0 });
    check.close();
  });

  it("reset-2fa turns two-step sign-in off, deletes the recovery codes and ends every session", () => {
    const [user] = users();
    const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
    sqlite
      .prepare("update users set totp_secret = ?, totp_enabled_at = ?, totp_last_step = ? where id = ?")
      .run("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", Date.now(), 1, user!.id);
    sqlite
      .prepare("insert into recovery_codes (id, user_id, code_hash, created_at) values (?, ?, ?, ?)")
      .run("r1", user!.id, "0".repeat(64), Date.now());
    sqlite
      .prepare("insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)")
      .run("s2", user!.id, Date.now(), Date.now(), Date.now() + 60_000);
    sqlite.close();

    const run = admin(["reset-2fa", "--email", "BOSS@example.com"], "");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Turned two-step sign-in off for boss@example.com; their sessions have ended.");
    const check = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
    expect(check.prepare("select totp_secret, totp_enabled_at, totp_last_step from users").get()).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    expect(check.prepare("select count(*) as n from recovery_codes").get()).toEqual({ n: 0 });
    expect(check.prepare("select count(*) as n from sessions").get()).toEqual({ n: 0 });
    check.close();

    const again = admin(["reset-2fa", "--email", "boss@example.com"], "");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Two-step sign-in was not on for boss@example.com; nothing was changed.");
    const unknown = admin(["reset-2fa", "--email", "nobody@example.com"], "");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("There is no administrator nobody@example.com");
    const noEmail = admin(["reset-2fa"], "");
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain("--email is required");
  });
});
