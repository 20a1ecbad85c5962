import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { issueFormToken } from "#app/features/visitor-forms/anti-spam.server.ts";
import { startTestSmtp } from "#tests/support/smtp.ts";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";

// The visitor forms end to end over HTTP against the built server, with a real SMTP server on
// loopback: each form stores its row and the administrator (and, for an inquiry, the visitor)
// receives mail; a mail queued while SMTP is down is delivered after it comes back.

const FILL_MS = 2100;

async function tokenOf(origin: string, pagePath: string): Promise<string> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`No form token on ${pagePath}`);
  return token;
}

async function submit(origin: string, pagePath: string, fields: Record<string, string>, address: string) {
  const token = await tokenOf(origin, pagePath);
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  return fetch(`${origin}${pagePath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": address },
    body: new URLSearchParams({ ...fields, formToken: token }),
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("visitor submissions delivered by mail", () => {
  let dataDir: string;
  let server: ServerProcess;
  let origin: string;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let env: Record<string, string>;
  let artworkPath: string;
  let galleryPath: string;

  // The first start makes the sample catalogue's images: slow when other tests keep the cores busy.
  const start = async () => {
    server = runServer(env);
    await waitForHealth(port, server.output, 150_000);
  };

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
    smtp = await startTestSmtp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-mail-"));
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      ORIGIN: origin,
      TRUST_PROXY: "true",
      SAMPLE_DATA: "true",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "curator@example.com",
      MAIL_FROM: "Omanut <no-reply@example.com>",
    };
    await start();
    const home = await (await fetch(`${origin}/artworks`)).text();
    artworkPath = /href="(\/artworks\/[a-z0-9-]+)"/.exec(home)![1]!;
    const galleries = await (await fetch(`${origin}/galleries`)).text();
    galleryPath = /href="(\/galleries\/[a-z0-9-]+)"/.exec(galleries)![1]!;
  }, 180_000);

  afterAll(async () => {
    server?.stop();
    await server?.done;
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = (table: string) => {
    const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
    try {
      return sqlite.prepare(`select * from ${table} order by created_at desc`).all() as Record<string, unknown>[];
    } finally {
      sqlite.close();
    }
  };
  const mailTo = (address: string, subject: string) =>
    smtp.received.find((mail) => mail.to.includes(address) && mail.raw.includes(subject));

  it("an inquiry is stored, the administrator notified and the visitor sent a confirmation", async () => {
    const response = await submit(
      origin,
      artworkPath,
      { intent: "inquiry", name: "Jane Collector", email: "jane@example.com", phone: "+1 555 0100", country: "US" },
      "203.0.113.10",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${artworkPath}?inquiry=sent#inquiry`);
    expect(rows("inquiries")[0]).toMatchObject({
      name: "Jane Collector",
      email: "jane@example.com",
      country: "US",
      status: "new",
    });
    await until(() => Boolean(mailTo("curator@example.com", "New inquiry")), "the administrator's notification");
    expect(mailTo("curator@example.com", "New inquiry")!.raw).toContain("Jane Collector would like to buy");
    await until(() => smtp.received.some((mail) => mail.to.includes("jane@example.com")), "the visitor's confirmation");
    const confirmation = smtp.received.find((mail) => mail.to.includes("jane@example.com"))!.raw.replace(/=\r?\n/g, "");
    expect(confirmation).toMatch(/Subject: (Your inquiry about|=\?UTF-8\?)/);
    expect(confirmation).toContain("Dear Jane Collector");
  });

  it("a contact message is stored and delivered to the administrator", async () => {
    const response = await submit(
      origin,
      "/contact",
      {
        intent: "contact",
        name: "Ana Traveller",
        email: "ana@example.com",
        message: "Which galleries open on Saturday?",
      },
      "203.0.113.11",
    );
    expect(response.status).toBe(302);
    expect(rows("messages")[0]).toMatchObject({ name: "Ana Traveller", message: "Which galleries open on Saturday?" });
    await until(() => Boolean(mailTo("curator@example.com", "New message from Ana Traveller")), "the message mail");
    expect(mailTo("curator@example.com", "New message from Ana Traveller")!.raw).toContain(
      "Which galleries open on Saturday?",
    );
  });

  it("a review is stored pending and the administrator asked to approve it", async () => {
    const response = await submit(
      origin,
      galleryPath,
      { intent: "review", name: "Tom Visitor", rating: "4", content: "Quiet rooms and strong work." },
      "203.0.113.12",
    );
    expect(response.status).toBe(302);
    expect(rows("reviews").find((row) => row.name === "Tom Visitor")).toMatchObject({
      status: "pending",
      rating: 4,
      is_admin_review: 0,
    });
    await until(() => Boolean(mailTo("curator@example.com", "to approve")), "the review mail");
  });

  it("a token works only on its own page, and an expired one comes back with what was typed and a fresh token", async () => {
    const post = (pagePath: string, fields: Record<string, string>, address: string) =>
      fetch(`${origin}${pagePath}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": address },
        body: new URLSearchParams(fields),
      });
    const reviewToken = await tokenOf(origin, galleryPath);
    await new Promise((resolve) => setTimeout(resolve, FILL_MS));
    const elsewhere = await post(
      artworkPath,
      {
        name: "Token Mover",
        email: "mover@example.com",
        phone: "+972 3 555 0000",
        country: "IL",
        formToken: reviewToken,
      },
      "198.51.100.41",
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("This form could not be verified.");

    // A token from a contact page shown 25 hours ago, made with the server's own key.
    const database = openDatabase({ databaseUrl: null, dataDir });
    setDatabase(database);
    const stale = await issueFormToken("contact", "", Date.now() - 25 * 60 * 60 * 1000);
    await closeDatabase();
    const typed = "Written yesterday, sent today: still here.";
    const fields = { name: "Late Writer", email: "late@example.com", message: typed };
    const expired = await post("/contact", { ...fields, formToken: stale }, "198.51.100.42");
    expect(expired.status).toBe(400);
    const page = await expired.text();
    expect(page).toContain("This form has expired.");
    expect(page).toContain(`>${typed}</textarea>`);
    const fresh = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(stale);
    await new Promise((resolve) => setTimeout(resolve, FILL_MS));
    const again = await post("/contact", { ...fields, formToken: fresh! }, "198.51.100.42");
    expect(again.status).toBe(302);
  });

  it("a mail queued while SMTP is down is delivered after it is back and the app restarts", async () => {
    const smtpPort = smtp.port;
    await smtp.stop();
    const response = await submit(
      origin,
      "/contact",
      {
        intent: "contact",
        name: "Offline Sender",
        email: "off@example.com",
        message: "Sent while the mail server was down.",
      },
      "203.0.113.13",
    );
    expect(response.status).toBe(302);
    await until(
      () =>
        rows("mail_outbox").some((row) => String(row.subject).includes("Offline Sender") && Number(row.attempts) >= 1),
      "a failed attempt",
    );
    expect(rows("mail_outbox").find((row) => String(row.subject).includes("Offline Sender"))).toMatchObject({
      status: "pending",
    });

    smtp = await startTestSmtp(smtpPort);
    server.stop();
    expect((await server.done).code).toBe(0);
    await start();
    await until(() => Boolean(mailTo("curator@example.com", "New message from Offline Sender")), "the delayed mail");
    // The outbox row is marked sent once the SMTP server has answered, a moment after it has the mail.
    const offline = () => rows("mail_outbox").find((row) => String(row.subject).includes("Offline Sender"));
    await until(() => offline()?.status === "sent", "the outbox row marked sent");
    expect(offline()).toMatchObject({ status: "sent" });
  }, 60_000);
});
