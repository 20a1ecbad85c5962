// Two instances of the built app, as a site grows into them: one PostgreSQL database, one
// S3-compatible store (s3rver on loopback), nginx in front passing requests round robin. What one
// instance does, the other sees; limits count across both; each mail goes once; an instance killed
// outright and a database gone for 10 s cost no acknowledged write and need no restart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, setDatabase } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { masterKey, VARIANT_FORMATS, variantKey, variantUrl, variantWidths } from "#app/lib/image-variants.ts";
import { createArtist, getArtistById } from "#app/models/artists.server.ts";
import { enqueueMail } from "#app/models/mail.server.ts";
import { ensureAdmin } from "#app/models/users.server.ts";
import { startCuttableProxy } from "#tests/support/cuttable-proxy.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { hasNginx, startNginxBalancer } from "#tests/support/nginx.ts";
import { startTestS3, type TestS3 } from "#tests/support/s3.ts";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";
import { startTestSmtp } from "#tests/support/smtp.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const EMAIL = "instances@example.test";
const PASSWORD = "two instances password 1";

interface Instance {
  name: string;
  base: string;
  process: ServerProcess;
  dataDir: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${withinMs / 1000} s`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasNginx)(
  "two instances behind nginx, on one PostgreSQL database and one S3 store",
  () => {
    let database: TestDatabase;
    let s3: TestS3;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
    let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
    let nginx: Awaited<ReturnType<typeof startNginxBalancer>>;
    let a: Instance;
    let b: Instance;
    let origin = "";
    let artistId = "";
    let artistSlug = "";

    async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `omanut-instance-${name}-`));
      const process = runServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
      await waitForHealth(port, process.output);
      return { name, base: `http://127.0.0.1:${port}`, process, dataDir };
    }

    beforeAll(async () => {
      if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
      database = await createTestDatabase("postgres");
      setDatabase(database);
      await ensureAdmin(EMAIL, PASSWORD);
      const artist = await createArtist({ name: "Tamar Twofold", bio: "Paints in pairs.", imageUrl: "/t.jpg" });
      artistId = artist.id;
      artistSlug = artist.slug;

      [s3, smtp] = await Promise.all([startTestS3(), startTestSmtp()]);
      proxy = await startCuttableProxy(new URL(database.databaseUrl!));
      const viaProxy = new URL(database.databaseUrl!);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const nginxPort = await freePort();
      origin = `http://127.0.0.1:${nginxPort}`;
      const env = {
        DATABASE_URL: viaProxy.toString(),
        ORIGIN: origin,
        SAMPLE_DATA: "false",
        // nginx, and the test standing for a visitor's own proxy: each request's visitor is the X-Forwarded-For it sends.
        TRUST_PROXY: "2",
        STORAGE: "s3",
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "curator@example.test",
      };
      [a, b] = await Promise.all([startInstance("a", env), startInstance("b", env)]);
      nginx = await startNginxBalancer(nginxPort, [a.base.slice(7), b.base.slice(7)]);
    }, 120_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const instance of [a, b]) {
        instance?.process.stop();
        await instance?.process.done;
        if (instance) fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await proxy?.close();
      await Promise.all([s3?.stop(), smtp?.stop()]);
      await closeDatabase();
      await database?.drop();
    });

    const send = (base: string, target: string, init: RequestInit = {}) =>
      fetch(`${base}${target}`, {
        redirect: "manual",
        ...init,
        // Straight to one instance, the test stands for the balancer: the site's own host, forwarded.
        headers: { origin, "x-forwarded-host": new URL(origin).host, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(30_000),
      });

    const signIn = (base: string, password: string, visitor: string) =>
      send(base, "/login", {
        method: "POST",
        headers: { "x-forwarded-for": visitor },
        body: new URLSearchParams({ email: EMAIL, password, redirectTo: "/admin" }),
      });

    /** A contact form's token, from a view of the page; a person then takes more than 2 s to write. */
    async function contactToken(base: string): Promise<string> {
      const page = await (await send(base, "/contact")).text();
      return /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    }

    const sendContact = (base: string, token: string, message: string, visitor: string) =>
      send(base, "/contact", {
        method: "POST",
        headers: { "x-forwarded-for": visitor },
        body: new URLSearchParams({ formToken: token, name: "Dana Visitor", email: "dana@example.com", message }),
      });

    it("a session made on one instance works on the other, and a save through one shows on the other at once", async () => {
      const signedIn = await signIn(a.base, PASSWORD, "198.51.100.1");
      expect(signedIn.status).toBeGreaterThanOrEqual(300);
      expect(signedIn.status).toBeLessThan(400);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      expect(cookie).toMatch(/session=/);
      const admin = await send(b.base, "/admin/artists", { headers: { cookie } });
      expect(admin.status).toBe(200);
      expect(await admin.text()).toContain("Tamar Twofold");

      // The home page lists featured artists: B keeps its page until a save anywhere changes it.
      for (let view = 0; view < 2; view++) expect(await (await send(b.base, "/")).text()).not.toContain(artistSlug);
      const version = (await getArtistById(artistId))!.updatedAt;
      const featured = await send(a.base, "/admin/artists", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({
          intent: "feature",
          recordId: artistId,
          version: String(version),
          isFeatured: "true",
        }),
      });
      expect(featured.status).toBeGreaterThanOrEqual(300);
      expect(featured.status).toBeLessThan(400);
      expect(await (await send(b.base, "/")).text()).toContain(`/artists/${artistSlug}`);

      // Signing out on B ends the session A made.
      const signOut = await send(b.base, "/logout", { method: "POST", headers: { cookie } });
      expect(signOut.status).toBeLessThan(400);
      expect((await send(a.base, "/admin/artists", { headers: { cookie } })).status).not.toBe(200);
    }, 60_000);

    it("an image uploaded through one instance is served by the other; each size is made once, in the shared store", async () => {
      const signedIn = await signIn(b.base, PASSWORD, "198.51.100.2");
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const original = await makeImage("png", 800, 600);
      const upload = await send(a.base, "/admin/media", {
        method: "POST",
        headers: { cookie, "content-type": "image/png", "x-file-name": "pair.png" },
        body: new Uint8Array(original),
      });
      expect(upload.status, await upload.clone().text()).toBe(201);
      const { image } = (await upload.json()) as { image: { id: string; width: number } };
      const sizes = variantWidths(image.width).flatMap((width) => VARIANT_FORMATS.map((format) => ({ width, format })));

      // Each size, asked of B first and then of A, is the same picture from the store.
      for (const { width, format } of sizes) {
        const fromB = await send(b.base, variantUrl(image.id, width, format));
        expect(fromB.status, `${width}.${format} from B`).toBe(200);
        const fromA = await send(a.base, variantUrl(image.id, width, format));
        expect(fromA.status, `${width}.${format} from A`).toBe(200);
        expect(Buffer.from(await fromA.arrayBuffer()).equals(Buffer.from(await fromB.arrayBuffer()))).toBe(true);
      }
      // A makes every size in the background after the upload; wait for it before counting writes.
      await until(
        "every size stored",
        async () => sizes.every(({ width, format }) => s3.puts.includes(variantKey(image.id, width, format))),
        60_000,
      );
      await sleep(1000);
      expect(s3.puts.filter((key) => key === masterKey(image.id))).toHaveLength(1);
      for (const { width, format } of sizes) {
        expect(
          s3.puts.filter((key) => key === variantKey(image.id, width, format)),
          `${width}.${format} written once`,
        ).toHaveLength(1);
      }
    }, 90_000);

    it("the visitor forms' limit and the sign-in lockout count across both instances", async () => {
      const token = await contactToken(a.base);
      await sleep(2100);
      const statuses: (number | "redirect")[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 === 0 ? a : b;
        const answer = await sendContact(instance.base, token, `Limit test message ${i}`, "203.0.113.7");
        statuses.push(answer.status >= 300 && answer.status < 400 ? "redirect" : answer.status);
        if (i === 5) expect(await answer.text()).toContain("Too many submissions");
      }
      expect(statuses).toEqual(["redirect", "redirect", "redirect", "redirect", "redirect", 429]);

      // Three wrong passwords, A, B, A: the fourth try, on B, has to wait.
      const tries: number[] = [];
      for (const instance of [a, b, a, b]) {
        tries.push((await signIn(instance.base, "not the password", "203.0.113.8")).status);
      }
      expect(tries).toEqual([401, 401, 401, 429]);
    }, 60_000);

    it("sends each mail of the outbox once with both instances running, and one whose sender died after its lease", async () => {
      const subjects = Array.from({ length: 12 }, (_, i) => `Once only ${i} ${newId()}`);
      for (const subject of subjects) await enqueueMail({ to: "curator@example.test", subject, body: "Once." });
      // Claimed by an instance that died: its lease has run out.
      const orphanSubject = `Orphaned ${newId()}`;
      const orphan = await enqueueMail({ to: "curator@example.test", subject: orphanSubject, body: "Late." });
      await getDb()
        .updateTable("mail_outbox")
        .set({ claim_token: "a-dead-instance", next_attempt_at: Date.now() - 1 })
        .where("id", "=", orphan)
        .execute();

      const count = (subject: string) =>
        smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`)).length;
      await until("every mail sent", async () => [...subjects, orphanSubject].every((s) => count(s) > 0), 30_000);
      // Both instances keep working the outbox: a second copy would come within their next rounds.
      await sleep(6000);
      for (const subject of [...subjects, orphanSubject]) expect(count(subject), subject).toBe(1);
      const rows = await getDb()
        .selectFrom("mail_outbox")
        .select(["status", "claim_token"])
        .where("subject", "in", [...subjects, orphanSubject])
        .execute();
      expect(rows.every((row) => row.status === "sent" && row.claim_token === null)).toBe(true);
    }, 60_000);

    it("answers 503 in words on both instances while the database is unreachable for 10 s, and recovers by itself", async () => {
      proxy.cut();
      const cutAt = Date.now();
      try {
        for (const instance of [a, b]) {
          const artists = await send(instance.base, "/artists");
          expect(artists.status, instance.name).toBe(503);
          expect(await artists.text()).toContain("Error loading artists. Please try again later.");
          const artworks = await send(instance.base, "/artworks");
          expect(artworks.status, instance.name).toBe(503);
          expect(await artworks.text()).toContain("Error loading artworks. Please try again later.");
        }
        await sleep(Math.max(0, 10_000 - (Date.now() - cutAt)));
      } finally {
        proxy.restore();
      }
      const back = Date.now();
      await until(
        "both instances serve the catalogue again",
        async () => {
          const answers = await Promise.all([a, b].map((instance) => send(instance.base, "/artists")));
          return answers.every((answer) => answer.status === 200);
        },
        10_000,
      );
      expect(Date.now() - back).toBeLessThan(10_000);
    }, 60_000);

    it("kill -9 of one instance under light load: the other keeps serving, and no acknowledged write is lost", async () => {
      const token = await contactToken(origin);
      await sleep(2100);
      const acknowledged: string[] = [];
      const failedReads: string[] = [];
      let killedAt = 0;
      let isLoading = true;
      let sent = 0;
      const load = async () => {
        while (isLoading) {
          const n = sent++;
          const started = Date.now();
          const message = `Written under load ${n} ${newId()}`;
          const [write, read] = await Promise.allSettled([
            sendContact(origin, token, message, `198.18.${Math.floor(n / 250)}.${n % 250}`),
            send(origin, n % 2 ? "/artists" : `/artists/${artistSlug}`),
          ]);
          if (write.status === "fulfilled" && write.value.status >= 300 && write.value.status < 400)
            acknowledged.push(message);
          const isAfterKill = killedAt > 0 && started > killedAt + 500;
          if (isAfterKill && (read.status === "rejected" || read.value.status !== 200)) {
            failedReads.push(read.status === "rejected" ? String(read.reason) : String(read.value.status));
          }
          await sleep(50);
        }
      };
      const running = Promise.all([load(), load()]);
      await sleep(2500);
      process.kill(a.process.pid, "SIGKILL");
      killedAt = Date.now();
      await a.process.done;
      await sleep(3500);
      isLoading = false;
      await running;

      expect(failedReads).toEqual([]);
      const writtenAfterKill = acknowledged.length;
      expect(writtenAfterKill).toBeGreaterThan(10);
      const stored = new Set(
        (
          await getDb()
            .selectFrom("messages")
            .select("message")
            .where("message", "like", "Written under load %")
            .execute()
        ).map((row) => row.message),
      );
      expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      // B still answers, directly and through nginx.
      expect((await send(b.base, "/healthz")).status).toBe(200);
      expect((await send(origin, "/")).status).toBe(200);
    }, 60_000);
  },
);
