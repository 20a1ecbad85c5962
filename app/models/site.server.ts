import { getDb } from "#app/db/db.server.ts";
import { SITE_PAGES, type SitePageSlug, type SocialLinkKey } from "#app/lib/site-pages.ts";
import { getArtworkById, type ArtworkWithArtist } from "./artworks.server.ts";
import { nextVersion, RecordChangedError, type VersionGuard } from "./versions.server.ts";
import { storedHebrew } from "./hebrew.server.ts";

// What the administrator sets on the Site page: one row of settings (made by its migration, so it
// always exists) and the written pages, one row each once first saved.

export interface SiteSettings {
  /** Lines of the contact page's office address; blank shows none. */
  officeAddress: string;
  /** The office address in Hebrew; null where it is not written. */
  officeAddressHe: string | null;
  /** Each blank when the footer does not show it. */
  socialLinks: Record<SocialLinkKey, string>;
  heroArtworkId: string | null;
  /** The version token of the whole Site page (settings and pages are saved together). */
  updatedAt: number;
}

export interface SitePage {
  slug: SitePageSlug;
  title: string;
  /** Plain text (app/lib/plain-text.ts); blank while the page is not written. */
  body: string;
  /** The page in Hebrew; null where it is not written. */
  he: { title: string | null; body: string | null };
  updatedAt: number;
}

export interface SiteInput {
  officeAddress: string;
  /** Left out, the stored Hebrew address stays as it is. */
  officeAddressHe?: string | null;
  socialLinks: Record<SocialLinkKey, string>;
  heroArtworkId: string | null;
  /** A page's `he` left out keeps its stored Hebrew version. */
  pages: { slug: SitePageSlug; title: string; body: string; he?: { title: string | null; body: string | null } }[];
}

const SETTINGS_ID = 1;
const isSitePageSlug = (slug: string): slug is SitePageSlug => SITE_PAGES.some((page) => page.slug === slug);

/** The settings; null only if their row is missing (a database not migrated by this app). */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const row = await getDb().selectFrom("site_settings").selectAll().where("id", "=", SETTINGS_ID).executeTakeFirst();
  if (!row) return null;
  return {
    officeAddress: row.office_address,
    officeAddressHe: row.office_address_he,
    socialLinks: { instagram: row.instagram_url, facebook: row.facebook_url, twitter: row.twitter_url },
    heroArtworkId: row.hero_artwork_id,
    updatedAt: Number(row.updated_at),
  };
}

/** Every page saved so far, written or not, in the footer's order. */
export async function listSitePages(): Promise<SitePage[]> {
  const rows = await getDb().selectFrom("site_pages").selectAll().execute();
  const pages = rows.flatMap((row) =>
    isSitePageSlug(row.slug)
      ? [
          {
            slug: row.slug,
            title: row.title,
            body: row.body,
            he: { title: row.title_he, body: row.body_he },
            updatedAt: Number(row.updated_at),
          },
        ]
      : [],
  );
  const order = (slug: string) => SITE_PAGES.findIndex((page) => page.slug === slug);
  return pages.sort((a, b) => order(a.slug) - order(b.slug));
}

/** The pages that are written (have text): what the footer links and the sitemap lists. */
export async function listPublishedSitePages(): Promise<SitePage[]> {
  return (await listSitePages()).filter((page) => page.body.trim() !== "");
}

/** A written page, or null while it has no text. */
export async function getPublishedSitePage(slug: SitePageSlug): Promise<SitePage | null> {
  const row = await getDb().selectFrom("site_pages").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row || row.body.trim() === "") return null;
  return {
    slug,
    title: row.title,
    body: row.body,
    he: { title: row.title_he, body: row.body_he },
    updatedAt: Number(row.updated_at),
  };
}

/** The artwork the home hero shows, or null for the stock picture (none chosen, or its artist is gone). */
export async function getHeroArtwork(): Promise<ArtworkWithArtist | null> {
  const row = await getDb()
    .selectFrom("site_settings")
    .select("hero_artwork_id")
    .where("id", "=", SETTINGS_ID)
    .executeTakeFirst();
  return row?.hero_artwork_id ? getArtworkById(row.hero_artwork_id) : null;
}

/**
 * Saves the settings and the pages together, guarded by the settings' version: a save over
 * someone else's throws RecordChangedError and writes nothing. A page's own time moves only when
 * its title or text changed.
 */
export async function saveSiteSettings(input: SiteInput, guard: VersionGuard & { now?: number } = {}): Promise<void> {
  const now = guard.now ?? Date.now();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("site_settings")
        .select("updated_at")
        .where("id", "=", SETTINGS_ID)
        .executeTakeFirst();
      if (!current) throw new Error("The site settings row is missing");
      const previous = Number(current.updated_at);
      if (guard.expectedUpdatedAt !== undefined && previous !== guard.expectedUpdatedAt) throw new RecordChangedError();
      let update = trx
        .updateTable("site_settings")
        .set({
          office_address: input.officeAddress,
          ...(input.officeAddressHe !== undefined && { office_address_he: storedHebrew(input.officeAddressHe) }),
          instagram_url: input.socialLinks.instagram,
          facebook_url: input.socialLinks.facebook,
          twitter_url: input.socialLinks.twitter,
          hero_artwork_id: input.heroArtworkId,
          updated_at: nextVersion(previous, now),
        })
        .where("id", "=", SETTINGS_ID);
      // The UPDATE checks the version itself: a save that committed after the read above is seen.
      if (guard.expectedUpdatedAt !== undefined) update = update.where("updated_at", "=", guard.expectedUpdatedAt);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new RecordChangedError();

      const stored = new Map(
        (await trx.selectFrom("site_pages").selectAll().execute()).map((row) => [row.slug, row] as const),
      );
      for (const page of input.pages) {
        const before = stored.get(page.slug);
        const hebrew = page.he && { title_he: storedHebrew(page.he.title), body_he: storedHebrew(page.he.body) };
        const isHebrewSame = !hebrew || (before?.title_he === hebrew.title_he && before?.body_he === hebrew.body_he);
        if (before && before.title === page.title && before.body === page.body && isHebrewSame) continue;
        const texts = { title: page.title, body: page.body, ...hebrew, updated_at: now };
        await trx
          .insertInto("site_pages")
          .values({ slug: page.slug, ...texts })
          .onConflict((oc) => oc.column("slug").doUpdateSet(texts))
          .execute();
      }
    });
}
