import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist, deleteArtist } from "./artists.server.ts";
import { createArtwork, deleteArtwork } from "./artworks.server.ts";
import { getPageGeneration } from "./page-generation.server.ts";
import {
  getHeroArtwork,
  getPublishedSitePage,
  getSiteSettings,
  listPublishedSitePages,
  listSitePages,
  saveSiteSettings,
  type SiteInput,
} from "./site.server.ts";
import { RecordChangedError } from "./versions.server.ts";

const input = (overrides: Partial<SiteInput> = {}): SiteInput => ({
  officeAddress: "1 Gallery Lane\nHaifa",
  socialLinks: { instagram: "https://instagram.com/omanut", facebook: "", twitter: "https://x.com/omanut" },
  heroArtworkId: null,
  pages: [
    { slug: "about", title: "About Us", body: "We show Israeli art." },
    { slug: "privacy", title: "Privacy Policy", body: "" },
    { slug: "terms", title: "Terms of Service", body: "" },
  ],
  ...overrides,
});

describeEachEngine("site settings", () => {
  it("starts with no made-up facts: no address, no links, only the privacy page written, in both languages", async () => {
    expect(await getSiteSettings()).toMatchObject({
      officeAddress: "",
      officeAddressHe: null,
      socialLinks: { instagram: "", facebook: "", twitter: "" },
      heroArtworkId: null,
    });
    expect((await listSitePages()).map((page) => page.slug)).toEqual(["privacy"]);
    const privacy = await getPublishedSitePage("privacy");
    expect(privacy).toMatchObject({ title: "Privacy Policy", he: { title: "מדיניות פרטיות" } });
    expect(privacy?.body).toContain("phone number");
    expect(privacy?.he.body).toContain("עוגיות");
    expect(await getPublishedSitePage("about")).toBeNull();
    expect(await getHeroArtwork()).toBeNull();
  });

  it("saves settings and pages together, moves the version and the page generation", async () => {
    const before = (await getSiteSettings())!;
    const generation = await getPageGeneration();
    await saveSiteSettings(input(), { expectedUpdatedAt: before.updatedAt, now: 5_000 });
    const after = (await getSiteSettings())!;
    expect(after).toMatchObject({ officeAddress: "1 Gallery Lane\nHaifa", socialLinks: input().socialLinks });
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt);
    expect(await getPageGeneration()).toBeGreaterThan(generation);
    expect((await listSitePages()).map((page) => page.slug)).toEqual(["about", "privacy", "terms"]);
    expect((await listPublishedSitePages()).map((page) => page.slug)).toEqual(["about"]);
    expect(await getPublishedSitePage("about")).toMatchObject({ title: "About Us", body: "We show Israeli art." });
    expect(await getPublishedSitePage("privacy")).toBeNull();
  });

  it("moves a page's time only when it changed", async () => {
    const first = (await getSiteSettings())!;
    await saveSiteSettings(input(), { expectedUpdatedAt: first.updatedAt, now: 5_000 });
    const second = (await getSiteSettings())!;
    const changed = input({
      pages: [
        { slug: "about", title: "About Us", body: "We show Israeli art." },
        { slug: "privacy", title: "Privacy Policy", body: "We keep little." },
        { slug: "terms", title: "Terms of Service", body: "" },
      ],
    });
    await saveSiteSettings(changed, { expectedUpdatedAt: second.updatedAt, now: 9_000 });
    const times = Object.fromEntries((await listSitePages()).map((page) => [page.slug, page.updatedAt]));
    expect(times).toEqual({ about: 5_000, privacy: 9_000, terms: 5_000 });
  });

  it("refuses a save over someone else's and writes nothing", async () => {
    const opened = (await getSiteSettings())!;
    await saveSiteSettings(input(), { expectedUpdatedAt: opened.updatedAt });
    await expect(
      saveSiteSettings(input({ officeAddress: "Stale tab" }), { expectedUpdatedAt: opened.updatedAt }),
    ).rejects.toBeInstanceOf(RecordChangedError);
    expect((await getSiteSettings())!.officeAddress).toBe("1 Gallery Lane\nHaifa");
  });

  it("shows the chosen hero artwork until it or its artist is gone", async () => {
    const artist = await createArtist({ name: "Hero Artist", bio: "Paints.", imageUrl: "/images/stock-artist.jpg" });
    const artwork = await createArtwork({ title: "Hero Work", imageUrl: "/images/hero.jpg", artistId: artist.id });
    const opened = (await getSiteSettings())!;
    await saveSiteSettings(input({ heroArtworkId: artwork.id }), { expectedUpdatedAt: opened.updatedAt });
    expect(await getHeroArtwork()).toMatchObject({ title: "Hero Work", artistName: "Hero Artist" });
    await deleteArtwork(artwork.id);
    expect(await getHeroArtwork()).toBeNull();
    expect((await getSiteSettings())!.heroArtworkId).toBeNull();
    await deleteArtist(artist.id);
  });
});
