import { describe, expect, it } from "vitest";
import type { MailConfig } from "#app/lib/config.server.ts";
import { startTestSmtp } from "#tests/support/smtp.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { getDb } from "#app/db/db.server.ts";
import { enqueueMail, listOutbox, MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, processOutbox } from "./mail.server.ts";

const quiet = () => {};

async function statusOf(id: string) {
  return getDb().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describeEachEngine("the mail outbox", () => {
  it("delivers a queued mail through SMTP", async () => {
    const smtp = await startTestSmtp();
    try {
      const config: MailConfig = {
        smtpUrl: smtp.url,
        notifyEmail: "admin@example.com",
        from: "Omanut <no-reply@example.com>",
      };
      const id = await enqueueMail({
        to: "admin@example.com",
        subject: "New inquiry: Quiet Harbour",
        body: "Jane Doe asks about it.",
        replyTo: "jane@example.com",
      });
      await processOutbox({ config, log: quiet });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(["admin@example.com"]);
      expect(smtp.received[0]!.raw).toContain("Subject: New inquiry: Quiet Harbour");
      expect(smtp.received[0]!.raw).toContain("Reply-To: jane@example.com");
      expect(smtp.received[0]!.raw).toContain("Jane Doe asks about it.");
      expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      await smtp.stop();
    }
  });

  it("keeps a mail while the SMTP server is down and delivers it when it is back", async () => {
    const smtp = await startTestSmtp();
    const port = smtp.port;
    await smtp.stop();
    const config: MailConfig = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      notifyEmail: "admin@example.com",
      from: "x@example.com",
    };
    const id = await enqueueMail({ to: "admin@example.com", subject: "Waiting mail", body: "Still here." });
    const now = Date.now();
    await processOutbox({ now, config, log: quiet });
    const waiting = await statusOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.next_attempt_at).toBeGreaterThan(now);
    expect(waiting.last_error).toBeTruthy();

    const back = await startTestSmtp(port);
    try {
      await processOutbox({ now: waiting.next_attempt_at, config, log: quiet });
      expect(back.received.map((mail) => mail.raw).join()).toContain("Subject: Waiting mail");
      expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await back.stop();
    }
  });

  it("marks a mail that keeps failing as failed, visible in the outbox", async () => {
    const config: MailConfig = {
      smtpUrl: "smtp://127.0.0.1:1",
      notifyEmail: "admin@example.com",
      from: "x@example.com",
    };
    const id = await enqueueMail({ to: "admin@example.com", subject: "Doomed", body: "Never arrives." });
    let now = Date.now();
    for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      await processOutbox({ now, config, log: quiet });
      now = (await statusOf(id)).next_attempt_at;
    }
    expect(await statusOf(id)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect((await listOutbox({ status: "failed" })).map((mail) => mail.id)).toContain(id);
  });

  it("writes mail to the log and keeps it in the outbox when no SMTP server is configured", async () => {
    const lines: string[] = [];
    const id = await enqueueMail({ to: "administrator", subject: "Logged only", body: "Body text." });
    await processOutbox({
      config: { smtpUrl: null, notifyEmail: null, from: "x@example.com" },
      log: (line) => lines.push(line),
    });
    expect(lines.join("\n")).toContain("Logged only");
    expect(await statusOf(id)).toMatchObject({ status: "logged" });
  });

  describe("with several instances sending", () => {
    const smtpConfig = (url: string): MailConfig => ({ smtpUrl: url, notifyEmail: null, from: "x@example.com" });

    it("sends each mail once when two instances work the outbox at the same moment", async () => {
      const smtp = await startTestSmtp();
      try {
        const subjects = ["One", "Two", "Three", "Four", "Five"].map((word) => `Race ${word} ${Math.random()}`);
        for (const subject of subjects) await enqueueMail({ to: "admin@example.com", subject, body: "Once." });
        const now = Date.now();
        // Both usually read the same due mails before either has claimed one; whatever the order, each mail goes once.
        const results = await Promise.all([
          processOutbox({ now, config: smtpConfig(smtp.url), log: quiet }),
          processOutbox({ now, config: smtpConfig(smtp.url), log: quiet, isRetryingAll: true }),
        ]);
        for (const subject of subjects) {
          expect(smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`))).toHaveLength(1);
        }
        expect(results[0]!.sent + results[1]!.sent).toBe(smtp.received.length);
      } finally {
        await smtp.stop();
      }
    });

    it("leaves a mail another instance holds alone, even when starting, until its lease runs out", async () => {
      const smtp = await startTestSmtp();
      try {
        const id = await enqueueMail({ to: "admin@example.com", subject: "Held elsewhere", body: "Wait." });
        const now = Date.now();
        await getDb()
          .updateTable("mail_outbox")
          .set({ claim_token: "another-instance", next_attempt_at: now + MAIL_LEASE_MS })
          .where("id", "=", id)
          .execute();
        await processOutbox({ now, config: smtpConfig(smtp.url), log: quiet, isRetryingAll: true });
        await processOutbox({ now: now + MAIL_LEASE_MS - 1, config: smtpConfig(smtp.url), log: quiet });
        expect(smtp.received).toHaveLength(0);
        expect(await statusOf(id)).toMatchObject({ status: "pending", claim_token: "another-instance" });

        // The holder died: once its lease has run out, this instance sends the mail.
        await processOutbox({ now: now + MAIL_LEASE_MS, config: smtpConfig(smtp.url), log: quiet });
        expect(smtp.received.map((mail) => mail.raw).join()).toContain("Subject: Held elsewhere");
        expect(await statusOf(id)).toMatchObject({ status: "sent", claim_token: null });
      } finally {
        await smtp.stop();
      }
    });

    it("ignores a late answer of a claim that was taken over: a sent mail is not put back in the queue", async () => {
      let release: (refusal: Error) => void = () => {};
      const slow = await startTestSmtp(0, () => new Promise<Error>((resolve) => (release = resolve)));
      const fast = await startTestSmtp();
      try {
        const id = await enqueueMail({ to: "admin@example.com", subject: "Slow then fast", body: "Once." });
        const now = Date.now();
        const first = processOutbox({ now, config: smtpConfig(slow.url), log: quiet });
        while ((await statusOf(id)).claim_token === null) await new Promise((resolve) => setTimeout(resolve, 20));
        await processOutbox({ now: now + MAIL_LEASE_MS, config: smtpConfig(fast.url), log: quiet });
        expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 1 });

        // The first attempt's server finally refuses: its failure must not make the mail pending again.
        release(new Error("451 too late"));
        await first;
        expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
      } finally {
        release(new Error("stopping"));
        await slow.stop();
        await fast.stop();
      }
    });
  });
});
