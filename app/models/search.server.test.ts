import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist, deleteArtist, updateArtist } from "./artists.server.ts";
import { createArtwork, deleteArtwork, updateArtwork } from "./artworks.server.ts";
import { createGallery, deleteGallery, updateGallery, type GalleryInput } from "./galleries.server.ts";
import { isSearchIndexCurrent, rebuildSearchIndex, reindexArtwork } from "./search-index.server.ts";
import { searchCatalogue, suggestCatalogue, type SearchKind } from "./search.server.ts";

const artistBase = { bio: "Paints the light of the coast.", imageUrl: "https://example.com/a.jpg" };
const galleryBase = { street: "Herzl 1", city: "Haifa", hours: "10-18", description: "A gallery." };
const artworkBase = { imageUrl: "https://example.com/w.jpg" };

/** The names of what `query` finds of `kind`, best first. */
async function names(query: string, kind: SearchKind): Promise<string[]> {
  const results = await searchCatalogue(query, { kind, limit: 50 });
  if (results.problem) throw new Error(`The query "${query}" was refused: ${results.problem}`);
  return results.hits[kind].map((hit) => hit.name);
}

describeEachEngine("catalogue search", () => {
  it("finds an artist once its write commits, follows a rename and forgets a deletion", async () => {
    const artist = await createArtist({ ...artistBase, name: "Orna Quillfeather" });
    expect(await names("Quillfeather", "artist")).toEqual(["Orna Quillfeather"]);
    await updateArtist(artist.id, { ...artistBase, name: "Orna Marblewing" });
    expect(await names("Quillfeather", "artist")).toEqual([]);
    expect(await names("marblewing", "artist")).toEqual(["Orna Marblewing"]);
    await deleteArtist(artist.id);
    expect(await names("marblewing", "artist")).toEqual([]);
  });

  it("keeps an artwork's document with its artist's name and gallery's city, and drops it with them", async () => {
    const gallery = await createGallery({ ...galleryBase, name: "Dunewatch Rooms", city: "Arad" });
    const artist = await createArtist({ ...artistBase, name: "Pnina Saltmarsh" });
    const work = await createArtwork({
      ...artworkBase,
      title: "Evening Bells",
      artistId: artist.id,
      galleryId: gallery.id,
    });
    expect(await names("saltmarsh", "artwork")).toEqual(["Evening Bells"]);
    expect(await names("arad bells", "artwork")).toEqual(["Evening Bells"]);

    await updateArtist(artist.id, { ...artistBase, name: "Pnina Reedbank" });
    expect(await names("saltmarsh", "artwork")).toEqual([]);
    expect(await names("reedbank", "artwork")).toEqual(["Evening Bells"]);
    await updateGallery(gallery.id, { ...galleryBase, name: "Dunewatch Rooms", city: "Mitzpe Ramon" });
    expect(await names("arad", "artwork")).toEqual([]);
    expect(await names("ramon bells", "artwork")).toEqual(["Evening Bells"]);

    await updateArtwork(work.id, {
      ...artworkBase,
      title: "Morning Bells",
      artistId: artist.id,
      galleryId: gallery.id,
    });
    expect(await names("bells", "artwork")).toEqual(["Morning Bells"]);
    await deleteGallery(gallery.id);
    expect(await names("ramon", "artwork")).toEqual([]);
    expect(await names("dunewatch", "gallery")).toEqual([]);
    await deleteArtwork(work.id);
    expect(await names("bells", "artwork")).toEqual([]);

    const other = await createArtwork({ ...artworkBase, title: "Tidewater Study", artistId: artist.id });
    expect(await names("tidewater", "artwork")).toEqual(["Tidewater Study"]);
    await deleteArtist(artist.id);
    expect(await names("tidewater", "artwork")).toEqual([]);
    expect(other.id).toBeTruthy();
  });

  it("keeps an artwork's document right when its artist and its gallery are saved at once", async () => {
    const gallery = await createGallery({ ...galleryBase, name: "Racing Rooms", city: "Lod" });
    const artist = await createArtist({ ...artistBase, name: "Racing Painter" });
    await createArtwork({ ...artworkBase, title: "Photo Finish", artistId: artist.id, galleryId: gallery.id });
    for (let round = 1; round <= 4; round++) {
      await Promise.all([
        updateArtist(artist.id, { ...artistBase, name: `Racing Painter${round}` }),
        updateGallery(gallery.id, { ...galleryBase, name: "Racing Rooms", city: `Lod${round}` }),
      ]);
    }
    expect(await names("painter4 lod4", "artwork")).toEqual(["Photo Finish"]);
  });

  it("finds Hebrew with or without niqqud and through one-letter prefixes", async () => {
    await createGallery({
      ...galleryBase,
      name: "Gallery of the Old Port",
      city: "Jerusalem",
      he: { name: "והגלריה לאמנות עכשווית", city: "ירושלים", description: "תערוכות של צילום ופיסול" },
    } as GalleryInput);
    for (const query of ["גלריה", "הגלריה", "יְרוּשָׁלַיִם", "בירושלים", "ובירושלים", "לאמנות", "אמנות", "פיסול", "בצילום"]) {
      expect(await names(query, "gallery"), query).toEqual(["Gallery of the Old Port"]);
    }
    expect(await names("ירושלמי", "gallery")).toEqual([]);
  });

  it("folds English plurals, case and accents, and indexes the medium in both languages", async () => {
    const artist = await createArtist({ ...artistBase, name: "Élodie Cafétière", styles: ["Landscapes"] });
    const work = await createArtwork({ ...artworkBase, title: "Harbour Lanterns", artistId: artist.id });
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable("artworks")
          .set({ medium: "painting", materials: "Oil on canvases", materials_he: "שמן על בד" })
          .where("id", "=", work.id)
          .execute();
        await reindexArtwork(trx, work.id);
      });
    expect(await names("elodie cafetiere", "artist")).toEqual(["Élodie Cafétière"]);
    expect(await names("LANDSCAPE", "artist")).toEqual(["Élodie Cafétière"]);
    for (const query of ["harbour lantern", "paintings", "ציור", "canvas", "בשמן", "lanterns"]) {
      expect(await names(query, "artwork"), query).toEqual(["Harbour Lanterns"]);
    }
  });

  it("finds a name with a one-letter typo, below exact matches", async () => {
    await createArtist({ ...artistBase, name: "Yosef Shapira" });
    await createArtist({ ...artistBase, name: "Dana Shapiro" });
    const results = await searchCatalogue("Shapiro", { kind: "artist" });
    expect(results.hits?.artist.map((hit) => [hit.name, hit.rank])).toEqual([
      ["Dana Shapiro", "name-word"],
      ["Yosef Shapira", "name-typo"],
    ]);
    // One letter more, or one fewer; two letters off is no longer a typo.
    expect(await names("shapirra", "artist")).toEqual(["Yosef Shapira"]);
    expect(await names("shpira", "artist")).toEqual(["Yosef Shapira"]);
    expect(await names("שפירא", "artist")).toEqual([]);
  });

  it("ranks the exact name first, then the name's start, name words, a typo, then other text", async () => {
    const artist = await createArtist({ ...artistBase, name: "Kestrel Vane" });
    for (const [title, description] of [
      ["Moon and Zinc", null],
      ["Zinc Mooon", null],
      ["Zinc Moon over Water", null],
      ["Aardvark", "A print of a zinc moon."],
      ["Zincography Moon", null],
      ["Zinc Moon", null],
    ] as const) {
      await createArtwork({ ...artworkBase, title, description, artistId: artist.id });
    }
    const results = await searchCatalogue("zinc moon", { kind: "artwork" });
    expect(results.hits?.artwork.map((hit) => [hit.name, hit.rank])).toEqual([
      ["Zinc Moon", "exact-name"],
      ["Zinc Moon over Water", "name-start"],
      ["Moon and Zinc", "name-word"],
      ["Zinc Mooon", "name-typo"],
      ["Aardvark", "other-text"],
    ]);
    expect(results.counts).toEqual({ artist: 0, artwork: 5, gallery: 0 });
    // Pages of one kind, counted whatever the page.
    const second = await searchCatalogue("zinc moon", { kind: "artwork", limit: 2, offset: 2 });
    expect(second.hits?.artwork.map((hit) => hit.name)).toEqual(["Moon and Zinc", "Zinc Mooon"]);
    expect(second.counts).toEqual(results.counts);
    const beyond = await searchCatalogue("zinc moon", { kind: "artwork", offset: 40 });
    expect(beyond.hits?.artwork).toEqual([]);
    expect(beyond.counts).toEqual(results.counts);
    // A search matches whole words: a prefix is for suggestions.
    expect(await names("zincogra", "artwork")).toEqual([]);
  });

  it("counts every kind and gives the first few of each without a kind", async () => {
    const gallery = await createGallery({ ...galleryBase, name: "Quokka House", description: "Quokka prints." });
    const artist = await createArtist({ ...artistBase, name: "Quokka Painter" });
    for (let i = 1; i <= 6; i++) {
      await createArtwork({ ...artworkBase, title: `Quokka ${i}`, artistId: artist.id, galleryId: gallery.id });
    }
    const results = await searchCatalogue("quokka", { limit: 3 });
    expect(results.counts).toEqual({ artist: 1, artwork: 6, gallery: 1 });
    expect(results.hits?.artwork.map((hit) => hit.name)).toEqual(["Quokka 1", "Quokka 2", "Quokka 3"]);
    expect(results.hits?.artist.map((hit) => hit.id)).toEqual([artist.id]);
    expect(results.hits?.gallery.map((hit) => [hit.id, hit.kind])).toEqual([[gallery.id, "gallery"]]);
    expect(results.tokens).toEqual(["quokka"]);
    const none = await searchCatalogue("nothingmatchesthis");
    expect(none).toEqual({
      tokens: ["nothingmatchesthis"],
      counts: { artist: 0, artwork: 0, gallery: 0 },
      hits: { artist: [], artwork: [], gallery: [] },
    });
  });

  it("answers punctuation and FTS syntax harmlessly, never throwing", async () => {
    await createArtist({ ...artistBase, name: "Near Column Star" });
    expect(await searchCatalogue("")).toEqual({ problem: "empty" });
    expect(await searchCatalogue("x".repeat(101))).toEqual({ problem: "too-long" });
    for (const query of ['"', "*", "-", ":", "^", "()", '"*"', "''", "׳״", "-- ;", "\\"]) {
      expect(await searchCatalogue(query), query).toEqual({ problem: "no-words" });
      expect(await suggestCatalogue(query)).toEqual([]);
    }
    for (const query of [
      'near" OR *',
      "NEAR(near column)",
      "near -column",
      "names:star",
      "{names}: star",
      "star*",
      "star AND NOT column",
      "'; drop table artists; --",
      "star' | 'column",
      "star:*A & !column",
      'c"o"l"u"m"n',
    ]) {
      const results = await searchCatalogue(query);
      expect(results.problem, query).toBeUndefined();
      await suggestCatalogue(query);
    }
    expect(await names("NEAR(near column)", "artist")).toEqual(["Near Column Star"]);
    expect(await names("names:star", "artist")).toEqual([]);
    expect(await names("star*", "artist")).toEqual(["Near Column Star"]);
  });

  it("suggests names as they are typed, in both languages, at most eight", async () => {
    const artist = await createArtist({
      ...artistBase,
      name: "Ruthven Oakhollow",
      he: { name: "רותבן אוקהולו", bio: null, seoTitle: null, seoDescription: null },
    });
    for (let i = 1; i <= 10; i++)
      await createArtwork({ ...artworkBase, title: `Oakhollow Leaf ${i}`, artistId: artist.id });
    const suggestions = await suggestCatalogue("oakho");
    expect(suggestions).toHaveLength(8);
    // Artists before artworks, though these titles start with what is typed.
    expect(suggestions[0]).toEqual({
      kind: "artist",
      id: artist.id,
      name: "Ruthven Oakhollow",
      nameHe: "רותבן אוקהולו",
    });
    expect(suggestions.slice(1).every((s) => s.kind === "artwork")).toBe(true);
    expect((await suggestCatalogue("ruthven oak")).map((s) => s.name)).toEqual(["Ruthven Oakhollow"]);
    // A prefix typed before the name's start (ו, "and") does not hide it.
    expect((await suggestCatalogue("ורותב")).map((s) => s.name)).toEqual(["Ruthven Oakhollow"]);
    expect((await suggestCatalogue("לאוק")).map((s) => s.name)).toEqual(["Ruthven Oakhollow"]);
    expect((await suggestCatalogue("אוקה")).map((s) => s.name)).toEqual(["Ruthven Oakhollow"]);
    // One letter is not yet a prefix (it would match half the index); two are.
    expect((await suggestCatalogue("oakhollow leaf 1", 3)).map((s) => s.name)).toEqual(["Oakhollow Leaf 1"]);
    expect((await suggestCatalogue("oakhollow leaf 10", 3)).map((s) => s.name)).toEqual(["Oakhollow Leaf 10"]);
    expect((await suggestCatalogue("oakhollow le", 3)).map((s) => s.name)).toEqual([
      "Oakhollow Leaf 1",
      "Oakhollow Leaf 10",
      "Oakhollow Leaf 2",
    ]);
    // Not the bio: suggestions are names.
    expect(await suggestCatalogue("coast")).toEqual([]);
  });

  it("finds artists by their styles' shared Hebrew names, renamed in the style's own save", async () => {
    const one = await createArtist({
      ...artistBase,
      name: "Style One",
      styles: ["Vorticism"],
      stylesHe: ["וורטיציזם"],
    });
    await createArtist({ ...artistBase, name: "Style Two", styles: ["Vorticism"] });
    expect(await names("וורטיציזם", "artist")).toEqual(["Style One", "Style Two"]);
    await updateArtist(one.id, { ...artistBase, name: "Style One", styles: ["Vorticism"], stylesHe: ["מערבולתיות"] });
    expect(await names("וורטיציזם", "artist")).toEqual([]);
    expect(await names("מערבולתיות", "artist")).toEqual(["Style One", "Style Two"]);
  });

  it("rebuilds the whole index to the same answers and records its version", async () => {
    const before = await searchCatalogue("quokka");
    const count = await rebuildSearchIndex();
    expect(count).toBeGreaterThan(10);
    expect(await isSearchIndexCurrent()).toBe(true);
    expect(await searchCatalogue("quokka")).toEqual(before);
    // Two instances starting at once both rebuild: neither fails, and nothing is lost.
    await Promise.all([rebuildSearchIndex(), rebuildSearchIndex()]);
    expect(await searchCatalogue("quokka")).toEqual(before);
  });
});
