import * as z from "zod/mini";
import { isHttpUrl } from "./checks.ts";
import { mediaImageUrl } from "#app/lib/media.ts";
import { defaultArtistSeoTitle, truncate } from "#app/features/seo/seo.ts";
import type { Artist, ArtistInput } from "#app/models/artists.server.ts";
import type { ArtistArtworkInput, Artwork } from "#app/models/artworks.server.ts";
import {
  hebrewOrNull,
  hebrewText,
  imageLinkMessage,
  imageRequired,
  optionalLink,
  optionalText,
  requiredText,
  URL_MAX_LENGTH,
  type Text,
} from "./kit.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { EditorAnswer } from "./kit.ts";
import { applyRowIntent, type RowIntent } from "./row-list.ts";
import { firstErrorPerField, type FieldErrors } from "./validation.ts";

// The artist form, one schema for the browser (checks before sending) and the
// server (the authority). The artist's artworks travel as rows named artworks.{index}.{field}.

export const ARTIST_LIMITS = {
  name: 100,
  bio: 5000,
  url: URL_MAX_LENGTH,
  list: 1000,
  seoTitle: 200,
  seoDescription: 500,
  title: 200,
  description: 2000,
  /** More rows than an artist form can sensibly hold are not read. */
  artworks: 500,
} as const;

export const ARTIST_FIELDS = [
  "name",
  "bio",
  "imageUrl",
  "imageId",
  "website",
  "styles",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "instagram",
  "facebook",
  "twitter",
  "isFeatured",
  "version",
  "nameHe",
  "bioHe",
  "seoTitleHe",
  "seoDescriptionHe",
  "stylesHe",
] as const;
export type ArtistField = (typeof ARTIST_FIELDS)[number];

export const ARTWORK_FIELDS = [
  "id",
  "title",
  "imageUrl",
  "imageId",
  "year",
  "description",
  "galleryId",
  "titleHe",
  "descriptionHe",
] as const;
export type ArtworkField = (typeof ARTWORK_FIELDS)[number];
export type ArtworkRowValues = Record<ArtworkField, string>;

/** What the artist form holds, as typed: sent back with every refusal so nothing is lost. */
export type ArtistFormValues = Record<ArtistField, string> & { artworks: ArtworkRowValues[] };

/** What the artist form's action answers when it does not save: the form as typed, and why. */
export type ArtistFormAnswer = EditorAnswer<ArtistFormValues>;

/** The artist form's one row list: its artworks. */
export const ARTWORK_LIST = "artwork";
export const ARTIST_LISTS = [ARTWORK_LIST] as const;

export function applyArtistListIntent(values: ArtistFormValues, intent: RowIntent): ArtistFormValues {
  return { ...values, artworks: applyRowIntent(values.artworks, intent, emptyArtworkRow) };
}

/** The form name of an artwork row's field. */
/** The start of every form name of one artwork row. */
export const artworkFieldPrefix = (index: number) => `artworks.${index}.`;

export function artworkFieldName(index: number, field: ArtworkField | "image"): string {
  return `${artworkFieldPrefix(index)}${field}`;
}

const ARTWORK_NAME = /^artworks\.(\d{1,6})\.(\w+)$/;

export function emptyArtworkRow(): ArtworkRowValues {
  return Object.fromEntries(ARTWORK_FIELDS.map((field) => [field, ""])) as ArtworkRowValues;
}

