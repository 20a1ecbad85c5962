import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "./artists.server.ts";
import { countArtworks, createArtwork, getArtworkById, listArtworksByGallery } from "./artworks.server.ts";
import {
  countGalleries,
  createGallery,
  deleteGallery,
  getGalleryById,
  getGalleryBySlugOrId,
  listFeaturedGalleries,
  listGalleries,
  listGalleryCities,
  listGalleryPlaces,
  setGalleryFeatured,
  updateGallery,
  type GalleryInput,
} from "./galleries.server.ts";
import { getImageById, storeImage } from "./media.server.ts";
import { createVisitorReview, getReviewSummary, listAdminReviews, listApprovedReviews } from "./reviews.server.ts";
import { RecordChangedError } from "./versions.server.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";

const base = {
  street: "Rothschild Boulevard 12",
  hours: "Sun–Thu 10:00–19:00",
  description: "Contemporary Israeli art.",
};

describeEachEngine("galleries", () => {
  it("keeps structured opening hours beside the free-text note; a save without them leaves them, null clears them", async () => {
    const hours = weeklyHours(
      [[], [{ opens: "10:00", closes: "18:00" }], [], [], [], [], [{ opens: "11:00", closes: "01:00" }]],
      {
        exceptions: [{ date: "2026-12-24", intervals: [], label: { en: "Stocktaking", he: "ספירת מלאי" } }],
      },
    );
    const gallery = await createGallery({ ...base, name: "Hours Gallery", city: "Hours Town", openingHours: hours });
    expect(gallery.openingHours).toEqual(hours);
    expect(gallery.hours).toBe(base.hours);
    const renamed = await updateGallery(gallery.id, { ...base, name: "Hours Gallery 2", city: "Hours Town" });
    expect(renamed?.openingHours).toEqual(hours);
    const [listed] = await listGalleryPlaces({ cityNames: ["Hours Town"] });
    expect(listed).toMatchObject({ id: gallery.id, slug: renamed?.slug, city: "Hours Town", openingHours: hours });
    const cleared = await updateGallery(gallery.id, {
      ...base,
      name: "Hours Gallery 2",
      city: "Hours Town",
      openingHours: null,
    });
    expect(cleared?.openingHours).toBeNull();
    // A document that cannot be read as hours reads as none, never as a broken page.
    await getDb().updateTable("galleries").set({ opening_hours: '{"week":[]}' }).where("id", "=", gallery.id).execute();
    expect((await getGalleryById(gallery.id))?.openingHours).toBeNull();
    // The later tests count every gallery and city.
    await deleteGallery(gallery.id);
  });

  it("keeps the visit facts: contact, admission (free or a price in both languages) and accessibility", async () => {
    const gallery = await createGallery({
      ...base,
      name: "Facts Gallery",
      city: "Facts Town",
      contact: { phone: "+972 3-555 1234", email: "hello@facts.example", whatsapp: "054-123-4567" },
      admission: { isFree: false, price: "₪30, students ₪15" },
      accessibility: { isStepFree: true, note: "Lift to the upper hall" },
      he: {
        ...{ name: null, street: null, city: null, description: null, hours: null, seoTitle: null },
        seoDescription: null,
        admissionPrice: "30 ₪, סטודנטים 15 ₪",
        accessibilityNote: "מעלית לאולם העליון",
      },
    });
    expect(gallery).toMatchObject({
      contact: { phone: "+972 3-555 1234", email: "hello@facts.example", whatsapp: "054-123-4567" },
      admission: { isFree: false, price: "₪30, students ₪15" },
      accessibility: { isStepFree: true, note: "Lift to the upper hall" },
      he: { admissionPrice: "30 ₪, סטודנטים 15 ₪", accessibilityNote: "מעלית לאולם העליון" },
    });
    const saved = await updateGallery(gallery.id, {
      ...base,
      name: "Facts Gallery",
      city: "Facts Town",
      admission: { isFree: true },
      accessibility: { isStepFree: false, note: null },
    });
    expect(saved).toMatchObject({
      contact: { phone: null, email: null, whatsapp: null },
      admission: { isFree: true },
      accessibility: { isStepFree: false, note: null },
    });
    const unstated = await updateGallery(gallery.id, { ...base, name: "Facts Gallery", city: "Facts Town" });
    expect(unstated).toMatchObject({ admission: null, accessibility: { isStepFree: null, note: null } });
    // The later tests count every gallery and city.
    await deleteGallery(gallery.id);
  });

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
    expect((await listGalleries({ cityNames: ["Haifa"] })).map((g) => g.name)).toEqual(["Carmel Walls"]);
    expect((await listGalleryCities()).map((c) => c.city)).toEqual(["Haifa", "Jerusalem", "Tel Aviv-Yafo"]);
    expect(await listGalleries({ cityNames: [] })).toEqual([]);
  });

  it("finds a city by all its stored names and lists each stored name once with its Hebrew name", async () => {
    await createGallery({ ...base, name: "Bay Rooms", city: "Eilat", he: { city: "אילת" } } as GalleryInput);
    await createGallery({ ...base, name: "Coral Hall", city: "Eilat" } as GalleryInput);
    await createGallery({ ...base, name: "חדר הים", city: "אילת" } as GalleryInput);
    const names = async (cityNames: string[]) => (await listGalleries({ cityNames })).map((g) => g.name).sort();
    expect(await names(["אילת"])).toEqual(["חדר הים"]);
    expect(await names(["Eilat", "אילת"])).toEqual(["Bay Rooms", "Coral Hall", "חדר הים"]);
    expect(await countGalleries({ cityNames: ["Eilat"] })).toBe(2);
    const cities = await listGalleryCities();
    expect(cities.filter((c) => c.city === "Eilat" || c.city === "אילת")).toEqual([
      { city: "Eilat", cityHe: "אילת" },
      { city: "אילת", cityHe: null },
    ]);
  });

  it("searches names and cities in any case and sorts by city", async () => {
    await createGallery({ ...base, name: "Searchable Harbour", city: "Akko" } as GalleryInput);
    await createGallery({ ...base, name: "Dune Rooms", city: "Searchable Bay" } as GalleryInput);
    const found = await listGalleries({ search: "searchABLE", sort: { key: "city", isDescending: false } });
    expect(found.map((gallery) => gallery.city)).toEqual(["Akko", "Searchable Bay"]);
    expect(await countGalleries({ search: "searchable" })).toBe(2);
    expect(await countGalleries({ search: "searchable", cityNames: ["Akko"] })).toBe(1);
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

  it("creates a gallery with its images and admin reviews, approved from the start", async () => {
    const stored = await storeImage(await makeImage("png", 400, 300));
    const gallery = await createGallery({
      ...base,
      name: "Reviewed Walls",
      city: "Haifa",
      galleryImages: [{ url: `/media/${stored.id}`, imageId: stored.id }, { url: "https://example.com/x.jpg" }],
      adminReviews: [
        { name: "Editor", content: "A fine small space.", rating: 4, createdAt: Date.UTC(2025, 4, 1) },
        { name: "Critic", content: "Worth the trip.", rating: 2 },
      ],
    });
    expect(gallery.galleryImages).toEqual([
      { url: `/media/${stored.id}`, image: stored },
      { url: "https://example.com/x.jpg", image: null },
    ]);
    const reviews = await listAdminReviews(gallery.id);
    expect(reviews.map((r) => [r.name, r.rating, r.isApproved, r.isPending, r.isAdminReview])).toEqual([
      ["Editor", 4, true, false, true],
      ["Critic", 2, true, false, true],
    ]);
    expect(reviews[0]!.createdAt).toBe(Date.UTC(2025, 4, 1));
    expect(await getReviewSummary(gallery.id)).toEqual({ count: 2, average: 3 });
  });

  it("saves reordered images and changed, removed and added admin reviews; visitors' reviews stay", async () => {
    const gallery = await createGallery({
      ...base,
      name: "Order Matters",
      city: "Haifa",
      galleryImages: [{ url: "https://example.com/1.jpg" }, { url: "https://example.com/2.jpg" }],
      adminReviews: [
        { name: "Kept", content: "Before.", rating: 5, createdAt: Date.UTC(2025, 0, 2, 15, 30) },
        { name: "Dropped", content: "Gone soon.", rating: 1 },
      ],
    });
    const visitor = await createVisitorReview({ galleryId: gallery.id, name: "Visitor", content: "Nice", rating: 3 });
    const [kept] = await listAdminReviews(gallery.id);
    await updateGallery(gallery.id, {
      ...base,
      name: "Order Matters",
      city: "Haifa",
      galleryImages: [
        { url: "https://example.com/3.jpg" },
        { url: "https://example.com/2.jpg" },
        { url: "https://example.com/1.jpg" },
      ],
      adminReviews: [
        // The same day as before: the time of day is kept.
        { id: kept!.id, name: "Kept", content: "After.", rating: 4, createdAt: Date.UTC(2025, 0, 2) },
        { name: "Added", content: "New one.", rating: 3 },
      ],
    });
    expect((await getGalleryById(gallery.id))!.galleryImages.map((image) => image.url)).toEqual([
      "https://example.com/3.jpg",
      "https://example.com/2.jpg",
      "https://example.com/1.jpg",
    ]);
    const reviews = await listAdminReviews(gallery.id);
    expect(reviews.map((r) => [r.id === kept!.id, r.name, r.content, r.rating])).toEqual([
      [true, "Kept", "After.", 4],
      [false, "Added", "New one.", 3],
    ]);
    expect(reviews[0]!.createdAt).toBe(Date.UTC(2025, 0, 2, 15, 30));
    const allReviews = await getDb().selectFrom("reviews").select("id").where("gallery_id", "=", gallery.id).execute();
    expect(allReviews.map((row) => row.id)).toContain(visitor.id);
    expect(allReviews).toHaveLength(3);
  });

  /** Everything a gallery's save writes, to compare before and after. */
  async function snapshot(galleryId: string) {
    const db = getDb();
    return {
      gallery: await db.selectFrom("galleries").selectAll().where("id", "=", galleryId).execute(),
      images: await db
        .selectFrom("gallery_images")
        .selectAll()
        .where("gallery_id", "=", galleryId)
        .orderBy("position")
        .execute(),
      keywords: await db
        .selectFrom("gallery_keywords")
        .selectAll()
        .where("gallery_id", "=", galleryId)
        .orderBy("position")
        .execute(),
      reviews: await db.selectFrom("reviews").selectAll().where("gallery_id", "=", galleryId).orderBy("id").execute(),
      slugs: await db
        .selectFrom("slug_history")
        .selectAll()
        .where("record_id", "=", galleryId)
        .orderBy("slug")
        .execute(),
      media: await db.selectFrom("media_images").select("id").orderBy("id").execute(),
    };
  }

  it("leaves the database exactly as it was when a save fails halfway", async () => {
    const stored = await storeImage(await makeImage("png", 400, 300));
    const gallery = await createGallery({
      ...base,
      name: "Half Saved",
      city: "Akko",
      imageUrl: `/media/${stored.id}`,
      imageId: stored.id,
      galleryImages: [{ url: "https://example.com/a.jpg" }],
      seo: { keywords: ["old"] },
      adminReviews: [{ name: "Old", content: "Old words.", rating: 5 }],
    });
    const before = await snapshot(gallery.id);
    // The gallery row, its images and keywords are written before the reviews; the rating of 9
    // then breaks the database's own check, halfway through the save.
    const failing: GalleryInput = {
      ...base,
      name: "Half Saved Renamed",
      city: "Jerusalem",
      imageUrl: "https://example.com/new.jpg",
      galleryImages: [{ url: "https://example.com/b.jpg" }, { url: "https://example.com/c.jpg" }],
      seo: { keywords: ["new", "words"] },
      adminReviews: [{ name: "Broken", content: "Out of range.", rating: 9 }],
    };
    await expect(updateGallery(gallery.id, failing, { expectedUpdatedAt: gallery.updatedAt })).rejects.toThrow();
    expect(await snapshot(gallery.id)).toEqual(before);
    expect(await getImageById(stored.id)).toEqual(stored);

    const galleriesBefore = await getDb().selectFrom("galleries").select("id").execute();
    await expect(createGallery({ ...failing, name: "Never Created" })).rejects.toThrow();
    expect(await getDb().selectFrom("galleries").select("id").execute()).toEqual(galleriesBefore);
    expect(await getGalleryBySlugOrId("never-created")).toBeNull();
  });

  it("refuses to overwrite a gallery saved by someone else since the form was opened", async () => {
    const gallery = await createGallery({ ...base, name: "Two Editors", city: "Haifa" }, { now: 1000 });
    const opened = gallery.updatedAt;
    const first = await updateGallery(
      gallery.id,
      { ...base, name: "Two Editors", city: "Haifa", description: "First." },
      { expectedUpdatedAt: opened, now: 1000 },
    );
    // Saved in the same millisecond, the version still moves on.
    expect(first!.updatedAt).toBeGreaterThan(opened);
    const second = updateGallery(
      gallery.id,
      { ...base, name: "Second Name", city: "Haifa", description: "Second." },
      { expectedUpdatedAt: opened },
    );
    // What the administrator reads is the form's (GALLERY_CHANGED, checked end to end).
    await expect(second).rejects.toBeInstanceOf(RecordChangedError);
    expect(await getGalleryById(gallery.id)).toMatchObject({
      name: "Two Editors",
      description: "First.",
      slug: "two-editors",
    });

    // Featuring it from the list is a change too.
    const current = (await getGalleryById(gallery.id))!.updatedAt;
    await setGalleryFeatured(gallery.id, true, { now: current });
    await expect(
      updateGallery(gallery.id, { ...base, name: "Two Editors", city: "Haifa" }, { expectedUpdatedAt: current }),
    ).rejects.toBeInstanceOf(RecordChangedError);
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const gallery = await createGallery({ ...base, name: "Race", city: "Haifa" });
    const save = (description: string) =>
      updateGallery(
        gallery.id,
        { ...base, name: "Race", city: "Haifa", description },
        { expectedUpdatedAt: gallery.updatedAt },
      );
    const results = await Promise.allSettled([save("One."), save("Two.")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected.map((r) => r.reason)).toEqual([expect.any(RecordChangedError)]);
  });

  it("recomputes the slug only when the name changes", async () => {
    const gallery = await createGallery({ ...base, name: "Slug Keeper", city: "Haifa" });
    const same = await updateGallery(gallery.id, { ...base, name: "Slug Keeper", city: "Eilat" });
    expect(same!.slug).toBe("slug-keeper");
    const renamed = await updateGallery(gallery.id, { ...base, name: "Slug Changer!", city: "Eilat" });
    expect(renamed!.slug).toBe("slug-changer");
    expect((await getGalleryBySlugOrId("slug-keeper"))?.id).toBe(gallery.id);
    expect(renamed!.updatedAt).toBeGreaterThan(gallery.updatedAt);
  });

  it("deleting a gallery deletes its reviews and its stored images, once no record shows them", async () => {
    const [cover, extra, shared] = await Promise.all([
      storeImage(await makeImage("png", 300, 200)),
      storeImage(await makeImage("png", 300, 200)),
      storeImage(await makeImage("png", 300, 200)),
    ]);
    const other = await createGallery({
      ...base,
      name: "Shares An Image",
      city: "Haifa",
      galleryImages: [{ url: `/media/${shared.id}`, imageId: shared.id }],
    });
    const gallery = await createGallery({
      ...base,
      name: "Deleted With All",
      city: "Haifa",
      imageUrl: `/media/${cover.id}`,
      imageId: cover.id,
      galleryImages: [
        { url: `/media/${extra.id}`, imageId: extra.id },
        { url: `/media/${shared.id}`, imageId: shared.id },
      ],
      adminReviews: [{ name: "Admin", content: "Gone with it.", rating: 5 }],
    });
    await createVisitorReview({ galleryId: gallery.id, name: "Visitor", content: "Also gone.", rating: 4 });
    expect(await deleteGallery(gallery.id)).toBe(true);
    expect(await getDb().selectFrom("reviews").select("id").where("gallery_id", "=", gallery.id).execute()).toEqual([]);
    expect(await listApprovedReviews(gallery.id)).toEqual([]);
    expect(await getImageById(cover.id)).toBeNull();
    expect(await getImageById(extra.id)).toBeNull();
    expect(await getImageById(shared.id)).toEqual(shared);
    expect((await getGalleryById(other.id))!.galleryImages).toHaveLength(1);
    expect(await deleteGallery(gallery.id)).toBe(false);
  });

  it("the list's Feature and delete leave a gallery saved since the list was shown alone", async () => {
    const gallery = await createGallery({ ...base, city: "Haifa", name: "Versioned Gallery" });
    const shown = gallery.updatedAt;
    await updateGallery(gallery.id, { ...base, city: "Acre", name: "Versioned Gallery" }, { expectedUpdatedAt: shown });
    await expect(setGalleryFeatured(gallery.id, true, { expectedUpdatedAt: shown })).rejects.toBeInstanceOf(
      RecordChangedError,
    );
    await expect(deleteGallery(gallery.id, { expectedUpdatedAt: shown })).rejects.toBeInstanceOf(RecordChangedError);
    const current = await getGalleryById(gallery.id);
    expect(current?.isFeatured).toBe(false);
    expect(await setGalleryFeatured(gallery.id, true, { expectedUpdatedAt: current!.updatedAt })).toBe(true);
    const featured = await getGalleryById(gallery.id);
    expect(await deleteGallery(gallery.id, { expectedUpdatedAt: featured!.updatedAt })).toBe(true);
    expect(await deleteGallery(gallery.id, { expectedUpdatedAt: featured!.updatedAt })).toBe(false);
  });
});
