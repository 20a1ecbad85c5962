import type { Kysely } from "kysely";

// Frozen once landed. What a visitor needs before going to a gallery: how to reach it (phone,
// e-mail, WhatsApp), what entry costs, and whether the entrance is step-free. Null is not stated.
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, "text" | "integer"][] = [
    // As typed: digits, spaces, +, - and parentheses.
    ["phone", "text"],
    ["email", "text"],
    // A phone number as typed; the page links it as https://wa.me/<digits>.
    ["whatsapp", "text"],
    // 1 free, 0 paid (then admission_price says how much), null not stated.
    ["is_free_admission", "integer"],
    ["admission_price", "text"],
    ["admission_price_he", "text"],
    // 1 yes, 0 no, null unknown.
    ["is_step_free", "integer"],
    ["accessibility_note", "text"],
    ["accessibility_note_he", "text"],
  ];
  // One column a statement: SQLite adds one at a time.
  for (const [name, type] of columns) {
    await db.schema.alterTable("galleries").addColumn(name, type).execute();
  }
}
