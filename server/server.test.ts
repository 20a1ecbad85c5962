import fs from "node:fs";
import http, { type IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#app/lib/password.server.ts";
import { freePort, runServer, waitForHealth } from "#tests/support/server-process.ts";

describe("starting the server", () => {
  let tmp: string;
  beforeAll(() => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-start-"));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it.each([
    ["an invalid PORT", { PORT: "http" }, /^omanut: PORT must be a whole number from 1 to 65535, got "http"\.$/],
    [
      "an unwritable DATA_DIR",
      { DATA_DIR: "/dev/null/omanut" },
      /^omanut: DATA_DIR "\/dev\/null\/omanut" cannot be created or is not writable\.$/,
    ],
    [
      "an unreachable DATABASE_URL",
      { DATABASE_URL: "postgres://postgres@127.0.0.1:1/omanut" },
      /^omanut: The database cannot be reached: .*ECONNREFUSED/,
    ],
    [
      "a DATABASE_URL of another kind",
      { DATABASE_URL: "mysql://root@127.0.0.1/omanut" },
      /^omanut: DATABASE_URL must start with postgres:\/\//,
    ],
  ])("ends with one clear line and a non-zero exit on %s", async (_name, env, message) => {
    const { code, stdout, stderr } = await runServer(
      { DATA_DIR: path.join(tmp, "bad"), PORT: "3999", ...env },
      { killAfterMs: 30_000 },
    ).done;
    expect(code).not.toBe(0);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr.trim()).toMatch(message);
    expect(stdout).not.toMatch(/serving/);
  });

  it("loads the sample catalogue once, keeps all data across a restart, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = path.join(tmp, "data");
    const port = await freePort();
    // Two server processes, as `npm start` runs on two cores.
    const env = { DATA_DIR: dataDir, PORT: String(port), SAMPLE_DATA: "true", WORKERS: "2" };

    const first = runServer(env);
    // The first start makes the sample catalogue's images: slow when other tests keep the cores busy.
    await waitForHealth(port, first.output, 150_000);
    const origin = `http://127.0.0.1:${port}`;
    const home = await fetch(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("gzip");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await home.text();
    expect(html).toContain("Discover Israeli Art");

    // Fingerprinted assets and media are cached for a year; an unknown media key is a plain 404.
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${origin}${asset}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Sent as the build compressed it: brotli when accepted, else gzip, never compressed again.
    const plain = fs.readFileSync(path.join("build/client", asset!));
    for (const [encoding, file] of [
      ["br", `${asset}.br`],
      ["gzip", `${asset}.gz`],
    ]) {
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        http
          .get(`${origin}${asset}`, { headers: { "accept-encoding": `${encoding}, deflate` } }, resolve)
          .on("error", reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(Buffer.concat(chunks).equals(fs.readFileSync(path.join("build/client", file!)))).toBe(true);
      expect(Buffer.concat(chunks).length).toBeLessThan(plain.length);
    }
    // Every image's most asked-for size is made in the background soon after the catalogue loads.
    const imagesDir = path.join(dataDir, "media", "images");
    await expect
      .poll(() => fs.readdirSync(imagesDir).every((id) => fs.existsSync(path.join(imagesDir, id, "640.avif"))), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(true);
    const imageId = fs.readdirSync(imagesDir)[0];
    const media = await fetch(`${origin}/media/${imageId}/320.jpg`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/jpeg");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    const missing = await fetch(`${origin}/media/${imageId}/321.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not Found");
    for (const probe of [
      "/media/..%2f..%2fomanut.sqlite",
      "/media/x/..%2f..%2f..%2fomanut.sqlite",
      "/media/..%2f/320.jpg",
    ]) {
      const traversal = await fetch(`${origin}${probe}`, { redirect: "manual" });
      expect([302, 404]).toContain(traversal.status);
      expect(await traversal.text()).not.toContain("SQLite format");
    }
    first.stop();
    const firstRun = await first.done;
    expect(firstRun.code).toBe(0);
    expect(firstRun.stdout).toMatch(/Loaded the sample catalogue/);
    expect(firstRun.stdout).toMatch(/Stopped\./);
    // The sample partners' password is shown once, in words; it is stored only as its hash.
    const partnersLine =
      /Sample partners: gallery@example\.com \(keeps a gallery\) and artist@example\.com \(keeps an artist\), password: (\S+) — shown only now; each has a draft waiting at \/admin\/changes\./;
    const password = partnersLine.exec(firstRun.stdout)?.[1] ?? "";
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(firstRun.stdout).not.toMatch(/could not be written/);
    // Partners are no operators: the site still asks for its administrator.
    expect(firstRun.stdout).toMatch(/No administrator yet/);
    // The database was closed: SQLite folds the write-ahead log back and removes it on the last close.
    expect(fs.existsSync(path.join(dataDir, "omanut.sqlite-wal"))).toBe(false);

    const read = <T>(query: (sqlite: DatabaseSync) => T): T => {
      const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
      try {
        return query(sqlite);
      } finally {
        sqlite.close();
      }
    };
    const counts = () =>
      read((sqlite) =>
        ["artists", "artworks", "galleries", "reviews"].map(
          (table) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
        ),
      );
    const partners = () =>
      read(
        (sqlite) =>
          sqlite.prepare("select email, role, password_hash from users order by email").all() as {
            email: string;
            role: string;
            password_hash: string;
          }[],
      );
    const accounts = partners();
    expect(accounts.map((account) => [account.email, account.role])).toEqual([
      ["artist@example.com", "partner"],
      ["gallery@example.com", "partner"],
    ]);
    for (const account of accounts) expect(await verifyPassword(password, account.password_hash)).toBe(true);
    const drafts = read((sqlite) =>
      sqlite
        .prepare("select record_kind, author_email from record_versions where state = 'waiting' order by record_kind")
        .all(),
    );
    expect(drafts.map((draft) => ({ ...draft }))).toEqual([
      { record_kind: "artwork", author_email: "artist@example.com" },
      { record_kind: "gallery", author_email: "gallery@example.com" },
    ]);
    const before = counts();
    expect(before[0]).toBeGreaterThanOrEqual(12);
    expect(before[1]).toBeGreaterThanOrEqual(40);
    expect(before[2]).toBeGreaterThanOrEqual(8);

    const second = runServer(env);
    await waitForHealth(port, second.output);
    second.stop();
    const secondRun = await second.done;
    expect(secondRun.code).toBe(0);
    expect(secondRun.stdout).not.toMatch(/Loaded the sample catalogue/);
    expect(counts()).toEqual(before);
    // Never shown again, and never changed.
    expect(secondRun.stdout).not.toMatch(/Sample partners/);
    expect(secondRun.stdout).not.toContain(password);
    expect(partners()).toEqual(accounts);
  }, 300_000);

  it("serves from several processes and replaces one that dies", async () => {
    const port = await freePort();
    const server = runServer({
      DATA_DIR: path.join(tmp, "cluster"),
      PORT: String(port),
      SAMPLE_DATA: "false",
      WORKERS: "2",
    });
    try {
      await waitForHealth(port, server.output);
      // Both processes listen (the primary says so once all do): one that dies later is replaced.
      while (!server.output().includes("Omanut is serving")) await new Promise((resolve) => setTimeout(resolve, 100));
      const workers = () =>
        fs
          .readdirSync(`/proc/${server.pid}/task`)
          .flatMap((task) => fs.readFileSync(`/proc/${server.pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
          .filter(Boolean)
          .map(Number);
      const before = workers();
      expect(before).toHaveLength(2);
      // Each process's memory is bounded by its own heap limits, not V8's defaults for a 24 GB machine.
      for (const pid of before)
        expect(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual(
          expect.arrayContaining(["--max-semi-space-size=8", "--max-old-space-size=192"]),
        );
      // glibc reads its allocator settings only as a process starts: the primary started itself
      // again with them (keeping its PID), and its workers inherit them.
      const allocator = Object.entries({
        MALLOC_ARENA_MAX: "2",
        MALLOC_TRIM_THRESHOLD_: "131072",
        MALLOC_MMAP_THRESHOLD_: "131072",
      }).map(([name, value]) => `${name}=${process.env[name] ?? value}`);
      for (const pid of [server.pid, ...before])
        expect(fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toEqual(expect.arrayContaining(allocator));
      process.kill(before[0]!, "SIGKILL");
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(workers().length === 2 && !workers().includes(before[0]!)))
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(workers()).toHaveLength(2);
      expect(workers()).not.toContain(before[0]);
      // Every request in a row is answered while and after one process is replaced.
      for (let i = 0; i < 20; i++) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(server.output()).toContain("a server process died (SIGKILL); starting another.");
    } finally {
      server.stop();
    }
    const run = await server.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Stopped\./);
  }, 120_000);
});
