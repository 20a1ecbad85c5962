import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import { createArtist, getArtistById, updateArtist } from "./artists.server.ts";
import {
  countArtworks,
  createArtwork,
  deleteArtwork,
  getArtworkBySlugOrId,
  listArtworksByArtist,
  listLatestArtworks,
  updateArtwork,
} from "./artworks.server.ts";
import { RecordChangedError } from "./versions.server.ts";

describeEachEngine("artworks", () => {
  it("lists an artist's artworks newest first and the latest artworks with their artist", async () => {
    const artist = await createArtist({ name: "Yael Mizrahi", bio: "b", imageUrl: "/a.jpg" });
    const other = await createArtist({ name: "Other Hand", bio: "b", imageUrl: "/a.jpg" });
    const first = await createArtwork(
      { title: "First Light", imageUrl: "/1.jpg", year: 2001, artistId: artist.id },
      { now: 100 },
    );
    const second = await createArtwork(
      { title: "Second Light", imageUrl: "/2.jpg", artistId: artist.id },
      { now: 200 },
    );
    const third = await createArtwork({ title: "Third Light", imageUrl: "/3.jpg", artistId: other.id }, { now: 300 });
    expect((await listArtworksByArtist(artist.id)).map((w) => w.id)).toEqual([second.id, first.id]);
    expect(await countArtworks({ artistId: artist.id })).toBe(2);
    const latest = await listLatestArtworks({ limit: 2 });
    expect(latest.map((w) => w.id)).toEqual([third.id, second.id]);
    expect(latest[0]).toMatchObject({ artistName: "Other Hand", artistSlug: "other-hand", year: null });
    expect((await listLatestArtworks({ limit: 2, offset: 2 })).map((w) => w.id)).toEqual([first.id]);
  });

  it("slugs titles uniquely per table and follows a retitle", async () => {
    const artist = await createArtist({ name: "Slug Painter", bio: "b", imageUrl: "/a.jpg" });
    const a = await createArtwork({ title: "Untitled (Sea)", imageUrl: "/1.jpg", artistId: artist.id });
    const b = await createArtwork({ title: "Untitled: Sea", imageUrl: "/1.jpg", artistId: artist.id });
    expect([a.slug, b.slug]).toEqual(["untitled-sea", "untitled-sea-2"]);
    const retitled = await updateArtwork(b.id, {
      title: "Evening Sea",
      imageUrl: "/1.jpg",
      artistId: artist.id,
      year: 1999,
    });
    expect(retitled).toMatchObject({ slug: "evening-sea", year: 1999 });
    expect((await getArtworkBySlugOrId("untitled-sea-2"))?.id).toBe(b.id);
    expect((await getArtworkBySlugOrId(a.id))?.artistName).toBe("Slug Painter");
    expect(await deleteArtwork(a.id)).toBe(true);
    expect(await getArtworkBySlugOrId("untitled-sea")).toBeNull();
  });

  it("pages deep into the list by seeking to each page's first artwork, and follows every write at once", async () => {
    const artist = await createArtist({ name: "Page Walker", bio: "b", imageUrl: "/p.jpg" });
    for (let i = 0; i < 11; i++)
      await createArtwork({ title: `Walk ${i}`, imageUrl: "/w.jpg", artistId: artist.id }, { now: 10_000 + (i % 4) });
    const all = await listLatestArtworks({ limit: 1000 });
    const page = (offset: number) => listLatestArtworks({ limit: 3, offset }).then((list) => list.map((w) => w.id));
    for (const offset of [3, 6, 9, 12, 300])
      expect(await page(offset)).toEqual(all.slice(offset, offset + 3).map((w) => w.id));
    expect(await countArtworks()).toBe(all.length);
    // A new artwork moves every page by one, on the very next read.
    const newest = await createArtwork({ title: "Walk new", imageUrl: "/w.jpg", artistId: artist.id });
    expect(await page(3)).toEqual([all[2]!.id, all[3]!.id, all[4]!.id]);
    expect(await countArtworks()).toBe(all.length + 1);
    await deleteArtwork(newest.id);
    expect(await page(3)).toEqual(all.slice(3, 6).map((w) => w.id));
  });
  it("keeps an artwork's facts as given, starts a new work as for sale, and leaves facts alone when a save omits them", async () => {
    const artist = await createArtist({ name: "Fact Keeper", bio: "b", imageUrl: "/a.jpg" });
    // Older than every other test's artworks, so the lists there stay theirs.
    const plain = await createArtwork({ title: "Plain", imageUrl: "/1.jpg", artistId: artist.id }, { now: 1 });
    expect(plain.facts).toEqual(blankArtworkFacts());
    const facts = {
      medium: "print",
      materials: "Woodcut",
      heightCm: 45.5,
      widthCm: 60,
      depthCm: null,
      edition: { kind: "edition", number: 4, size: 20 },
      isFramed: false,
      isSigned: true,
      hasCertificate: null,
      availability: "on-hold",
      priceIls: 2400,
    } as const;
    const work = await createArtwork(
      {
        title: "Printed",
        imageUrl: "/1.jpg",
        artistId: artist.id,
        facts,
        he: { title: null, description: null, materials: "חיתוך עץ" },
      },
      { now: 2 },
    );
    const stored = await getArtworkBySlugOrId(work.slug);
    expect(stored?.facts).toEqual(facts);
    expect(stored?.he.materials).toBe("חיתוך עץ");
    await updateArtwork(work.id, { title: "Printed", imageUrl: "/1.jpg", artistId: artist.id, year: 2001 });
    expect((await getArtworkBySlugOrId(work.slug))?.facts).toEqual(facts);
    await updateArtwork(work.id, {
      title: "Printed",
      imageUrl: "/1.jpg",
      artistId: artist.id,
      facts: { ...blankArtworkFacts(), edition: { kind: "unique" }, availability: "sold" },
    });
    expect((await getArtworkBySlugOrId(work.slug))?.facts).toMatchObject({
      edition: { kind: "unique" },
      availability: "sold",
      priceIls: null,
      heightCm: null,
    });
  });

  it("saves an artwork only over the version it was opened with, and moves its artists' versions on", async () => {
    const base = { bio: "b", imageUrl: "/a.jpg" };
    const first = await createArtist({ ...base, name: "Guarded First" }, { now: 1_000 });
    const second = await createArtist({ ...base, name: "Guarded Second" }, { now: 1_000 });
    const input = { title: "Guarded", imageUrl: "/g.jpg", artistId: first.id };
    const work = await createArtwork(input, { now: 2_000 });
    // A work added on its own page is one more row of its artist's editor: a form opened before is stale.
    expect((await getArtistById(first.id))?.updatedAt).toBe(2_000);

    await expect(
      updateArtwork(work.id, { ...input, title: "Overwritten" }, { expectedUpdatedAt: work.updatedAt - 1 }),
    ).rejects.toBeInstanceOf(RecordChangedError);
    expect((await getArtworkBySlugOrId(work.id))?.title).toBe("Guarded");

    // Moved to another artist in the same millisecond: every version still moves on.
    const moved = await updateArtwork(
      work.id,
      { ...input, artistId: second.id },
      { expectedUpdatedAt: work.updatedAt, now: 2_000 },
    );
    expect(moved).toMatchObject({ artistId: second.id, updatedAt: 2_001 });
    expect((await getArtistById(first.id))?.updatedAt).toBe(2_001);
    expect((await getArtistById(second.id))?.updatedAt).toBe(2_001);
    // The first artist's editor, opened before the move, cannot save its old rows over it.
    await expect(
      updateArtist(first.id, { ...base, name: "Guarded First", artworks: [] }, { expectedUpdatedAt: 2_000 }),
    ).rejects.toBeInstanceOf(RecordChangedError);
    expect(await updateArtwork("no-such-artwork", input, { expectedUpdatedAt: 1 })).toBeNull();
  });
});
