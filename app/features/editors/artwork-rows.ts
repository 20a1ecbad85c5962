import type { ArtistArtworkInput, Artwork } from "#app/models/artworks.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { formText } from "./editor-kit.ts";
import {
  ARTWORK_FIELDS,
  artworkValuesOf,
  blankArtworkValues,
  checkArtworkValues,
  toArtworkContent,
  unknownGalleryError,
  type ArtworkField,
  type ArtworkValues,
  type CheckedArtwork,
} from "./artwork-fields.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

// The artist editor's nested rows: the artist's artworks, each a row of fields named
// artworks.{index}.{field}: an artwork's fields (artwork-fields.ts) and, once saved, its id.

/** More rows than an artist form can sensibly hold are not read. */
export const ARTWORK_ROWS_MAX = 500;

export const ARTWORK_ROW_FIELDS = ["id", ...ARTWORK_FIELDS] as const;
export type ArtworkRowField = (typeof ARTWORK_ROW_FIELDS)[number];
export type ArtworkRowValues = ArtworkValues & { id: string };

/** The artist editor's one row list: its artworks. */
export const ARTWORK_LIST = "artwork";

/** The start of every form name of one artwork row. */
export const artworkFieldPrefix = (index: number) => `artworks.${index}.`;

/** The form name of an artwork row's field. */
export function artworkFieldName(index: number, field: ArtworkRowField | "image"): string {
  return `${artworkFieldPrefix(index)}${field}`;
}

const ARTWORK_NAME = /^artworks\.(\d{1,6})\.(\w+)$/;

export function emptyArtworkRow(): ArtworkRowValues {
  return { id: "", ...blankArtworkValues() };
}

/** The artwork rows of a posted form, in their order. */
export function readArtworkRows(formData: FormData): ArtworkRowValues[] {
  const rows = new Map<number, ArtworkRowValues>();
  for (const key of formData.keys()) {
    const match = ARTWORK_NAME.exec(key);
    if (!match || !(ARTWORK_ROW_FIELDS as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, emptyArtworkRow());
    rows.get(index)![match[2] as ArtworkRowField] = formText(formData, key);
  }
  // Never cut short: a row left out would be an artwork deleted on save. Too many are refused instead.
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A checked row: its artwork's checked values, and its id ("" for a new one). */
export type ArtworkRow = CheckedArtwork & { id: string };

/** A new row left blank is not an artwork: it is ignored (one with anything typed is checked). */
function isUntouchedNewRow(row: ArtworkRowValues): boolean {
  // Availability always holds a choice, so it says nothing about whether the row was touched.
  return ARTWORK_ROW_FIELDS.every((field) => field === "availability" || row[field].trim() === "");
}

/** Checks the rows, adding their errors (keyed artworks.1.title); the rows that read well, blank new ones left out. */
export function checkArtworkRows(rows: readonly ArtworkRowValues[], errors: FieldErrors): ArtworkRow[] {
  const artworks: ArtworkRow[] = [];
  rows.forEach((row, index) => {
    if (isUntouchedNewRow(row)) return;
    const checked = checkArtworkValues(row, (field: ArtworkField) => artworkFieldName(index, field), errors);
    if (checked) artworks.push({ ...checked, id: row.id });
  });
  if (rows.length > ARTWORK_ROWS_MAX) {
    errors[artworkFieldName(ARTWORK_ROWS_MAX, "title")] ??= m.admin_artist_too_many_artworks({
      max: ARTWORK_ROWS_MAX,
    });
  }
  return artworks;
}

/** The rows naming a gallery not among `galleryIds` (those that exist: only the server knows). */
export function unknownGalleryErrors(rows: readonly ArtworkRowValues[], galleryIds: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const error = unknownGalleryError(row, galleryIds);
    if (error) errors[artworkFieldName(index, "galleryId")] = error;
  });
  return errors;
}

/** A checked row as the artworks model takes it. */
export function toArtworkInput(row: ArtworkRow): ArtistArtworkInput {
  return { id: row.id === "" ? null : row.id, ...toArtworkContent(row) };
}

/** A saved artwork as its row's fields show it. */
export function artworkRowValues(artwork: Artwork): ArtworkRowValues {
  return { id: artwork.id, ...artworkValuesOf(artwork) };
}
