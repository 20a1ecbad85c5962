import type { Selectable } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { InquiriesTable } from "#app/db/schema.ts";
import { writeWithMails, type OutgoingMail } from "./mail.server.ts";

export type InboxStatus = "new" | "answered" | "closed";

/** A purchase inquiry about an artwork: who asks (name, email, phone, country) and about which work. */
export interface Inquiry {
  id: string;
  artworkId: string | null;
  artworkTitle: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  /** The collector's own question, when they wrote one. */
  message: string | null;
  status: InboxStatus;
  createdAt: number;
  updatedAt: number;
}

export interface InquiryInput {
  artworkId: string;
  artworkTitle: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  message?: string | null;
}

function toInquiry(row: Selectable<InquiriesTable>): Inquiry {
  return {
    id: row.id,
    artworkId: row.artwork_id,
    artworkTitle: row.artwork_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    message: row.message,
    status: row.status as InboxStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores an inquiry and, in the same transaction, the mails about it (see writeWithMails). */
export async function createInquiry(
  input: InquiryInput,
  options: { now?: number; mails?: readonly OutgoingMail[] } = {},
): Promise<Inquiry> {
  const now = options.now ?? Date.now();
  const row = await writeWithMails(
    options.mails ?? [],
    (db) =>
      db
        .insertInto("inquiries")
        .values({
          id: newId(),
          artwork_id: input.artworkId,
          artwork_title: input.artworkTitle,
          name: input.name,
          email: input.email,
          phone: input.phone,
          country: input.country,
          message: input.message || null,
          status: "new",
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    now,
  );
  return toInquiry(row);
}

export async function listInquiries(options: { limit?: number; offset?: number } = {}): Promise<Inquiry[]> {
  const rows = await getDb()
    .selectFrom("inquiries")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toInquiry);
}

export async function setInquiryStatus(id: string, status: InboxStatus): Promise<boolean> {
  const result = await getDb()
    .updateTable("inquiries")
    .set({ status, updated_at: Date.now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countInquiries(filter: { status?: InboxStatus } = {}): Promise<number> {
  let query = getDb()
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  if (filter.status) query = query.where("status", "=", filter.status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
