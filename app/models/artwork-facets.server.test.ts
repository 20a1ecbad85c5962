import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { blankArtworkFacts, type ArtworkFacts } from "#app/lib/artwork-facts.ts";
import { createArtist } from "./artists.server.ts";
import { createArtwork, updateArtwork, type ArtworkInput } from "./artworks.server.ts";
import { createGallery } from "./galleries.server.ts";
import { listFilteredArtworkIds, NO_ARTWORK_FILTER, type ArtworkFilter } from "./artwork-facets.server.ts";
import { getDb } from "#app/db/db.server.ts";

const facts = (values: Partial<ArtworkFacts>): ArtworkFacts => ({ ...blankArtworkFacts(), ...values });

describeEachEngine("the artworks' filters", () => {
  async function catalogue() {
    const haifa = await createGallery({ name: "Port", street: "1 Sea", city: "Haifa", description: "d", hours: "h" });
    const akko = await createGallery({ name: "Walls", street: "2 Wall", city: "Akko", description: "d", hours: "h" });
    const abstract = await createArtist({ name: "Abs", bio: "b", imageUrl: "/a.jpg", styles: ["Abstract"] });
    const figurative = await createArtist({
      name: "Fig",
      bio: "b",
      imageUrl: "/a.jpg",
      styles: ["Figurative", "Abstract"],
    });
    const make = (title: string, artistId: string, now: number, extra: Partial<ArtworkInput>) =>
      createArtwork({ ...extra, title, imageUrl: "/w.jpg", artistId }, { now });
    const works = {
      smallOil: await make("B small oil", abstract.id, 1, {
        galleryId: haifa.id,
        year: 1995,
        facts: facts({ medium: "painting", heightCm: 30, widthCm: 40, priceIls: 3000 }),
      }),
      bigOil: await make("A big oil", abstract.id, 2, {
        galleryId: akko.id,
        year: 2021,
        facts: facts({ medium: "painting", heightCm: 150, widthCm: 200, priceIls: 60000 }),
      }),
      print: await make("C print", figurative.id, 3, {
        galleryId: haifa.id,
        year: 2023,
        facts: facts({ medium: "print", heightCm: 50, widthCm: 70, availability: "sold", priceIls: 2000 }),
      }),
      photo: await make("D photo", figurative.id, 4, {
        facts: facts({ medium: "photography", heightCm: 60, widthCm: 90 }),
      }),
    };
    return { works, haifa };
  }
  const list = (filter: Partial<ArtworkFilter>, sort: Parameters<typeof listFilteredArtworkIds>[1] = "newest") =>
    listFilteredArtworkIds({ ...NO_ARTWORK_FILTER, ...filter }, sort, { limit: 24, offset: 0 });

  it("filters by every fact, counts each option given the other filters, sorts, pages, and follows writes at once", async () => {
    const { works } = await catalogue();
    // Sorted by price, year and title with missing values last, and paged.
    expect((await list({}, "price-asc")).ids).toEqual([
      works.print.id,
      works.smallOil.id,
      works.bigOil.id,
      works.photo.id,
    ]);
    expect((await list({}, "price-desc")).ids).toEqual([
      works.bigOil.id,
      works.smallOil.id,
      works.print.id,
      works.photo.id,
    ]);
    expect((await list({}, "year-asc")).ids).toEqual([
      works.smallOil.id,
      works.bigOil.id,
      works.print.id,
      works.photo.id,
    ]);
    expect((await list({}, "year-desc")).ids).toEqual([
      works.print.id,
      works.bigOil.id,
      works.smallOil.id,
      works.photo.id,
    ]);
    expect((await list({}, "title")).ids).toEqual([works.bigOil.id, works.smallOil.id, works.print.id, works.photo.id]);
    const second = await listFilteredArtworkIds(NO_ARTWORK_FILTER, "newest", { limit: 3, offset: 3 });
    expect(second).toMatchObject({ ids: [works.smallOil.id], total: 4 });

    const all = await list({});
    expect(all.ids).toEqual([works.photo.id, works.print.id, works.bigOil.id, works.smallOil.id]);
    expect(all.counts.media).toMatchObject({ painting: 2, print: 1, photography: 1, sculpture: 0 });

    const paintings = await list({ media: ["painting"] });
    expect(paintings.ids).toEqual([works.bigOil.id, works.smallOil.id]);
    // The medium's own counts ignore the medium filter; the others' counts follow it.
    expect(paintings.counts.media).toMatchObject({ painting: 2, print: 1, photography: 1 });
    expect(paintings.counts.sizes).toEqual({ small: 1, medium: 0, large: 1 });
    expect(paintings.counts.cities).toEqual(
      new Map([
        ["Haifa", 1],
        ["Akko", 1],
      ]),
    );

    expect((await list({ availabilities: ["sold"] })).ids).toEqual([works.print.id]);
    expect((await list({ priceMin: 2500, priceMax: 10_000 })).ids).toEqual([works.smallOil.id]);
    // Price on request is outside every price range.
    expect((await list({ priceMin: 0 })).ids).not.toContain(works.photo.id);
    expect((await list({ size: "medium" })).ids).toEqual([works.photo.id, works.print.id]);
    expect((await list({ yearMin: 2020, yearMax: 2029 })).ids).toEqual([works.print.id, works.bigOil.id]);
    expect((await list({})).counts.decades).toEqual(
      new Map([
        [1990, 1],
        [2020, 2],
      ]),
    );
    expect((await list({ cityNames: ["Haifa"] })).ids).toEqual([works.print.id, works.smallOil.id]);
    const figurative = await list({ style: "Figurative" });
    expect(figurative.ids).toEqual([works.photo.id, works.print.id]);
    expect(figurative.counts.styles).toEqual(
      new Map([
        ["Abstract", 4],
        ["Figurative", 2],
      ]),
    );
    expect((await list({ style: "Nowhere" })).total).toBe(0);
    expect((await list({ media: ["painting"], cityNames: ["Haifa"] })).ids).toEqual([works.smallOil.id]);

    await updateArtwork(works.photo.id, {
      title: "D photo",
      imageUrl: "/w.jpg",
      artistId: works.photo.artistId,
      facts: facts({ medium: "photography", availability: "sold" }),
    });
    expect((await list({ availabilities: ["sold"] })).ids).toEqual([works.photo.id, works.print.id]);
  });

  it("reads a large catalogue in pages and misses none of it", async () => {
    const { works } = await catalogue();
    const before = await list({});
    const db = getDb();
    const model = await db
      .selectFrom("artworks")
      .selectAll()
      .where("id", "=", works.photo.id)
      .executeTakeFirstOrThrow();
    // More than one page of reading (5,000), as copies of a sold print with ids on both sides of the originals.
    const copies = Array.from({ length: 5_200 }, (_, i) => ({
      ...model,
      id: `${i % 2 ? "0" : "z"}copy-${String(i).padStart(5, "0")}`,
      slug: `copy-${i}`,
      title: `Copy ${i}`,
      medium: "print",
      availability: "sold",
      created_at: 100 + i,
    }));
    for (let at = 0; at < copies.length; at += 400)
      await db
        .insertInto("artworks")
        .values(copies.slice(at, at + 400))
        .execute();
    const all = await list({});
    expect(all.total).toBe(before.total + 5_200);
    expect(all.ids.slice(0, 2)).toEqual([copies.at(-1)!.id, copies.at(-2)!.id]);
    expect(all.counts.media.print).toBe(before.counts.media.print + 5_200);
    expect((await list({ availabilities: ["sold"] })).total).toBe(before.counts.availabilities.sold + 5_200);
    const paintings = await list({ media: ["painting"] });
    expect(paintings.total).toBe(before.counts.media.painting);
    expect(paintings.ids).toEqual(expect.arrayContaining([works.bigOil.id, works.smallOil.id]));
  });
});
