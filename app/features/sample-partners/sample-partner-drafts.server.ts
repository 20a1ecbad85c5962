import { ARTWORK_SAVE } from "#app/features/editors/artwork-editor.server.ts";
import type { ArtworkFormValues } from "#app/features/editors/artwork-editor.ts";
import type { EditorSave } from "#app/features/editors/editor-action.server.ts";
import type { EditorValues } from "#app/features/editors/editor-kit.ts";
import { GALLERY_SAVE } from "#app/features/editors/gallery-editor.server.ts";
import type { GalleryFormValues } from "#app/features/editors/gallery-editor.ts";
import {
  prepareChange,
  publishChange,
  saveRecordChange,
  type ChangeOutcome,
} from "#app/features/editors/record-changes.server.ts";
import { BASE_LOCALE } from "#app/lib/i18n.ts";
import { getPersonAccess } from "#app/models/access.server.ts";
import { isRecordTrusted } from "#app/models/record-versions.server.ts";
import type { SamplePartners } from "#app/models/sample-removal.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";

// What the sample partners did before the site was handed over (issue 36): the gallery's partner
// published one change of its gallery and has another waiting, the artist's has a work's new price
// waiting. Written through the editors' own save, as the partners' saves in their editors would be.

/** Something a partner typed into its editor, from the published values. */
type Edit<V> = (values: V) => V;

/** A sample partner acting outside any request: its role and memberships as read at each request. */
async function actingAs(partner: { userId: string; email: string }): Promise<SessionUser> {
  const access = await getPersonAccess(partner.userId);
  if (!access) throw new Error(`The sample partner ${partner.email} is missing`);
  return { ...access, email: partner.email, sessionId: "", language: BASE_LOCALE };
}

/**
 * The partner's save of `edit` over the published record, checked like the editor's: published at
 * once (`isPublished`, as a trusted record's member's save is) or kept as the record's draft.
 * Throws when it is refused or lands otherwise (the editors changed under it).
 */
async function saveAsPartner<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved>,
  id: string,
  user: SessionUser,
  edit: Edit<V>,
  isPublished: boolean,
): Promise<void> {
  const record = kind.record;
  if (!record) throw new Error(`The ${kind.noun} editor keeps no drafts`);
  const published = await record.loadPublished(id);
  if (!published) throw new Error(`The sample ${kind.noun} ${id} is missing`);
  const values = edit(published.values);
  const checked = await prepareChange(kind, values, false);
  if (!checked.isValid) {
    throw new Error(`The sample ${kind.noun}'s change is refused: ${JSON.stringify(checked.errors)}`);
  }
  const editing = { ...kind, record };
  const change = { id, values, input: checked.input, user };
  // An untrusted record's partner: the editor's own save keeps the change as a draft for review.
  const outcome: ChangeOutcome<Saved> = isPublished
    ? await publishChange(editing, { ...change, recordToken: published.updatedAt })
    : await saveRecordChange(editing, { ...change, token: published.updatedAt, isKeptAsDraft: false }, isRecordTrusted);
  const expected = isPublished ? "published" : "draft";
  if (outcome.kind !== expected) {
    throw new Error(`The sample ${kind.noun}'s change was ${outcome.kind}, not ${expected}`);
  }
}

const withFields =
  <V extends EditorValues>(fields: Partial<V["fields"]>): Edit<V> =>
  (values) => ({ ...values, fields: { ...values.fields, ...fields } });

/** A way in the gallery's partner added once (its version 2 in the history). */
const GALLERY_ACCESS_NOTE = withFields<GalleryFormValues>({
  accessibilityNote: "Step-free entrance through the courtyard gate; a ramp leads down to the print room.",
  accessibilityNoteHe: "כניסה ללא מדרגות דרך שער החצר; רמפה יורדת אל חדר ההדפס.",
});

/** New hours and a new sentence, waiting for review. */
const GALLERY_DRAFT: Edit<GalleryFormValues> = (values) =>
  withFields<GalleryFormValues>({
    hours: "Sun–Thu 10:00–18:00, Fri 09:30–13:00; open print evening on the first Thursday of the month until 21:00",
    hoursHe: "א׳–ה׳ 10:00–18:00, ו׳ 09:30–13:00; ערב הדפס פתוח ביום חמישי הראשון בחודש עד 21:00",
    description: `${values.fields.description} From this spring the upper room shows a changing selection of ketubot by Jerusalem papercut artists.`,
    descriptionHe: `${values.fields.descriptionHe} מהאביב מוצג בחדר העליון מבחר מתחלף של כתובות מאת אמני חיתוכי נייר ירושלמים.`,
  })(values);

/** A new price, and the work held for a buyer, waiting for review. */
const ARTWORK_DRAFT = withFields<ArtworkFormValues>({ availability: "on-hold", priceIls: "3200" });

/** Writes the sample partners' changes: the gallery's published change and its draft, and the artwork's draft. */
export async function writeSamplePartnerDrafts(partners: SamplePartners): Promise<void> {
  const galleryPartner = await actingAs(partners.gallery);
  await saveAsPartner(GALLERY_SAVE, partners.gallery.galleryId, galleryPartner, GALLERY_ACCESS_NOTE, true);
  await saveAsPartner(GALLERY_SAVE, partners.gallery.galleryId, galleryPartner, GALLERY_DRAFT, false);
  const artistPartner = await actingAs(partners.artist);
  await saveAsPartner(ARTWORK_SAVE, partners.artist.artworkId, artistPartner, ARTWORK_DRAFT, false);
}
