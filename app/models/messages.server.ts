import type { Selectable } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { MessagesTable } from "#app/db/schema.ts";
import type { InboxStatus } from "./inquiries.server.ts";
import { writeWithMails, type OutgoingMail } from "./mail.server.ts";

/** A message sent through the contact page. */
export interface Message {
  id: string;
  name: string;
  email: string;
  message: string;
  status: InboxStatus;
  createdAt: number;
  updatedAt: number;
}

export interface MessageInput {
  name: string;
  email: string;
  message: string;
}

function toMessage(row: Selectable<MessagesTable>): Message {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status as InboxStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a contact message and, in the same transaction, the mails about it (see writeWithMails). */
export async function createMessage(
  input: MessageInput,
  options: { now?: number; mails?: readonly OutgoingMail[] } = {},
): Promise<Message> {
  const now = options.now ?? Date.now();
  const row = await writeWithMails(
    options.mails ?? [],
    (db) =>
      db
        .insertInto("messages")
        .values({ id: newId(), ...input, status: "new", created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    now,
  );
  return toMessage(row);
}

export async function listMessages(options: { limit?: number; offset?: number } = {}): Promise<Message[]> {
  const rows = await getDb()
    .selectFrom("messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toMessage);
}

export async function setMessageStatus(id: string, status: InboxStatus): Promise<boolean> {
  const result = await getDb()
    .updateTable("messages")
    .set({ status, updated_at: Date.now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countMessages(filter: { status?: InboxStatus } = {}): Promise<number> {
  let query = getDb()
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  if (filter.status) query = query.where("status", "=", filter.status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
