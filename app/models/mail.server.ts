import { logError } from "#app/lib/log.server.ts";
import nodemailer, { type Transporter } from "nodemailer";
import type { ExpressionBuilder, Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { newId } from "#app/db/ids.server.ts";
import { getConfig, type MailConfig } from "#app/lib/config.server.ts";

export const MAX_MAIL_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  replyTo?: string | null;
}

export type MailStatus = "pending" | "sent" | "logged" | "failed";

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

async function insertMail(db: Kysely<DB>, mail: OutgoingMail, now: number): Promise<string> {
  const id = newId();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

/** Puts a mail in the outbox; it is sent by the outbox worker, never on the visitor's request. */
export async function enqueueMail(mail: OutgoingMail, now = Date.now()): Promise<string> {
  const id = await insertMail(getDb(), mail, now);
  kickMailWorker();
  return id;
}

/**
 * Writes a record and the mails about it in one transaction: both are stored or neither is, so a
 * visitor told "not sent" can send again without a second copy, and nothing stored goes unannounced.
 */
export async function writeWithMails<T>(
  mails: readonly OutgoingMail[],
  write: (db: Kysely<DB>) => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const written = await getDb()
    .transaction()
    .execute(async (trx) => {
      const value = await write(trx);
      for (const mail of mails) await insertMail(trx, mail, now);
      return value;
    });
  if (mails.length > 0) kickMailWorker();
  return written;
}

/** The administrator's notification as a mail, for whoever is to be notified. */
export function mailToAdministrator(subject: string, body: string, replyTo?: string): OutgoingMail {
  const { notifyEmail } = getConfig().mail;
  return { to: notifyEmail ?? "administrator", subject, body, replyTo };
}

/** The administrator's notification, when someone is to be notified. */
export async function notifyAdministrator(subject: string, body: string, replyTo?: string): Promise<void> {
  await enqueueMail(mailToAdministrator(subject, body, replyTo));
}

let transport: { config: MailConfig; transporter: Transporter } | undefined;

function getTransport(config: MailConfig): Transporter | null {
  if (!config.smtpUrl) return null;
  if (transport?.config !== config) {
    transport = {
      config,
      transporter: nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    };
  }
  return transport.transporter;
}

function backoff(attempts: number): number {
  const cap = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (attempts - 1));
  return Math.floor(cap / 2 + Math.random() * (cap / 2));
}

/**
 * How long a claimed mail is its claimer's: longer than a send may take (SEND_DEADLINE_MS), so two
 * instances never send it at once; an instance that dies holding it delays it by this much.
 */
export const MAIL_LEASE_MS = 120_000;
const SEND_DEADLINE_MS = 60_000;

/**
 * Sends what is due. Each mail is claimed first with a token of this attempt's own (so two
 * instances never send it twice), then sent through SMTP, or written to the log when no SMTP server
 * is configured; only the claim's holder may then mark it. A failure is retried with growing
 * waits; after MAX_MAIL_ATTEMPTS it is marked failed, for the administrator to see. A claim whose
 * lease ran out (its instance died) is taken over.
 */
export async function processOutbox(
  options: { now?: number; config?: MailConfig; log?: (line: string) => void; isRetryingAll?: boolean } = {},
) {
  const now = options.now ?? Date.now();
  const config = options.config ?? getConfig().mail;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = getDb();
  // A start retries every mail waiting out its back-off at once, but never one another instance holds.
  const isDue = (eb: ExpressionBuilder<DB, "mail_outbox">) =>
    options.isRetryingAll
      ? eb.or([eb("claim_token", "is", null), eb("next_attempt_at", "<=", now)])
      : eb("next_attempt_at", "<=", now);
  const due = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where(isDue)
    .orderBy("next_attempt_at")
    .limit(options.isRetryingAll ? 500 : 20)
    .execute();
  let sent = 0;
  for (const mail of due) {
    const token = newId();
    const claim = await db
      .updateTable("mail_outbox")
      .set({ claim_token: token, next_attempt_at: now + MAIL_LEASE_MS })
      .where("id", "=", mail.id)
      .where("status", "=", "pending")
      .where(isDue)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const held = db.updateTable("mail_outbox").where("id", "=", mail.id).where("claim_token", "=", token);
    const transporter = getTransport(config);
    if (!transporter) {
      log(`Mail (no SMTP_URL, kept in the outbox) to ${mail.to_address}: ${mail.subject}\n${mail.body}`);
      await held.set({ status: "logged", attempts: mail.attempts + 1, sent_at: now, claim_token: null }).execute();
      continue;
    }
    try {
      await withDeadline(
        transporter.sendMail({
          from: config.from,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.body,
        }),
        SEND_DEADLINE_MS,
      );
      await held
        .set({ status: "sent", attempts: mail.attempts + 1, sent_at: Date.now(), last_error: null, claim_token: null })
        .execute();
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const isGivingUp = attempts >= MAX_MAIL_ATTEMPTS;
      await held
        .set({
          attempts,
          status: isGivingUp ? "failed" : "pending",
          next_attempt_at: now + backoff(attempts),
          last_error: (error as Error).message.slice(0, 500),
          claim_token: null,
        })
        .execute();
      logError(`mail to ${mail.to_address} failed (attempt ${attempts}${isGivingUp ? ", giving up" : ""})`, error);
    }
  }
  return { due: due.length, sent };
}

/** A send that hangs past its deadline counts as failed, well before its lease runs out. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the SMTP server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function listOutbox(options: { status?: MailStatus; limit?: number } = {}): Promise<OutboxMail[]> {
  let query = getDb()
    .selectFrom("mail_outbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(options.limit ?? 100);
  if (options.status) query = query.where("status", "=", options.status);
  return (await query.execute()).map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
  }));
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

function runOnce(isRetryingAll = false): void {
  if (running) return;
  running = processOutbox({ isRetryingAll })
    .catch((error: unknown) => logError("the mail outbox could not be processed", error))
    .finally(() => (running = undefined));
}

/** Sends soon after a mail is queued, without making the request that queued it wait. */
export function kickMailWorker(): void {
  if (timer) setImmediate(() => runOnce());
}

/** Starts sending: at once (what a previous run left waiting) and then every few seconds. */
export function startMailWorker(intervalMs = 5000): void {
  if (timer) return;
  timer = setInterval(() => runOnce(), intervalMs);
  timer.unref();
  runOnce(true);
}

export async function stopMailWorker(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
