import { formAnswer, type FormAnswer } from "#app/lib/form-answer.ts";
import * as z from "zod/mini";
import { isHttpUrl } from "./editor-checks.ts";
import { mediaImageUrl, type MediaImage } from "#app/lib/image-variants.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import type { RowIntent } from "./row-list.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { withoutIsolates } from "#app/lib/localized-text.ts";

// The field builders every editor is made of, in the browser and on the server alike: the same
// field says the same thing in every form.

/** The longest link any form takes (a website, a profile, an image's address). */
export const URL_MAX_LENGTH = 2048;

/** A field's name or a message, read when a check fails: in the language of that moment. */
export type Text = () => string;

const tooLong = (label: Text, max: number) => () => m.admin_field_too_long({ label: label(), max });

/** Text that must be given: trimmed, at most `max` characters. */
export const requiredText = (
  label: Text,
  max: number,
  message: Text = () => m.admin_field_required({ label: label() }),
) => z.string().check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong(label, max) }));

/** Text that may be blank: trimmed, at most `max` characters. */
export const optionalText = (label: Text, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLong(label, max) }));

/** The form name of a translatable field's Hebrew version ("name" → "nameHe"). */
export const hebrewName = <N extends string>(name: N) => `${name}He` as const;

/** A translatable field's label for its Hebrew input ("Name (Hebrew)"). */
export const hebrewLabel = (label: Text) => () => m.admin_in_hebrew({ label: label() });

/**
 * A translatable field's Hebrew version: optional whatever its English field is (only the English
 * version of a field is ever required), with the same limit, and named as Hebrew in its messages.
 */
export const hebrewText = (label: Text, max: number) =>
  z.string().check(
    // A field may show its time ranges isolated (TranslatedField): the isolates are not stored.
    z.overwrite(withoutIsolates),
    z.trim(),
    z.maxLength(max, { error: tooLong(hebrewLabel(label), max) }),
  );

/** A checked Hebrew text as the models take it: blank is not written. */
export const hebrewOrNull = (value: string) => (value === "" ? null : value);

/** What a link that is not http(s) is told; `name` as it reads in a sentence ("website", "Instagram"). */
export const linkMessage = (name: Text) => m.admin_link_invalid({ name: name() });

/** A link that may be blank, else an absolute http(s) URL: nothing else from user data is ever linked. */
export const optionalLink = (name: Text) =>
  z.string().check(
    z.trim(),
    z.maxLength(URL_MAX_LENGTH, { error: () => m.admin_link_too_long({ name: name(), max: URL_MAX_LENGTH }) }),
    z.refine((value) => value === "" || isHttpUrl(value), { error: () => linkMessage(name) }),
  );

/** An image field left empty where one is needed. */
export const imageRequired = () => m.admin_image_required();
/** An image's address that is not an http(s) link. */
export const imageLinkMessage = () => linkMessage(m.admin_link_name_image);

/**
 * A required image field's problem, or null: an upload or an external URL, and a URL must be
 * http(s). A stored image travels as its id; the server checks the id exists.
 */
export function imageProblem(url: string, imageId: string): string | null {
  if (imageId !== "") return null;
  if (url === "") return imageRequired();
  return isHttpUrl(url) ? null : imageLinkMessage();
}

/** A saved record's stored image id, or "" when its picture is an external URL. */
export const storedImageId = (record: { image: { id: string } | null; imageUrl: string }) =>
  record.image && record.imageUrl === mediaImageUrl(record.image.id) ? record.image.id : "";

/** The button an operator keeps a change as a draft with: its name and value. */
export const SAVE_MODE_FIELD = "mode";
export const KEEP_AS_DRAFT = "draft";
/** The address parameter an editor is opened with after a save: "draft" kept, "published" public. */
export const EDITOR_NOTICE = "saved";

/** A record's version as the form carried it (its updated_at), or null when missing or not a number. */
export function parseVersion(value: string): number | null {
  const version = Number(value);
  return value.trim() !== "" && Number.isSafeInteger(version) && version > 0 ? version : null;
}

/**
 * Every editor's values, as typed: its text fields by form name (the record's `version` among
 * them) in `fields`, and beside them its nested parts (rows, images, hours), each under its own key.
 */
export interface EditorValues<F extends string = string> {
  fields: Record<F | "version", string>;
}

/** The check's verdict: what the form says, ready for the save, or each failing field's first message. */
export type EditorCheck<Checked> = { isValid: true; data: Checked } | { isValid: false; errors: FieldErrors };

/**
 * One editor, as the browser and the server both know it: how its values are read from a posted
 * form, what a new record starts as, its row lists, the stored images it names, and its checks.
 * The server adds its save (editor-action.server.ts); the page renders it in `EditorForm`.
 */
export interface EditorDescription<V extends EditorValues, Checked> {
  /** The text fields, by form name. */
  fields: readonly string[];
  /** The row lists' names, as the row buttons' intents carry them. */
  lists: readonly string[];
  read: (formData: FormData) => V;
  /** The values of a new record. */
  blank: () => V;
  /** The values after one row button (add, remove, move). */
  applyRowIntent: (values: V, intent: RowIntent) => V;
  /** The stored images the values name, each with the field an error about it belongs to. */
  images: (values: V) => { imageId: string; field: string }[];
  /** The checks, the same before sending and on the server; `isNew` for a record not saved yet. */
  check: (values: V, context: { isNew: boolean }) => EditorCheck<Checked>;
}

/** An editor's answer: the one form answer, with the stored images its values name. */
export interface EditorAnswer<V> extends FormAnswer<V> {
  /** Stored images by id, so image fields keep their previews after a round trip. */
  images: Record<string, MediaImage>;
}

/** What a new record's editor is first rendered from: the editor's blank values. */
export function blankAnswer<V extends EditorValues>(editor: EditorDescription<V, unknown>): EditorAnswer<V> {
  return { ...formAnswer(200, editor.blank()), images: {} };
}

/** A posted field's text; "" when it is missing or a file. */
export const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** The indexes a list's fields carry (the pattern's first group), in order, gaps closed. */
export function listIndexes(formData: FormData, pattern: RegExp): number[] {
  const indexes = new Set<number>();
  for (const key of formData.keys()) {
    const match = pattern.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** YYYY-MM-DD as midnight UTC, or null when it is not a real date. */
export function parseDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}
