import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "./artists.server.ts";
import {
  countArtworks,
  createArtwork,
  deleteArtwork,
  getArtworkBySlugOrId,
  listArtworksByArtist,
  listLatestArtworks,
  updateArtwork,
} from "./artworks.server.ts";

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
});
