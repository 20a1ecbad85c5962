import * as z from "zod/mini";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { defaultArtistSeoTitle, truncate } from "#app/features/seo/seo.ts";
import type { Artist, ArtistInput } from "#app/models/artists.server.ts";
import type { ArtistArtworkInput, Artwork } from "#app/models/artworks.server.ts";
import {
  formText,
  hebrewOrNull,
  hebrewText,
  imageProblem,
  optionalLink,
  optionalText,
  requiredText,
  storedImageId,
  URL_MAX_LENGTH,
  type EditorAnswer,
  type EditorDescription,
  type EditorValues,
  type Text,
} from "./editor-kit.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { applyRowIntent } from "./row-list.ts";
import {
  ARTWORK_LIST,
  ARTWORK_ROWS_MAX,
  artworkFieldName,
  artworkRowValues,
  checkArtworkRows,
  emptyArtworkRow,
  readArtworkRows,
  toArtworkInput,
  type ArtworkRow,
  type ArtworkRowValues,
} from "./artwork-rows.ts";
import { firstErrorPerField, type FieldErrors } from "#app/lib/validation.ts";

// The artist editor, one description for the browser (checks before sending) and the server (the
// authority): the artist's fields, and its artworks as nested rows (artwork-rows.ts).

export const ARTIST_LIMITS = {
  name: 100,
  bio: 5000,
  url: URL_MAX_LENGTH,
  list: 1000,
  seoTitle: 200,
  seoDescription: 500,
  artworks: ARTWORK_ROWS_MAX,
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

/** What the artist editor holds, as typed: sent back with every refusal so nothing is lost. */
export interface ArtistFormValues extends EditorValues<ArtistField> {
  artworks: ArtworkRowValues[];
}

/** What the artist editor is rendered from, and what its action answers. */
export type ArtistFormAnswer = EditorAnswer<ArtistFormValues>;

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

const list = (label: Text) => optionalText(label, ARTIST_LIMITS.list);

export const artistFieldsSchema = z.object({
  name: requiredText(m.admin_artist_field_name, ARTIST_LIMITS.name),
  bio: requiredText(m.admin_artist_field_bio, ARTIST_LIMITS.bio),
  imageUrl: z.string().check(z.trim(), z.maxLength(ARTIST_LIMITS.url, { error: m.admin_image_url_too_long })),
  imageId: z.string().check(z.maxLength(64, { error: m.admin_image_not_ours })),
  website: optionalLink(m.admin_link_name_website),
  styles: list(m.admin_artist_field_styles),
  seoTitle: optionalText(m.admin_field_seo_title, ARTIST_LIMITS.seoTitle),
  seoDescription: optionalText(m.admin_field_seo_description, ARTIST_LIMITS.seoDescription),
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

/** What a valid artist form says: its fields checked, and the artworks that are not blank new rows. */
export interface ArtistFormData {
  fields: z.output<typeof artistFieldsSchema>;
  artworks: ArtworkRow[];
}

/** Checks the whole form. Errors are keyed by form name (artworks.1.title for a row's field). */
function checkArtist(values: ArtistFormValues) {
  const errors: FieldErrors = {};
  const fields = artistFieldsSchema.safeParse(values.fields);
  if (!fields.success) Object.assign(errors, firstErrorPerField(fields.error.issues));
  const image = imageProblem(values.fields.imageUrl.trim(), values.fields.imageId);
  if (image) errors.imageUrl ??= image;
  const styleCount = splitList(values.fields.styles).length;
  const stylesHe = splitAlignedList(values.fields.stylesHe, styleCount);
  if (stylesHe.length > 0 && stylesHe.length !== styleCount) errors.stylesHe ??= m.admin_artist_styles_he_count();
  const artworks = checkArtworkRows(values.artworks, errors);
  if (Object.keys(errors).length > 0 || !fields.success) return { isValid: false as const, errors };
  return { isValid: true as const, data: { fields: fields.data, artworks } };
}

/** The model's input from a checked form; blank SEO fields stay blank (the pages default them). */
export function toArtistInput({ fields, artworks }: ArtistFormData): ArtistInput & { artworks: ArtistArtworkInput[] } {
  const orNull = (value: string) => (value === "" ? null : value);
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
    // Blank SEO fields stay null: the page fills in its default title and description, so they follow a rename.
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
    artworks: artworks.map(toArtworkInput),
  };
}

/**
 * The edit form's values from the saved artist. An SEO field that holds its default shows blank,
 * so it follows a renamed artist or a rewritten biography.
 */
export function artistFormValues(artist: Artist, artworks: Artwork[], siteName: string): ArtistFormValues {
  const imageId = storedImageId(artist);
  return {
    fields: {
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
      stylesHe: artist.stylesHe.some((name) => name !== null)
        ? artist.stylesHe.map((name) => name ?? "").join(", ")
        : "",
    },
    artworks: artworks.map(artworkRowValues),
  };
}

const textFields = (read: (name: ArtistField) => string) =>
  Object.fromEntries(ARTIST_FIELDS.map((field) => [field, read(field)])) as Record<ArtistField, string>;

/** The artist editor: its fields, its artworks, its checks. */
export const artistEditor: EditorDescription<ArtistFormValues, ArtistFormData> = {
  fields: ARTIST_FIELDS,
  lists: [ARTWORK_LIST],
  read: (formData) => ({
    fields: textFields((name) => formText(formData, name)),
    artworks: readArtworkRows(formData),
  }),
  blank: () => ({ fields: textFields(() => ""), artworks: [] }),
  applyRowIntent: (values, intent) => ({
    ...values,
    artworks: applyRowIntent(values.artworks, intent, emptyArtworkRow),
  }),
  images: (values) => [
    ...(values.fields.imageId ? [{ imageId: values.fields.imageId, field: "imageUrl" }] : []),
    ...values.artworks.flatMap((row, index) =>
      row.imageId ? [{ imageId: row.imageId, field: artworkFieldName(index, "imageUrl") }] : [],
    ),
  ],
  check: checkArtist,
};
