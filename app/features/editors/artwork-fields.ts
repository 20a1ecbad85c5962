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
import type { Artwork, ArtworkInput } from "#app/models/artworks.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  hebrewOrNull,
  hebrewText,
  imageProblem,
  optionalText,
  storedImageId,
  URL_MAX_LENGTH,
  type Text,
} from "./editor-kit.ts";
import { firstErrorPerField, type FieldErrors } from "#app/lib/validation.ts";

// One artwork's fields and checks, wherever it is edited: a row of the artist editor
// (artwork-rows.ts) and the artwork's own editor (artwork-editor.ts) say the same things of it.

export const ARTWORK_LIMITS = {
  title: 200,
  description: 2000,
  url: URL_MAX_LENGTH,
} as const;

/** An artwork's fields as typed, by their own names (a row puts its prefix before them). */
export const ARTWORK_FIELDS = [
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
export type ArtworkValues = Record<ArtworkField, string>;

/** A new artwork's values: nothing typed, and for sale (availability always holds a choice). */
export function blankArtworkValues(): ArtworkValues {
  const values = Object.fromEntries(ARTWORK_FIELDS.map((field) => [field, ""])) as ArtworkValues;
  return { ...values, availability: "for-sale" };
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

export const artworkSchema = z.object({
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

/** An artwork's values once every field reads well. */
export type CheckedArtwork = z.output<typeof artworkSchema>;

/** The checks between an artwork's facts, once each field reads well on its own. */
function checkFactRelations(values: ArtworkValues, name: (field: ArtworkField) => string, errors: FieldErrors) {
  const has = (field: ArtworkField) => values[field].trim() !== "";
  if (has("heightCm") !== has("widthCm"))
    errors[name(has("heightCm") ? "widthCm" : "heightCm")] ??= m.admin_artwork_dimensions_pair();
  else if (has("depthCm") && !has("heightCm")) errors[name("depthCm")] ??= m.admin_artwork_depth_alone();
  if (values.edition === "edition") {
    const number = parseEditionCount(values.editionNumber);
    const size = parseEditionCount(values.editionSize);
    if (number === null) errors[name("editionNumber")] ??= m.admin_artwork_edition_numbers();
    if (size === null) errors[name("editionSize")] ??= m.admin_artwork_edition_numbers();
    if (number !== null && size !== null && number > size) {
      errors[name("editionNumber")] ??= m.admin_artwork_edition_over({ number, size });
    }
  } else if (has("editionNumber") || has("editionSize")) {
    errors[name("edition")] ??= m.admin_artwork_edition_needs_kind();
  }
  if (values.availability === "not-for-sale" && has("priceIls")) {
    errors[name("priceIls")] ??= m.admin_artwork_price_not_for_sale();
  }
}

/**
 * Checks one artwork, adding each failing field's first message under its form name (`name`);
 * the checked values when every field reads well on its own (the relations may still fail).
 */
export function checkArtworkValues(
  values: ArtworkValues,
  name: (field: ArtworkField) => string,
  errors: FieldErrors,
): CheckedArtwork | null {
  const parsed = artworkSchema.safeParse(values);
  if (!parsed.success) {
    Object.assign(
      errors,
      firstErrorPerField(parsed.error.issues, (field) => name(field as ArtworkField)),
    );
  }
  if (values.title.trim() === "") errors[name("title")] ??= m.admin_title_required();
  const image = imageProblem(values.imageUrl.trim(), values.imageId);
  if (image) errors[name("imageUrl")] ??= image;
  checkFactRelations(values, name, errors);
  return parsed.success ? parsed.data : null;
}

/** Which of `galleryIds` (those that exist: only the server knows) the values do not name: its error, or null. */
export function unknownGalleryError(values: Pick<ArtworkValues, "galleryId">, galleryIds: ReadonlySet<string>) {
  return values.galleryId !== "" && !galleryIds.has(values.galleryId) ? m.admin_choose_gallery() : null;
}

const orNull = (value: string) => (value === "" ? null : value);
const flagOf = (value: string) => (value === "" ? null : value === "yes");
const flagText = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

/** A checked artwork's facts as the models take them. */
function toArtworkFacts(checked: CheckedArtwork): ArtworkFacts {
  const size = (value: string) => (value === "" ? null : parseCentimetres(value));
  return {
    medium: isMedium(checked.medium) ? checked.medium : null,
    materials: orNull(checked.materials),
    heightCm: size(checked.heightCm),
    widthCm: size(checked.widthCm),
    depthCm: size(checked.depthCm),
    edition:
      checked.edition === "unique"
        ? { kind: "unique" }
        : checked.edition === "edition"
          ? { kind: "edition", number: Number(checked.editionNumber), size: Number(checked.editionSize) }
          : null,
    isFramed: flagOf(checked.framed),
    isSigned: flagOf(checked.signed),
    hasCertificate: flagOf(checked.certificate),
    availability: isAvailability(checked.availability) ? checked.availability : "for-sale",
    priceIls: checked.priceIls === "" ? null : parsePrice(checked.priceIls),
  };
}

/** A checked artwork as the artworks model takes it, but for whose it is (its artist). */
export function toArtworkContent(checked: CheckedArtwork): Omit<ArtworkInput, "artistId"> {
  return {
    title: checked.title,
    imageUrl: checked.imageId ? mediaImageUrl(checked.imageId) : checked.imageUrl,
    imageId: orNull(checked.imageId),
    year: checked.year === "" ? null : Number(checked.year),
    description: orNull(checked.description),
    galleryId: orNull(checked.galleryId),
    facts: toArtworkFacts(checked),
    he: {
      title: hebrewOrNull(checked.titleHe),
      description: hebrewOrNull(checked.descriptionHe),
      materials: hebrewOrNull(checked.materialsHe),
    },
  };
}

/** A saved artwork as its fields show it. */
export function artworkValuesOf(artwork: Artwork): ArtworkValues {
  const { facts } = artwork;
  const number = (value: number | null) => (value === null ? "" : String(value));
  const imageId = storedImageId(artwork);
  return {
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
