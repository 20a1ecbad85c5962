import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "./artists.server.ts";
import { countArtworks, createArtwork, getArtworkById, listArtworksByGallery } from "./artworks.server.ts";
import {
  createGallery,
  deleteGallery,
  getGalleryBySlugOrId,
  listFeaturedGalleries,
  listGalleries,
  listGalleryCities,
  updateGallery,
} from "./galleries.server.ts";

const base = {
  street: "Rothschild Boulevard 12",
  hours: "Sun–Thu 10:00–19:00",
  description: "Contemporary Israeli art.",
};

describeEachEngine("galleries", () => {
  it("stores location, coordinates and ordered images", async () => {
    const gallery = await createGallery({
      ...base,
      name: "Sea Light Gallery",
      city: "Tel Aviv-Yafo",
      latitude: 32.0853,
      longitude: 34.7818,
      galleryImages: [
        { url: "https://example.com/b.jpg" },
        { url: "https://example.com/a.jpg" },
        { url: "https://example.com/c.jpg" },
      ],
      seo: { keywords: ["tel aviv", "art"] },
      isFeatured: true,
    });
    expect(gallery).toMatchObject({
      slug: "sea-light-gallery",
      location: "Rothschild Boulevard 12, Tel Aviv-Yafo",
      latitude: 32.0853,
      longitude: 34.7818,
      galleryImages: [
        { url: "https://example.com/b.jpg" },
        { url: "https://example.com/a.jpg" },
        { url: "https://example.com/c.jpg" },
      ],
      seo: { title: null, description: null, keywords: ["tel aviv", "art"] },
      isFeatured: true,
      imageUrl: null,
    });
  });

  it("defaults coordinates to 0 and filters by city", async () => {
    const haifa = await createGallery({ ...base, name: "Carmel Walls", city: "Haifa" });
    expect(haifa).toMatchObject({ latitude: 0, longitude: 0 });
    await createGallery({ ...base, name: "Old City Light", city: "Jerusalem" });
    expect((await listGalleries({ city: "Haifa" })).map((g) => g.name)).toEqual(["Carmel Walls"]);
    expect(await listGalleryCities()).toEqual(["Haifa", "Jerusalem", "Tel Aviv-Yafo"]);
  });

  it("renames with a new slug and keeps the old one reachable", async () => {
    const gallery = await createGallery({ ...base, name: "Before Rename", city: "Akko" });
    await updateGallery(gallery.id, {
      ...base,
      name: "After Rename",
      city: "Akko",
      galleryImages: [{ url: "https://example.com/z.jpg" }],
    });
    const found = await getGalleryBySlugOrId("before-rename");
    expect(found).toMatchObject({
      id: gallery.id,
      slug: "after-rename",
      galleryImages: [{ url: "https://example.com/z.jpg" }],
    });
  });

  it("lists featured galleries newest first", async () => {
    const older = await createGallery({ ...base, name: "F Old", city: "Eilat", isFeatured: true }, { now: 10 });
    const newer = await createGallery({ ...base, name: "F New", city: "Eilat", isFeatured: true }, { now: 20 });
    const ids = (await listFeaturedGalleries(100)).map((g) => g.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it("deleting a gallery keeps its artworks, no longer at a gallery", async () => {
    const gallery = await createGallery({ ...base, name: "Closing Down", city: "Nazareth" });
    const artist = await createArtist({ name: "Shown There", bio: "b", imageUrl: "/x.jpg" });
    const work = await createArtwork({
      title: "Shown Work",
      imageUrl: "/x.jpg",
      artistId: artist.id,
      galleryId: gallery.id,
    });
    expect((await listArtworksByGallery(gallery.id)).map((w) => w.id)).toEqual([work.id]);
    expect(await countArtworks({ galleryId: gallery.id })).toBe(1);
    expect(await deleteGallery(gallery.id)).toBe(true);
    expect((await getArtworkById(work.id))?.galleryId).toBeNull();
    expect(await getGalleryBySlugOrId(gallery.id)).toBeNull();
  });
});
