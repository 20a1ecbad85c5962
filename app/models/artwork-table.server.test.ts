import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "./artists.server.ts";
import { createArtwork, updateArtwork } from "./artworks.server.ts";
import { countArtworksMatching, listArtworksMatching } from "./artwork-table.server.ts";

describeEachEngine("the admin table of artworks", () => {
  it("finds titles in either language, in any case, its own % and _ taken literally", async () => {
    const artist = await createArtist({ name: "Table Painter", bio: "b", imageUrl: "/a.jpg" });
    const work = (title: string, titleHe: string | null, now: number) =>
      createArtwork(
        { title, imageUrl: "/w.jpg", artistId: artist.id, he: { title: titleHe, description: null } },
        { now },
      );
    const dunes = await work("Dunes at Noon", "דיונות בצהריים", 100);
    const percent = await work("100% Dunes_", null, 200);
    await work("Harbour", null, 300);
    const search = (text: string) =>
      listArtworksMatching({ search: text, limit: 10, offset: 0 }).then((list) => list.map((w) => w.id));
    expect(await search("DUNES")).toEqual([percent.id, dunes.id]);
    expect(await search("דיונות")).toEqual([dunes.id]);
    expect(await search("0%")).toEqual([percent.id]);
    expect(await search("s_")).toEqual([percent.id]);
    expect(await countArtworksMatching({ search: "dunes" })).toBe(2);
    expect(await countArtworksMatching({ search: "" })).toBe(3);
    // Each with its artist, for the table's line under the title.
    expect((await listArtworksMatching({ search: "harbour", limit: 10, offset: 0 }))[0]).toMatchObject({
      title: "Harbour",
      artistName: "Table Painter",
    });
  });

  it("pages through in the order asked, the id settling ties", async () => {
    const artist = await createArtist({ name: "Order Painter", bio: "b", imageUrl: "/a.jpg" });
    const works = [];
    // Found by a word of their own: the file's other artworks share the database.
    for (const [index, title] of ["Zq beta", "Zq Alpha", "Zq gamma", "Zq Delta"].entries()) {
      works.push(await createArtwork({ title, imageUrl: "/w.jpg", artistId: artist.id }, { now: 1_000 + index }));
    }
    await updateArtwork(works[0]!.id, { title: "Zq beta", imageUrl: "/w.jpg", artistId: artist.id }, { now: 5_000 });
    const titles = async (sort: { key: "name" | "added" | "updated"; isDescending: boolean }, offset = 0) =>
      (await listArtworksMatching({ search: "zq ", sort, limit: 2, offset })).map((w) => w.title.slice(3));
    expect(await titles({ key: "name", isDescending: false })).toEqual(["Alpha", "beta"]);
    expect(await titles({ key: "name", isDescending: false }, 2)).toEqual(["Delta", "gamma"]);
    expect(await titles({ key: "name", isDescending: true })).toEqual(["gamma", "Delta"]);
    expect(await titles({ key: "added", isDescending: true })).toEqual(["Delta", "gamma"]);
    expect(await titles({ key: "updated", isDescending: true })).toEqual(["beta", "Delta"]);
    // Newest added first unless told otherwise.
    const newest = await listArtworksMatching({ search: "zq ", limit: 1, offset: 0 });
    expect(newest[0]?.title).toBe("Zq Delta");
  });
});
