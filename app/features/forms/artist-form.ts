import * as z from "zod/mini";
import { isHttpUrl } from "./checks.ts";
import {
  AVAILABILITIES,
  EDITION_KINDS,
  FACT_LIMITS,
  MEDIA,
  isAvailability,
  isMedium,
  type ArtworkFacts,
} from "#app/lib/artwork-facts.ts";
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
  "medium",
  "materials",
  "materialsHe",
  "heightCm",
  "widthCm",
  "depthCm",
  "edition",
  "editionNumber",
  "editionSize",
  "framed",
  "signed",
  "certificate",
  "availability",
  "priceIls",
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
  const row = Object.fromEntries(ARTWORK_FIELDS.map((field) => [field, ""])) as ArtworkRowValues;
  return { ...row, availability: "for-sale" };
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

/** yes / no, or blank for "not known". */
export const FLAG_CHOICES = ["yes", "no"] as const;

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
  medium: choice(MEDIA, true),
  materials: optional(m.admin_artwork_field_materials, FACT_LIMITS.materials),
  materialsHe: hebrewText(m.admin_artwork_field_materials, FACT_LIMITS.materials),
  heightCm: centimetres(m.admin_artwork_field_height),
  widthCm: centimetres(m.admin_artwork_field_width),
  depthCm: centimetres(m.admin_artwork_field_depth),
  edition: choice(EDITION_KINDS, true),
  editionNumber: z.string().check(z.trim()),
  editionSize: z.string().check(z.trim()),
  framed: choice(FLAG_CHOICES, true),
  signed: choice(FLAG_CHOICES, true),
  certificate: choice(FLAG_CHOICES, true),
  availability: choice(AVAILABILITIES, false),
  priceIls: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || parsePrice(value) !== null, { error: m.admin_artwork_price_invalid }),
  ),
});

/** One of a fixed list's values; blank too where the field may be left unstated. */
function choice(values: readonly string[], isBlankAllowed: boolean) {
  return z.string().check(
    z.refine((value) => (isBlankAllowed && value === "") || values.includes(value), {
      error: m.admin_choose_from_list,
    }),
  );
}

/** Centimetres as typed: blank, or a number above 0 up to the limit, with at most one decimal. */
export function parseCentimetres(value: string): number | null {
  const text = value.trim().replace(",", ".");
  if (!/^\d{1,5}(\.\d)?$/.test(text)) return null;
  const number = Number(text);
  return number > 0 && number <= FACT_LIMITS.centimetres ? number : null;
}

function centimetres(label: Text) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value === "" || parseCentimetres(value) !== null, {
      error: () => m.admin_artwork_dimension_invalid({ field: label().replace(/\s*\(.*\)$/, "") }),
    }),
  );
}

/** Whole shekels as typed ("12500", "12,500", "₪12,500"), or null when not a price the site takes. */
export function parsePrice(value: string): number | null {
  const text = value.replace(/[₪\s]/g, "");
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(text)) return null;
  const number = Number(text.replaceAll(",", ""));
  return number >= 1 && number <= FACT_LIMITS.priceIls ? number : null;
}

/** A whole number from 1 to the edition limit, or null. */
function parseEditionCount(value: string): number | null {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 && number <= FACT_LIMITS.editionSize ? number : null;
}

/** The checks between a row's facts, once each field reads well on its own. */
function checkFactRelations(row: ArtworkRowValues, name: (field: ArtworkField) => string, errors: FieldErrors) {
  const has = (field: ArtworkField) => row[field].trim() !== "";
  if (has("heightCm") !== has("widthCm"))
    errors[name(has("heightCm") ? "widthCm" : "heightCm")] ??= m.admin_artwork_dimensions_pair();
  else if (has("depthCm") && !has("heightCm")) errors[name("depthCm")] ??= m.admin_artwork_depth_alone();
  if (row.edition === "edition") {
    const number = parseEditionCount(row.editionNumber);
    const size = parseEditionCount(row.editionSize);
    if (number === null) errors[name("editionNumber")] ??= m.admin_artwork_edition_numbers();
    if (size === null) errors[name("editionSize")] ??= m.admin_artwork_edition_numbers();
    if (number !== null && size !== null && number > size) {
      errors[name("editionNumber")] ??= m.admin_artwork_edition_over({ number, size });
    }
  } else if (has("editionNumber") || has("editionSize")) {
    errors[name("edition")] ??= m.admin_artwork_edition_needs_kind();
  }
  if (row.availability === "not-for-sale" && has("priceIls")) {
    errors[name("priceIls")] ??= m.admin_artwork_price_not_for_sale();
  }
}

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
  // Availability always holds a choice, so it says nothing about whether the row was touched.
  return ARTWORK_FIELDS.every((field) => field === "availability" || row[field].trim() === "");
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
    checkFactRelations(row, name, errors);
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
      facts: toArtworkFacts(row),
      he: {
        title: hebrewOrNull(row.titleHe),
        description: hebrewOrNull(row.descriptionHe),
        materials: hebrewOrNull(row.materialsHe),
      },
    })),
  };
}

const flagOf = (value: string) => (value === "" ? null : value === "yes");
const flagText = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

/** A checked row's facts as the models take them. */
function toArtworkFacts(row: ArtworkRow): ArtworkFacts {
  const size = (value: string) => (value === "" ? null : parseCentimetres(value));
  return {
    medium: isMedium(row.medium) ? row.medium : null,
    materials: orNull(row.materials),
    heightCm: size(row.heightCm),
    widthCm: size(row.widthCm),
    depthCm: size(row.depthCm),
    edition:
      row.edition === "unique"
        ? { kind: "unique" }
        : row.edition === "edition"
          ? { kind: "edition", number: Number(row.editionNumber), size: Number(row.editionSize) }
          : null,
    isFramed: flagOf(row.framed),
    isSigned: flagOf(row.signed),
    hasCertificate: flagOf(row.certificate),
    availability: isAvailability(row.availability) ? row.availability : "for-sale",
    priceIls: row.priceIls === "" ? null : parsePrice(row.priceIls),
  };
}

/** An artwork's facts as the form's fields show them. */
function factFormValues(artwork: Artwork) {
  const { facts } = artwork;
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    medium: facts.medium ?? "",
    materials: facts.materials ?? "",
    materialsHe: artwork.he.materials ?? "",
    heightCm: number(facts.heightCm),
    widthCm: number(facts.widthCm),
    depthCm: number(facts.depthCm),
    edition: facts.edition?.kind ?? "",
    editionNumber: facts.edition?.kind === "edition" ? String(facts.edition.number) : "",
    editionSize: facts.edition?.kind === "edition" ? String(facts.edition.size) : "",
    framed: flagText(facts.isFramed),
    signed: flagText(facts.isSigned),
    certificate: flagText(facts.hasCertificate),
    availability: facts.availability,
    priceIls: number(facts.priceIls),
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
        ...factFormValues(artwork),
      };
    }),
  };
}

/** The new-artist form's values: all blank, no artworks yet. */
export function blankArtistFormValues(): ArtistFormValues {
  const fields = Object.fromEntries(ARTIST_FIELDS.map((field) => [field, ""])) as Record<ArtistField, string>;
  return { ...fields, artworks: [] };
}
