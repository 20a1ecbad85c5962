import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist, getArtistById, updateArtist } from "./artists.server.ts";
import { createArtwork, getArtworkById } from "./artworks.server.ts";
import { createGallery, getGalleryById, updateGallery } from "./galleries.server.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { listAdminReviews } from "./reviews.server.ts";
import { getSiteSettings, listSitePages, saveSiteSettings } from "./site.server.ts";

const artistBase = { bio: "Paints the light of the coast.", imageUrl: "https://example.com/a.jpg" };
const galleryBase = { street: "Herzl 1", city: "Haifa", hours: "10-18", description: "A gallery." };
const noHebrewGallery = {
  name: null,
  street: null,
  city: null,
  description: null,
  hours: null,
  seoTitle: null,
  seoDescription: null,
};

it("stores a Hebrew text trimmed, and a blank one as not written", () => {
  expect(storedHebrew("  נועה  ")).toBe("נועה");
  expect(storedHebrew("   ")).toBeNull();
  expect(storedHebrew("")).toBeNull();
  expect(storedHebrew(null)).toBeNull();
  expect(storedHebrew(undefined)).toBeNull();
});

describeEachEngine("the Hebrew version of the records", () => {
  it("keeps an artist's Hebrew texts, blank as not written, and a save without them leaves them as they are", async () => {
    const artist = await createArtist({
      ...artistBase,
      name: "Noa Hebrew",
      he: { name: " נועה בן-עמי ", bio: "ציירת מופשטת.", seoTitle: "  ", seoDescription: null },
    });
    expect(artist.he).toEqual({ name: "נועה בן-עמי", bio: "ציירת מופשטת.", seoTitle: null, seoDescription: null });
    await updateArtist(artist.id, { ...artistBase, name: "Noa Hebrew", bio: "Changed in English." });
    expect((await getArtistById(artist.id))!.he.name).toBe("נועה בן-עמי");
    await updateArtist(artist.id, {
      ...artistBase,
      name: "Noa Hebrew",
      he: { name: null, bio: "ביוגרפיה חדשה", seoTitle: "כותרת", seoDescription: "תיאור" },
    });
    expect((await getArtistById(artist.id))!.he).toEqual({
      name: null,
      bio: "ביוגרפיה חדשה",
      seoTitle: "כותרת",
      seoDescription: "תיאור",
    });
  });

  it("gives an artwork its Hebrew title and description, and its artist's Hebrew name", async () => {
    const artist = await createArtist({
      ...artistBase,
      name: "Hebrew Artwork Artist",
      he: { name: "אמן עברי", bio: null, seoTitle: null, seoDescription: null },
    });
    const artwork = await createArtwork({
      title: "Sea",
      imageUrl: "https://example.com/sea.jpg",
      artistId: artist.id,
      he: { title: "ים", description: "  " },
    });
    expect(artwork.he).toEqual({ title: "ים", description: null, materials: null });
    const withArtist = await getArtworkById(artwork.id);
    expect(withArtist!.artistNameHe).toBe("אמן עברי");
    const untitled = await createArtwork({ title: "Land", imageUrl: "https://example.com/l.jpg", artistId: artist.id });
    expect(untitled.he).toEqual({ title: null, description: null, materials: null });
  });

  it("keeps a gallery's Hebrew texts and its editors' reviews in Hebrew", async () => {
    const gallery = await createGallery({
      ...galleryBase,
      name: "Hebrew Gallery",
      he: { ...noHebrewGallery, name: "גלריה עברית", city: "חיפה", hours: "א׳–ה׳ 10:00–18:00" },
      adminReviews: [{ name: "Editors", content: "Lovely.", rating: 5, he: { name: "המערכת", content: "נהדר." } }],
    });
    expect(gallery.he).toMatchObject({ name: "גלריה עברית", city: "חיפה", street: null });
    expect((await listAdminReviews(gallery.id))[0]!.he).toEqual({ name: "המערכת", content: "נהדר." });
    await updateGallery(gallery.id, { ...galleryBase, name: "Hebrew Gallery", description: "Changed." });
    const after = await getGalleryById(gallery.id);
    expect(after!.he.name).toBe("גלריה עברית");
    expect((await listAdminReviews(gallery.id))[0]!.he.content).toBe("נהדר.");
  });

  it("keeps the Site page's Hebrew address and pages, and a save without them leaves them", async () => {
    const settings = (await getSiteSettings())!;
    const english = { officeAddress: "1 Art St", socialLinks: settings.socialLinks, heroArtworkId: null };
    await saveSiteSettings({
      ...english,
      officeAddressHe: "רחוב האמנות 1",
      pages: [{ slug: "about", title: "About", body: "Us.", he: { title: "אודות", body: "עלינו." } }],
    });
    expect((await getSiteSettings())!.officeAddressHe).toBe("רחוב האמנות 1");
    expect((await listSitePages()).find((page) => page.slug === "about")!.he).toEqual({
      title: "אודות",
      body: "עלינו.",
    });
    await saveSiteSettings({ ...english, pages: [{ slug: "about", title: "About", body: "Us, again." }] });
    expect((await getSiteSettings())!.officeAddressHe).toBe("רחוב האמנות 1");
    const about = (await listSitePages()).find((page) => page.slug === "about")!;
    expect(about.body).toBe("Us, again.");
    expect(about.he.title).toBe("אודות");
  });
});
