import { expect, it } from "vitest";
import type { MailConfig } from "#app/lib/config.server.ts";
import { startTestSmtp } from "#tests/support/smtp.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { getDb } from "#app/db/db.server.ts";
import { enqueueMail, listOutbox, MAX_MAIL_ATTEMPTS, processOutbox } from "./mail.server.ts";

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
});
