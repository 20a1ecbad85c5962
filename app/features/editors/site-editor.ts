import * as z from "zod/mini";
import { m } from "#app/lib/paraglide/messages.js";
import { SITE_PAGES, SOCIAL_LINKS, type SitePageSlug } from "#app/lib/site-pages.ts";
import {
  formText,
  hebrewName,
  hebrewOrNull,
  hebrewText,
  optionalLink,
  optionalText,
  requiredText,
  URL_MAX_LENGTH,
  type EditorCheck,
  type EditorDescription,
  type EditorValues,
  type Text,
} from "./editor-kit.ts";
import { firstErrorPerField } from "#app/lib/validation.ts";

// The Site page's editor, one description for the browser (checks before sending) and the server
// (the authority). Field names: officeAddress, instagram, facebook, twitter, heroArtwork, and
// {about|privacy|terms}Title / …Body for the written pages; a Hebrew version adds "He"
// (officeAddressHe, aboutTitleHe).

export const SITE_LIMITS = {
  officeAddress: 500,
  heroArtwork: URL_MAX_LENGTH,
  pageTitle: 120,
  pageBody: 50_000,
} as const;

export const pageTitleField = (slug: SitePageSlug) => `${slug}Title`;
export const pageBodyField = (slug: SitePageSlug) => `${slug}Body`;

export const SITE_FIELDS = [
  "officeAddress",
  hebrewName("officeAddress"),
  ...SOCIAL_LINKS.map((link) => link.key),
  "heroArtwork",
  ...SITE_PAGES.flatMap((page) => [
    pageTitleField(page.slug),
    hebrewName(pageTitleField(page.slug)),
    pageBodyField(page.slug),
    hebrewName(pageBodyField(page.slug)),
  ]),
  "version",
] as const;

/** Everything the form holds, as typed, by field name (no nested rows). */
export type SiteFormValues = EditorValues;

/** What a valid form says; the hero artwork still as typed (the server finds it). */
export interface SiteFormData {
  officeAddress: string;
  officeAddressHe: string | null;
  socialLinks: Record<(typeof SOCIAL_LINKS)[number]["key"], string>;
  heroArtwork: string;
  pages: { slug: SitePageSlug; title: string; body: string; he: { title: string | null; body: string | null } }[];
}

function readSiteForm(formData: FormData): SiteFormValues {
  return { fields: Object.fromEntries(SITE_FIELDS.map((name) => [name, formText(formData, name)])) };
}

/** What the Site page calls each written page, in the administrator's language. */
export const SITE_PAGE_LABELS: Record<SitePageSlug, Text> = {
  about: m.admin_site_page_about,
  privacy: m.admin_site_page_privacy,
  terms: m.admin_site_page_terms,
};
export const pageTitleLabel = (slug: SitePageSlug) => m.admin_site_page_title_field({ page: SITE_PAGE_LABELS[slug]() });
export const pageTextLabel = (slug: SitePageSlug) => m.admin_site_page_text_field({ page: SITE_PAGE_LABELS[slug]() });

const schema = z.object({
  officeAddress: optionalText(m.admin_site_field_office_address, SITE_LIMITS.officeAddress),
  officeAddressHe: hebrewText(m.admin_site_field_office_address, SITE_LIMITS.officeAddress),
  ...Object.fromEntries(SOCIAL_LINKS.map((link) => [link.key, optionalLink(() => link.label)])),
  heroArtwork: optionalText(m.admin_site_field_hero_artwork, SITE_LIMITS.heroArtwork),
  ...Object.fromEntries(
    SITE_PAGES.flatMap((page) => [
      [pageTitleField(page.slug), requiredText(() => pageTitleLabel(page.slug), SITE_LIMITS.pageTitle)],
      [hebrewName(pageTitleField(page.slug)), hebrewText(() => pageTitleLabel(page.slug), SITE_LIMITS.pageTitle)],
      [pageBodyField(page.slug), optionalText(() => pageTextLabel(page.slug), SITE_LIMITS.pageBody)],
      [hebrewName(pageBodyField(page.slug)), hebrewText(() => pageTextLabel(page.slug), SITE_LIMITS.pageBody)],
    ]),
  ),
});

// Each line trimmed, blank lines dropped: the address is shown line by line.
const addressLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");

/** Checks the whole form; every failing field gets its first message. */
function checkSite(values: SiteFormValues): EditorCheck<SiteFormData> {
  const result = schema.safeParse(values.fields);
  if (!result.success) return { isValid: false, errors: firstErrorPerField(result.error.issues) };
  const data = result.data as Record<string, string>;
  return {
    isValid: true,
    data: {
      officeAddress: addressLines(data.officeAddress!),
      officeAddressHe: hebrewOrNull(addressLines(data.officeAddressHe!)),
      socialLinks: Object.fromEntries(
        SOCIAL_LINKS.map((link) => [link.key, data[link.key]!]),
      ) as SiteFormData["socialLinks"],
      heroArtwork: data.heroArtwork!,
      pages: SITE_PAGES.map((page) => ({
        slug: page.slug,
        title: data[pageTitleField(page.slug)]!,
        body: data[pageBodyField(page.slug)]!.replace(/\r\n?/g, "\n"),
        he: {
          title: hebrewOrNull(data[hebrewName(pageTitleField(page.slug))]!),
          body: hebrewOrNull(data[hebrewName(pageBodyField(page.slug))]!.replace(/\r\n?/g, "\n")),
        },
      })),
    },
  };
}

/** The Site page's editor: its fields, no rows, its checks. */
export const siteEditor: EditorDescription<SiteFormValues, SiteFormData> = {
  fields: SITE_FIELDS,
  lists: [],
  read: readSiteForm,
  blank: () => ({ fields: Object.fromEntries(SITE_FIELDS.map((name) => [name, ""])) }),
  applyRowIntent: (values) => values,
  images: () => [],
  check: checkSite,
};

export const heroArtworkNotFound = () => m.admin_site_hero_not_found();

/**
 * What the hero artwork field names: the last part of an artwork page's address (full, or from
 * /artworks/), or a slug or id typed alone; null when it is no such thing.
 */
export function parseArtworkReference(value: string): string | null {
  const typed = value.trim();
  let path = typed;
  if (/^https?:\/\//i.test(typed)) {
    try {
      path = new URL(typed).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/?(?:artworks\/)?([^/?#\s]+)\/?$/.exec(path);
  if (!match) return null;
  if (path.includes("/") && !/^\/?artworks\//.test(path)) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
