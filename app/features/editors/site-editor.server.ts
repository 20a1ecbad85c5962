import { href } from "react-router";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { SITE_PAGES, SOCIAL_LINKS } from "#app/lib/site-pages.ts";
import { artworkPath } from "#app/lib/urls.ts";
import { getArtworkById, getArtworkBySlugOrId } from "#app/models/artworks.server.ts";
import { getSiteSettings, listSitePages, saveSiteSettings, type SiteInput } from "#app/models/site.server.ts";
import { handleEditorAction, type EditorSave } from "./editor-action.server.ts";
import { hebrewName, type EditorAnswer } from "./editor-kit.ts";
import {
  heroArtworkNotFound,
  pageBodyField,
  pageTitleField,
  parseArtworkReference,
  siteEditor,
  type SiteFormData,
  type SiteFormValues,
} from "./site-editor.ts";

export const siteChanged = () => m.admin_site_changed();

/** What the Site page's form is rendered from: the editors' one answer. */
export type SiteFormState = EditorAnswer<SiteFormValues>;

/** The chosen hero artwork as the form shows it, beside the field. */
export interface HeroChoice {
  title: string;
  artistName: string;
  path: string;
}

/** The form's values for what is stored; null when the settings row is missing. */
export async function siteFormStateOf(): Promise<{ form: SiteFormState; hero: HeroChoice | null } | null> {
  const [settings, pages] = await Promise.all([getSiteSettings(), listSitePages()]);
  if (!settings) return null;
  const hero = settings.heroArtworkId ? await getArtworkById(settings.heroArtworkId) : null;
  const fields: SiteFormValues["fields"] = {
    officeAddress: settings.officeAddress,
    officeAddressHe: settings.officeAddressHe ?? "",
    ...Object.fromEntries(SOCIAL_LINKS.map((link) => [link.key, settings.socialLinks[link.key]])),
    heroArtwork: hero ? artworkPath(hero.slug) : "",
    ...Object.fromEntries(
      SITE_PAGES.flatMap((page) => {
        const stored = pages.find((candidate) => candidate.slug === page.slug);
        return [
          [pageTitleField(page.slug), stored?.title ?? page.label],
          [hebrewName(pageTitleField(page.slug)), stored?.he.title ?? ""],
          [pageBodyField(page.slug), stored?.body ?? ""],
          [hebrewName(pageBodyField(page.slug)), stored?.he.body ?? ""],
        ];
      }),
    ),
    version: String(settings.updatedAt),
  };
  return {
    form: { values: { fields }, errors: {}, status: 200, images: {} },
    hero: hero ? { title: hero.title, artistName: hero.artistName, path: artworkPath(hero.slug) } : null,
  };
}

export const SITE_SAVE: EditorSave<SiteFormValues, SiteFormData, SiteInput, true> = {
  editor: siteEditor,
  noun: "site settings",
  audit: { kind: "site", nameOf: () => null },
  async prepare(checked) {
    if (!checked.isValid) return checked;
    const { heroArtwork, ...rest } = checked.data;
    let heroArtworkId: string | null = null;
    if (heroArtwork !== "") {
      const reference = parseArtworkReference(heroArtwork);
      const artwork = reference ? await getArtworkBySlugOrId(reference) : null;
      if (!artwork) return { isValid: false, errors: { heroArtwork: heroArtworkNotFound() } };
      heroArtworkId = artwork.id;
    }
    return { isValid: true, data: { ...rest, heroArtworkId } };
  },
  async save(input, { version }) {
    await saveSiteSettings(input, { expectedUpdatedAt: version });
    return true;
  },
  savedPath: () => `${href("/admin/site")}?saved=1`,
  messages: {
    changed: siteChanged,
    gone: m.admin_site_gone,
    failure: () => m.admin_site_save_failed(),
  },
};

/** The action of /admin/site. */
export const handleSiteSave = (args: AdminRequest) => handleEditorAction(args, SITE_SAVE, "site");
