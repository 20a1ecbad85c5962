import * as z from "zod/mini";
import {
  AVAILABILITIES,
  EDITION_KINDS,
  FACT_LIMITS,
  MEDIA,
  isAvailability,
  isMedium,
  type ArtworkFacts,
} from "#app/lib/artwork-facts.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import type { ArtistArtworkInput, Artwork } from "#app/models/artworks.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  formText,
  hebrewOrNull,
  hebrewText,
  imageProblem,
  optionalText,
  storedImageId,
  URL_MAX_LENGTH,
  type Text,
} from "./editor-kit.ts";
import { firstErrorPerField, type FieldErrors } from "#app/lib/validation.ts";

// The artist editor's nested rows: the artist's artworks, each a row of fields named
// artworks.{index}.{field}, with the facts a collector decides by.

export const ARTWORK_LIMITS = {
  title: 200,
  description: 2000,
  url: URL_MAX_LENGTH,
  /** More rows than an artist form can sensibly hold are not read. */
  rows: 500,
} as const;

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

/** The artist editor's one row list: its artworks. */
export const ARTWORK_LIST = "artwork";

/** The start of every form name of one artwork row. */
export const artworkFieldPrefix = (index: number) => `artworks.${index}.`;

/** The form name of an artwork row's field. */
export function artworkFieldName(index: number, field: ArtworkField | "image"): string {
  return `${artworkFieldPrefix(index)}${field}`;
}

const ARTWORK_NAME = /^artworks\.(\d{1,6})\.(\w+)$/;

export function emptyArtworkRow(): ArtworkRowValues {
  const row = Object.fromEntries(ARTWORK_FIELDS.map((field) => [field, ""])) as ArtworkRowValues;
  return { ...row, availability: "for-sale" };
}

/** The artwork rows of a posted form, in their order. */
export function readArtworkRows(formData: FormData): ArtworkRowValues[] {
  const rows = new Map<number, ArtworkRowValues>();
  for (const key of formData.keys()) {
    const match = ARTWORK_NAME.exec(key);
    if (!match || !(ARTWORK_FIELDS as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, emptyArtworkRow());
    rows.get(index)![match[2] as ArtworkField] = formText(formData, key);
  }
  // Never cut short: a row left out would be an artwork deleted on save. Too many are refused instead.
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** yes / no, or blank for "not known". */
export const FLAG_CHOICES = ["yes", "no"] as const;

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

const imageUrlField = () =>
  z.string().check(z.trim(), z.maxLength(ARTWORK_LIMITS.url, { error: m.admin_image_url_too_long }));

export const artworkRowSchema = z.object({
  id: z.string(),
  title: optionalText(m.admin_artwork_field_title, ARTWORK_LIMITS.title),
  imageUrl: imageUrlField(),
  imageId: z.string().check(z.maxLength(64, { error: m.admin_image_not_ours })),
  year: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || /^\d{1,4}$/.test(value), { error: m.admin_year_number }),
  ),
  description: optionalText(m.admin_artwork_field_description, ARTWORK_LIMITS.description),
  galleryId: z.string(),
  titleHe: hebrewText(m.admin_artwork_field_title, ARTWORK_LIMITS.title),
  descriptionHe: hebrewText(m.admin_artwork_field_description, ARTWORK_LIMITS.description),
  medium: choice(MEDIA, true),
  materials: optionalText(m.admin_artwork_field_materials, FACT_LIMITS.materials),
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

export type ArtworkRow = z.output<typeof artworkRowSchema>;

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

/** A new row left blank is not an artwork: it is ignored (one with anything typed is checked). */
function isUntouchedNewRow(row: ArtworkRowValues): boolean {
  // Availability always holds a choice, so it says nothing about whether the row was touched.
  return ARTWORK_FIELDS.every((field) => field === "availability" || row[field].trim() === "");
}

/** Checks the rows, adding their errors (keyed artworks.1.title); the rows that read well, blank new ones left out. */
export function checkArtworkRows(rows: readonly ArtworkRowValues[], errors: FieldErrors): ArtworkRow[] {
  const artworks: ArtworkRow[] = [];
  rows.forEach((row, index) => {
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
    checkFactRelations(row, name, errors);
  });
  if (rows.length > ARTWORK_LIMITS.rows) {
    errors[artworkFieldName(ARTWORK_LIMITS.rows, "title")] ??= m.admin_artist_too_many_artworks({
      max: ARTWORK_LIMITS.rows,
    });
  }
  return artworks;
}

/** The rows naming a gallery not among `galleryIds` (those that exist: only the server knows). */
export function unknownGalleryErrors(rows: readonly ArtworkRowValues[], galleryIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    if (row.galleryId !== "" && !galleryIds.has(row.galleryId)) {
      errors[artworkFieldName(index, "galleryId")] = m.admin_choose_gallery();
    }
  });
  return errors;
}

const orNull = (value: string) => (value === "" ? null : value);
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

/** A checked row as the artworks model takes it. */
export function toArtworkInput(row: ArtworkRow): ArtistArtworkInput {
  return {
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
  };
}

/** A saved artwork as its row's fields show it. */
export function artworkRowValues(artwork: Artwork): ArtworkRowValues {
  const { facts } = artwork;
  const number = (value: number | null) => (value === null ? "" : String(value));
  const imageId = storedImageId(artwork);
  return {
    id: artwork.id,
    title: artwork.title,
    imageUrl: imageId ? "" : artwork.imageUrl,
    imageId,
    year: artwork.year === null ? "" : String(artwork.year),
    description: artwork.description ?? "",
    galleryId: artwork.galleryId ?? "",
    titleHe: artwork.he.title ?? "",
    descriptionHe: artwork.he.description ?? "",
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