/** Reads the typed values of the form: the artist's fields and the artwork rows in their order. */
export function readArtistForm(formData: FormData): ArtistFormValues {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  const fields = Object.fromEntries(ARTIST_FIELDS.map((field) => [field, text(field)])) as Record<ArtistField, string>;
  const rows = new Map<number, ArtworkRowValues>();
  for (const key of formData.keys()) {
    const match = ARTWORK_NAME.exec(key);
    if (!match || !(ARTWORK_FIELDS as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, emptyArtworkRow());
    rows.get(index)![match[2] as ArtworkField] = text(key);
  }
  // Never cut short: a row left out would be an artwork deleted on save. Too many are refused instead.
  const artworks = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  return { ...fields, artworks };
}

const required = (label: Text, max: number) => requiredText(label, max);
const optional = optionalText;

/** Comma separated, trimmed, empty ones dropped. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The Hebrew names of a list, index-aligned with its `count` items: blanks are kept (a name not
 * given), a trailing comma past the list is not an entry, and nothing typed is an empty list.
 */
export function splitAlignedList(value: string, count: number): string[] {
  const items = value.split(",").map((item) => item.trim());
  if (items.every((item) => item === "")) return [];
  while (items.length > count && items.at(-1) === "") items.pop();
  return items;
}

const list = (label: Text) => optional(label, ARTIST_LIMITS.list);

export const artistFieldsSchema = z.object({
  name: required(m.admin_artist_field_name, ARTIST_LIMITS.name),
  bio: required(m.admin_artist_field_bio, ARTIST_LIMITS.bio),
  imageUrl: z.string().check(z.trim(), z.maxLength(ARTIST_LIMITS.url, { error: m.admin_image_url_too_long })),
  imageId: z.string().check(z.maxLength(64, { error: m.admin_image_not_ours })),
  website: optionalLink(m.admin_link_name_website),
  styles: list(m.admin_artist_field_styles),
  seoTitle: optional(m.admin_field_seo_title, ARTIST_LIMITS.seoTitle),
  seoDescription: optional(m.admin_field_seo_description, ARTIST_LIMITS.seoDescription),
  seoKeywords: list(m.admin_field_seo_keywords),
  instagram: optionalLink(() => "Instagram"),
  facebook: optionalLink(() => "Facebook"),
  twitter: optionalLink(() => "Twitter"),
  isFeatured: z.string(),
  version: z.string(),
  nameHe: hebrewText(m.admin_artist_field_name, ARTIST_LIMITS.name),
  bioHe: hebrewText(m.admin_artist_field_bio, ARTIST_LIMITS.bio),
  seoTitleHe: hebrewText(m.admin_field_seo_title, ARTIST_LIMITS.seoTitle),
  seoDescriptionHe: hebrewText(m.admin_field_seo_description, ARTIST_LIMITS.seoDescription),
  stylesHe: hebrewText(m.admin_artist_field_styles, ARTIST_LIMITS.list),
});

export const artworkRowSchema = z.object({
  id: z.string(),
  title: optional(m.admin_artwork_field_title, ARTIST_LIMITS.title),
  imageUrl: z.string().check(z.trim(), z.maxLength(ARTIST_LIMITS.url, { error: m.admin_image_url_too_long })),
  imageId: z.string().check(z.maxLength(64, { error: m.admin_image_not_ours })),
  year: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || /^\d{1,4}$/.test(value), { error: m.admin_year_number }),
  ),
  description: optional(m.admin_artwork_field_description, ARTIST_LIMITS.description),
  galleryId: z.string(),
  titleHe: hebrewText(m.admin_artwork_field_title, ARTIST_LIMITS.title),
  descriptionHe: hebrewText(m.admin_artwork_field_description, ARTIST_LIMITS.description),
});

/**
 * An image field's problem, or null: required (an upload or an external URL), and a URL must be
 * http(s). A stored image travels as its id; the server checks the id exists.
 */
function imageProblem(url: string, imageId: string): string | null {
  if (imageId !== "") return null;
  if (url === "") return imageRequired();
  return isHttpUrl(url) ? null : imageLinkMessage();
}

type ArtistFields = z.output<typeof artistFieldsSchema>;
type ArtworkRow = z.output<typeof artworkRowSchema>;

/** A new row left blank is not an artwork: it is ignored (one with anything typed is checked). */
function isUntouchedNewRow(row: ArtworkRowValues): boolean {
  return ARTWORK_FIELDS.every((field) => row[field].trim() === "");
}

export type ArtistFormCheck =
  { isValid: true; fields: ArtistFields; artworks: ArtworkRow[] } | { isValid: false; errors: FieldErrors };

/**
 * Checks the whole form. Errors are keyed by form name (artworks.1.title for a row's field).
 * `galleryIds`, when given (on the server), are the galleries an artwork may name.
 */
export function checkArtistForm(values: ArtistFormValues, galleryIds?: ReadonlySet<string>): ArtistFormCheck {
  const errors: FieldErrors = {};
  const fields = artistFieldsSchema.safeParse(values);
  if (!fields.success) Object.assign(errors, firstErrorPerField(fields.error.issues));
  const image = imageProblem(values.imageUrl.trim(), values.imageId);
  if (image) errors.imageUrl ??= image;
  const styleCount = splitList(values.styles).length;
  const stylesHe = splitAlignedList(values.stylesHe, styleCount);
  if (stylesHe.length > 0 && stylesHe.length !== styleCount) errors.stylesHe ??= m.admin_artist_styles_he_count();
  const artworks: ArtworkRow[] = [];
  values.artworks.forEach((row, index) => {
    if (isUntouchedNewRow(row)) return;
    const name = (field: ArtworkField) => artworkFieldName(index, field);
    const parsed = artworkRowSchema.safeParse(row);
    if (!parsed.success) {
      Object.assign(
        errors,
        firstErrorPerField(parsed.error.issues, (field) => name(field as ArtworkField)),
      );
    } else artworks.push(parsed.data);
    if (row.title.trim() === "") errors[name("title")] ??= m.admin_title_required();
    const image = imageProblem(row.imageUrl.trim(), row.imageId);
    if (image) errors[name("imageUrl")] ??= image;
    if (galleryIds && row.galleryId !== "" && !galleryIds.has(row.galleryId)) {
      errors[name("galleryId")] ??= m.admin_choose_gallery();
    }
  });
  if (values.artworks.length > ARTIST_LIMITS.artworks) {
    errors[artworkFieldName(ARTIST_LIMITS.artworks, "title")] ??= m.admin_artist_too_many_artworks({
      max: ARTIST_LIMITS.artworks,
    });
  }
  if (Object.keys(errors).length > 0 || !fields.success) return { isValid: false, errors };
  return { isValid: true, fields: fields.data, artworks };
}

