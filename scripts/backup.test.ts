// `npm run backup` as an operator runs it: the archive holds password hashes, two-step secrets and
// the installation's signing keys, so only its owner may read it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-backup-script-"));
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("writes an archive only its owner can read, and nothing beside it", async () => {
  const out = path.join(dir, "site.tar.gz");
  const child = spawn(process.execPath, [path.resolve("scripts", "backup.ts"), "--out", out], {
    env: { ...process.env, SAMPLE_DATA: "false", DATA_DIR: database.dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  expect([code, output]).toEqual([0, expect.stringMatching(/^Wrote .*site\.tar\.gz: \d+ rows and 0 images/)]);
  expect(fs.statSync(out).mode & 0o777).toBe(0o600);
  expect(fs.readdirSync(dir)).toEqual(["site.tar.gz"]);
});