const orNull = (value: string) => (value === "" ? null : value);

/** The model's input from a checked form; blank SEO fields stay blank (the pages default them). */
export function toArtistInput(
  check: Extract<ArtistFormCheck, { isValid: true }>,
): ArtistInput & { artworks: ArtistArtworkInput[] } {
  const { fields } = check;
  const styles = splitList(fields.styles);
  return {
    name: fields.name,
    bio: fields.bio,
    imageUrl: fields.imageId ? mediaImageUrl(fields.imageId) : fields.imageUrl,
    imageId: orNull(fields.imageId),
    website: orNull(fields.website),
    styles,
    // Blank entries (and a blank field) leave the shared names as they are.
    stylesHe: splitAlignedList(fields.stylesHe, styles.length),
    isFeatured: fields.isFeatured === "on",
    // Blank SEO fields stay null: the page fills in the spec's defaults, so they follow a rename.
    seo: {
      title: orNull(fields.seoTitle),
      description: orNull(fields.seoDescription),
      keywords: splitList(fields.seoKeywords),
    },
    socialMedia: {
      instagram: orNull(fields.instagram),
      facebook: orNull(fields.facebook),
      twitter: orNull(fields.twitter),
    },
    he: {
      name: hebrewOrNull(fields.nameHe),
      bio: hebrewOrNull(fields.bioHe),
      seoTitle: hebrewOrNull(fields.seoTitleHe),
      seoDescription: hebrewOrNull(fields.seoDescriptionHe),
    },
    artworks: check.artworks.map((row) => ({
      id: orNull(row.id),
      title: row.title,
      imageUrl: row.imageId ? mediaImageUrl(row.imageId) : row.imageUrl,
      imageId: orNull(row.imageId),
      year: row.year === "" ? null : Number(row.year),
      description: orNull(row.description),
      galleryId: orNull(row.galleryId),
      he: { title: hebrewOrNull(row.titleHe), description: hebrewOrNull(row.descriptionHe) },
    })),
  };
}

/** The image ids a form names (artist and artworks), for the server to look up. */
export function listFormImageIds(values: ArtistFormValues): string[] {
  return [values.imageId, ...values.artworks.map((row) => row.imageId)].filter(Boolean);
}

/** A stored image's id, or "" for an external URL. */
const storedImageId = (record: { image: { id: string } | null; imageUrl: string }) =>
  record.image && record.imageUrl === mediaImageUrl(record.image.id) ? record.image.id : "";

/**
 * The edit form's values from the saved artist. An SEO field that holds its default shows blank,
 * so it follows a renamed artist or a rewritten biography.
 */
export function artistFormValues(artist: Artist, artworks: Artwork[], siteName: string): ArtistFormValues {
  const imageId = storedImageId(artist);
  return {
    name: artist.name,
    bio: artist.bio,
    imageUrl: imageId ? "" : artist.imageUrl,
    imageId,
    website: artist.website ?? "",
    styles: artist.styles.join(", "),
    seoTitle: artist.seo.title === defaultArtistSeoTitle(artist.name, siteName) ? "" : (artist.seo.title ?? ""),
    seoDescription: artist.seo.description === truncate(artist.bio) ? "" : (artist.seo.description ?? ""),
    seoKeywords: artist.seo.keywords.join(", "),
    instagram: artist.socialMedia.instagram ?? "",
    facebook: artist.socialMedia.facebook ?? "",
    twitter: artist.socialMedia.twitter ?? "",
    isFeatured: artist.isFeatured ? "on" : "",
    version: String(artist.updatedAt),
    nameHe: artist.he.name ?? "",
    bioHe: artist.he.bio ?? "",
    seoTitleHe: artist.he.seoTitle ?? "",
    seoDescriptionHe: artist.he.seoDescription ?? "",
    // Blank when no style has a Hebrew name yet; else one entry per style, blank where unnamed.
    stylesHe: artist.stylesHe.some((name) => name !== null) ? artist.stylesHe.map((name) => name ?? "").join(", ") : "",
    artworks: artworks.map((artwork) => {
      const artworkImageId = storedImageId(artwork);
      return {
        id: artwork.id,
        title: artwork.title,
        imageUrl: artworkImageId ? "" : artwork.imageUrl,
        imageId: artworkImageId,
        year: artwork.year === null ? "" : String(artwork.year),
        description: artwork.description ?? "",
        galleryId: artwork.galleryId ?? "",
        titleHe: artwork.he.title ?? "",
        descriptionHe: artwork.he.description ?? "",
      };
    }),
  };
}

/** The new-artist form's values: all blank, no artworks yet. */
export function blankArtistFormValues(): ArtistFormValues {
  const fields = Object.fromEntries(ARTIST_FIELDS.map((field) => [field, ""])) as Record<ArtistField, string>;
  return { ...fields, artworks: [] };
}
