import { describe, expect, it, vi } from "vitest";
import { getStorage, setStorage } from "#app/lib/storage/get-storage.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import {
  getArtistById,
  countArtists,
  createArtist,
  deleteArtist,
  getArtistBySlugOrId,
  listArtists,
  listFeaturedArtists,
  setArtistFeatured,
  updateArtist,
} from "./artists.server.ts";
import {
  countArtworks,
  createArtwork,
  getArtworkBySlugOrId,
  listArtworksByArtist,
  type ArtistArtworkInput,
} from "./artworks.server.ts";
import { createGallery } from "./galleries.server.ts";
import { getImageById, storeImage } from "./media.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { RecordChangedError } from "./versions.server.ts";
import { getStyleNameHe } from "./style-names.server.ts";

const base = { bio: "Paints the light of the coast.", imageUrl: "https://example.com/a.jpg" };
const galleryBase = { street: "Herzl 1", city: "Haifa", hours: "10-18", description: "A gallery." };

describeEachEngine("artists", () => {
  it("lists and counts the artists working in one style, exactly that style", async () => {
    const [inked, both] = [
      await createArtist({ ...base, name: "Inked One", styles: ["Ink"] }),
      await createArtist({ ...base, name: "Inked Two", styles: ["Oil", "Ink"] }),
    ];
    await createArtist({ ...base, name: "Oiled", styles: ["Oil", "Inkwell"] });
    expect((await listArtists({ style: "Ink" })).map((artist) => artist.id).sort()).toEqual([inked.id, both.id].sort());
    expect(await countArtists({ style: "Ink" })).toBe(2);
    expect(await countArtists({ style: "Oil" })).toBe(2);
    expect(await countArtists({ style: "Nothing" })).toBe(0);
    expect(await listArtists({ style: "Ink", limit: 1, offset: 1 })).toHaveLength(1);
    expect(await countArtists()).toBeGreaterThanOrEqual(3);
  });

  it("searches names in any case, taking % and _ literally, and sorts the table's columns both ways", async () => {
    const day = 86_400_000;
    const zeta = await createArtist({ ...base, name: "Zeta Quarry" }, { now: 1_600_000_000_000 });
    const alpha = await createArtist({ ...base, name: "alpha quarry" }, { now: 1_600_000_000_000 + day });
    const percent = await createArtist({ ...base, name: "Quarry 100%_done" }, { now: 1_600_000_000_000 + 2 * day });
    await updateArtist(zeta.id, { ...base, name: "Zeta Quarry" }, { now: 1_600_000_000_000 + 3 * day });
    const names = async (options: Parameters<typeof listArtists>[0]) =>
      (await listArtists(options)).map((artist) => artist.name);
    expect(await names({ search: "QUARRY", sort: { key: "name", isDescending: false } })).toEqual([
      "alpha quarry",
      "Quarry 100%_done",
      "Zeta Quarry",
    ]);
    expect(await names({ search: "quarry", sort: { key: "name", isDescending: true } })).toEqual([
      "Zeta Quarry",
      "Quarry 100%_done",
      "alpha quarry",
    ]);
    expect(await names({ search: "quarry", sort: { key: "added", isDescending: true } })).toEqual([
      percent.name,
      alpha.name,
      zeta.name,
    ]);
    expect((await names({ search: "quarry", sort: { key: "updated", isDescending: true } }))[0]).toBe(zeta.name);
    expect(await names({ search: "%_" })).toEqual([percent.name]);
    expect(await names({ search: "0%_d" })).toEqual([percent.name]);
    expect(await names({ search: "a_q" })).toEqual([]);
    expect(await countArtists({ search: "quarry" })).toBe(3);
    expect(await countArtists({ search: "Zeta q" })).toBe(1);
    expect(
      await listArtists({ search: "quarry", sort: { key: "name", isDescending: false }, limit: 1, offset: 1 }),
    ).toHaveLength(1);
  });

  it("stores every field and reads it back, lists in their order", async () => {
    const artist = await createArtist(
      {
        ...base,
        name: "Noa Ben-Ami",
        website: "https://example.com/noa",
        styles: ["Abstract", "Landscape", "Mixed Media"],
        isFeatured: true,
        seo: { title: "Noa", description: "About Noa", keywords: ["sea", "light"] },
        socialMedia: { instagram: "https://www.instagram.com/omanut_sample_noa", facebook: null },
      },
      { now: 1_700_000_000_000 },
    );
    expect(artist).toMatchObject({
      name: "Noa Ben-Ami",
      slug: "noa-ben-ami",
      website: "https://example.com/noa",
      styles: ["Abstract", "Landscape", "Mixed Media"],
      isFeatured: true,
      seo: { title: "Noa", description: "About Noa", keywords: ["sea", "light"] },
      socialMedia: { instagram: "https://www.instagram.com/omanut_sample_noa", facebook: null, twitter: null },
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    });
    expect(typeof artist.createdAt).toBe("number");
    expect(artist.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it("gives a second record with the same slug -2, a third -3", async () => {
    const first = await createArtist({ ...base, name: "Same Name" });
    const second = await createArtist({ ...base, name: "Same  Name!" });
    const third = await createArtist({ ...base, name: "same name" });
    expect([first.slug, second.slug, third.slug]).toEqual(["same-name", "same-name-2", "same-name-3"]);
  });

  it("finds an artist by slug first, then by id", async () => {
    const artist = await createArtist({ ...base, name: "Lookup Artist" });
    expect((await getArtistBySlugOrId("lookup-artist"))?.id).toBe(artist.id);
    expect((await getArtistBySlugOrId(artist.id))?.id).toBe(artist.id);
    expect(await getArtistBySlugOrId("no-such-artist")).toBeNull();
  });

  it("prefers a slug match over an id match", async () => {
    const target = await createArtist({ ...base, name: "Id Holder" });
    const other = await createArtist({ ...base, name: "Slug Holder" });
    // Force the rare case where the order (slug before id) decides: one artist's slug equals another's id.
    await getDb().updateTable("artists").set({ slug: target.id }).where("id", "=", other.id).execute();
    expect((await getArtistBySlugOrId(target.id))?.id).toBe(other.id);
  });

  it("recomputes the slug when the name changes; the old slug still reaches the artist", async () => {
    const artist = await createArtist({ ...base, name: "Old Name" });
    const renamed = await updateArtist(artist.id, { ...base, name: "New Name" }, { now: artist.createdAt + 1000 });
    expect(renamed?.slug).toBe("new-name");
    expect(renamed?.updatedAt).toBe(artist.createdAt + 1000);
    expect((await getArtistBySlugOrId("old-name"))?.id).toBe(artist.id);
    // Another artist cannot take the old slug: old links must keep leading to the renamed artist.
    const newcomer = await createArtist({ ...base, name: "Old Name" });
    expect(newcomer.slug).toBe("old-name-2");
    // Renaming back reclaims it.
    expect((await updateArtist(artist.id, { ...base, name: "Old Name" }))?.slug).toBe("old-name");
    expect((await getArtistBySlugOrId("new-name"))?.id).toBe(artist.id);
  });

  it("keeps the slug when only other fields change", async () => {
    const artist = await createArtist({ ...base, name: "Stable Slug" });
    const updated = await updateArtist(artist.id, {
      ...base,
      name: "Stable Slug",
      bio: "New bio",
      styles: ["Sculpture"],
    });
    expect(updated).toMatchObject({ slug: "stable-slug", bio: "New bio", styles: ["Sculpture"] });
    expect(await updateArtist("missing-id", { ...base, name: "X" })).toBeNull();
  });

  it("lists featured artists newest first and toggles the flag", async () => {
    const older = await createArtist({ ...base, name: "Featured Older", isFeatured: true }, { now: 1000 });
    const newer = await createArtist({ ...base, name: "Featured Newer", isFeatured: true }, { now: 2000 });
    const plain = await createArtist({ ...base, name: "Not Featured" }, { now: 3000 });
    let featured = (await listFeaturedArtists(50)).map((a) => a.id);
    expect(featured.indexOf(newer.id)).toBeLessThan(featured.indexOf(older.id));
    expect(featured).not.toContain(plain.id);
    expect(await setArtistFeatured(plain.id, true)).toBe(true);
    featured = (await listFeaturedArtists(50)).map((a) => a.id);
    expect(featured).toContain(plain.id);
    expect(await listFeaturedArtists(1)).toHaveLength(1);
  });

  it("deletes an artist with all of its artworks, and their old slugs", async () => {
    const artist = await createArtist({ ...base, name: "To Delete" });
    const keep = await createArtist({ ...base, name: "To Keep" });
    const work = await createArtwork({ title: "Doomed Work", imageUrl: "/x.jpg", artistId: artist.id });
    await createArtwork({ title: "Kept Work", imageUrl: "/x.jpg", artistId: keep.id });
    const countBefore = await countArtists();
    expect(await deleteArtist(artist.id)).toBe(true);
    expect(await countArtists()).toBe(countBefore - 1);
    expect(await getArtworkBySlugOrId(work.id)).toBeNull();
    expect(await countArtworks({ artistId: artist.id })).toBe(0);
    expect(await countArtworks({ artistId: keep.id })).toBe(1);
    expect(await deleteArtist(artist.id)).toBe(false);
  });

  it("gives a style one Hebrew name shared by every artist with it; blank or left out, a name stays", async () => {
    const first = await createArtist({
      ...base,
      name: "Shared Style One",
      styles: ["Aquarelle", "Collage"],
      stylesHe: ["אקוורל", ""],
    });
    expect(first.stylesHe).toEqual(["אקוורל", null]);
    const second = await createArtist({ ...base, name: "Shared Style Two", styles: ["Collage", "Aquarelle", "Neon"] });
    expect(second.stylesHe).toEqual([null, "אקוורל", null]);

    const renamed = await updateArtist(second.id, {
      ...base,
      name: "Shared Style Two",
      styles: ["Collage", "Aquarelle", "Neon"],
      stylesHe: [" קולאז׳ ", " ", ""],
    });
    expect(renamed?.stylesHe).toEqual(["קולאז׳", "אקוורל", null]);
    expect((await getArtistById(first.id))?.stylesHe).toEqual(["אקוורל", "קולאז׳"]);

    // Saved without Hebrew names, the shared ones stay; a new name reaches every artist with the style.
    await updateArtist(first.id, { ...base, name: "Shared Style One", styles: ["Aquarelle", "Collage"] });
    expect((await getArtistById(first.id))?.stylesHe).toEqual(["אקוורל", "קולאז׳"]);
    await updateArtist(first.id, {
      ...base,
      name: "Shared Style One",
      styles: ["Aquarelle", "Collage"],
      stylesHe: ["צבעי מים", ""],
    });
    const inStyle = await listArtists({ style: "Aquarelle" });
    expect(inStyle.map((artist) => artist.stylesHe[artist.styles.indexOf("Aquarelle")])).toEqual([
      "צבעי מים",
      "צבעי מים",
    ]);
    expect(await getStyleNameHe("Aquarelle")).toBe("צבעי מים");
    expect(await getStyleNameHe("aquarelle")).toBeNull();
    expect(await getStyleNameHe("Neon")).toBeNull();
  });

  it("takes the first Hebrew name of a style listed twice in one save", async () => {
    const artist = await createArtist({
      ...base,
      name: "Twice Styled",
      styles: ["Fresco", "Fresco"],
      stylesHe: ["פרסקו", "ציור קיר"],
    });
    expect(artist.stylesHe).toEqual(["פרסקו", "פרסקו"]);
    expect(await getStyleNameHe("Fresco")).toBe("פרסקו");
  });

  it("lists artists newest first with their styles, in one page", async () => {
    const listed = await listArtists({ limit: 3 });
    expect(listed).toHaveLength(3);
    for (let i = 1; i < listed.length; i++)
      expect(listed[i - 1]!.createdAt).toBeGreaterThanOrEqual(listed[i]!.createdAt);
  });
});

describe("artist slugs without Latin letters", () => {
  describeEachEngine("hebrew names", () => {
    it("are transliterated into a readable slug, unique like any other, and the record's id still leads to it", async () => {
      const artist = await createArtist({ ...base, name: "נועה בן-עמי" });
      expect(artist.slug).toMatch(/^noa-ben-ami(-\d+)?$/);
      const twin = await createArtist({ ...base, name: "נועה בן־עמי" });
      expect(twin.slug).not.toBe(artist.slug);
      expect(twin.slug).toMatch(/^noa-ben-ami-\d+$/);
      expect((await getArtistBySlugOrId(artist.slug))?.id).toBe(artist.id);
      expect((await getArtistBySlugOrId(artist.id))?.id).toBe(artist.id);
    });

    it("keep a slug made under an earlier rule when saved again, and a rename keeps it leading to the record", async () => {
      const artist = await createArtist({ ...base, name: "ליאורה שבתאי-דהן" });
      expect(artist.slug).toMatch(/^liora-shvtai-dahan(-\d+)?$/);
      // A slug an earlier transliteration made, as stored before the rule changed.
      await getDb().updateTable("artists").set({ slug: "liora-shvti-dehn" }).where("id", "=", artist.id).execute();
      const saved = await updateArtist(artist.id, { ...base, name: "ליאורה שבתאי-דהן", bio: "Sand and cloth." });
      expect(saved?.slug).toBe("liora-shvti-dehn");
      const renamed = await updateArtist(artist.id, { ...base, name: "ליאורה דהן" });
      expect(renamed?.slug).toMatch(/^liora-dahan(-\d+)?$/);
      expect((await getArtistBySlugOrId("liora-shvti-dehn"))?.id).toBe(artist.id);
    });

    it("fall back to the record id when nothing readable is left", async () => {
      const artist = await createArtist({ ...base, name: "״׳" });
      expect(artist.slug).toBe(artist.id.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
      expect((await getArtistBySlugOrId(artist.slug))?.id).toBe(artist.id);
    });
  });
});

/** Everything an artist save can touch, to compare before and after a refused one. */
async function snapshot(artistId: string) {
  const db = getDb();
  return {
    artist: await db.selectFrom("artists").selectAll().where("id", "=", artistId).executeTakeFirst(),
    artworks: await db.selectFrom("artworks").selectAll().where("artist_id", "=", artistId).orderBy("id").execute(),
    styles: await db.selectFrom("artist_styles").selectAll().where("artist_id", "=", artistId).execute(),
    slugs: await db.selectFrom("slug_history").selectAll().orderBy("entity").orderBy("slug").execute(),
    artworkCount: await countArtworks(),
  };
}

const work = (title: string, extra: Partial<ArtistArtworkInput> = {}): ArtistArtworkInput => ({
  title,
  imageUrl: `https://example.com/${title.toLowerCase().replace(/\W+/g, "-")}.jpg`,
  ...extra,
});

describeEachEngine("artists with their artworks", () => {
  it("creates an artist with two artworks in one save", async () => {
    const gallery = await createGallery({ ...galleryBase, name: "Form Gallery" });
    const artist = await createArtist({
      ...base,
      name: "Two Works",
      artworks: [work("Morning Harbour", { year: 2019, galleryId: gallery.id }), work("Night Harbour")],
    });
    const artworks = await listArtworksByArtist(artist.id);
    expect(artworks.map((a) => a.title).sort()).toEqual(["Morning Harbour", "Night Harbour"]);
    expect(artworks.find((a) => a.title === "Morning Harbour")).toMatchObject({
      slug: "morning-harbour",
      year: 2019,
      galleryId: gallery.id,
      artistId: artist.id,
    });
  });

  it("updates kept artworks, deletes removed ones and adds new ones; slugs follow new titles", async () => {
    const artist = await createArtist({ ...base, name: "Edit Works", artworks: [work("Keep Me"), work("Drop Me")] });
    const before = await listArtworksByArtist(artist.id);
    const kept = before.find((a) => a.title === "Keep Me")!;
    const dropped = before.find((a) => a.title === "Drop Me")!;
    const saved = await updateArtist(
      artist.id,
      {
        ...base,
        name: "Edit Works Renamed",
        artworks: [work("Kept And Retitled", { id: kept.id }), work("Brand New")],
      },
      { expectedUpdatedAt: artist.updatedAt },
    );
    expect(saved?.slug).toBe("edit-works-renamed");
    expect(saved!.updatedAt).toBeGreaterThan(artist.updatedAt);
    const after = await listArtworksByArtist(artist.id);
    expect(after.map((a) => a.title).sort()).toEqual(["Brand New", "Kept And Retitled"]);
    expect(after.find((a) => a.id === kept.id)?.slug).toBe("kept-and-retitled");
    expect((await getArtworkBySlugOrId("keep-me"))?.id).toBe(kept.id);
    expect(await getArtworkBySlugOrId(dropped.id)).toBeNull();
    expect((await getArtistBySlugOrId("edit-works"))?.id).toBe(artist.id);
  });

  it("rolls everything back when an artwork fails halfway, leaving the database exactly as it was", async () => {
    const artist = await createArtist({ ...base, name: "Rollback", styles: ["Oil"], artworks: [work("Stays")] });
    const stays = (await listArtworksByArtist(artist.id))[0]!;
    const before = await snapshot(artist.id);
    await expect(
      updateArtist(
        artist.id,
        {
          ...base,
          name: "Rollback Renamed",
          styles: ["Ink"],
          // The first new artwork is written, the second breaks the gallery foreign key.
          artworks: [work("Stays Retitled", { id: stays.id }), work("Written"), work("Broken", { galleryId: "nope" })],
        },
        { expectedUpdatedAt: artist.updatedAt },
      ),
    ).rejects.toThrow();
    expect(await snapshot(artist.id)).toEqual(before);

    const artworkCount = await countArtworks();
    await expect(
      createArtist({ ...base, name: "Never Created", artworks: [work("Fine"), work("Bad", { galleryId: "nope" })] }),
    ).rejects.toThrow();
    expect(await getArtistBySlugOrId("never-created")).toBeNull();
    expect(await countArtworks()).toBe(artworkCount);
  });

  it("refuses a save, a toggle and a delete made from a stale copy, writing nothing", async () => {
    const artist = await createArtist({ ...base, name: "Contested", artworks: [work("Contested Work")] });
    const first = await updateArtist(
      artist.id,
      { ...base, name: "Contested", bio: "First editor" },
      { expectedUpdatedAt: artist.updatedAt, now: artist.updatedAt },
    );
    // Saved within the same millisecond, the token still changes.
    expect(first!.updatedAt).toBeGreaterThan(artist.updatedAt);
    const before = await snapshot(artist.id);
    await expect(
      updateArtist(
        artist.id,
        { ...base, name: "Second Editor", artworks: [] },
        { expectedUpdatedAt: artist.updatedAt },
      ),
    ).rejects.toBeInstanceOf(RecordChangedError);
    await expect(setArtistFeatured(artist.id, true, { expectedUpdatedAt: artist.updatedAt })).rejects.toBeInstanceOf(
      RecordChangedError,
    );
    await expect(deleteArtist(artist.id, { expectedUpdatedAt: artist.updatedAt })).rejects.toBeInstanceOf(
      RecordChangedError,
    );
    expect(await snapshot(artist.id)).toEqual(before);
    expect(await setArtistFeatured(artist.id, true, { expectedUpdatedAt: first!.updatedAt })).toBe(true);
    expect(await setArtistFeatured("missing", true, { expectedUpdatedAt: 1 })).toBe(false);
    expect(await deleteArtist("missing", { expectedUpdatedAt: 1 })).toBe(false);
  });

  it("refuses an artwork id that is not one of the artist's", async () => {
    const owner = await createArtist({ ...base, name: "Owner", artworks: [work("Owned")] });
    const other = await createArtist({ ...base, name: "Other", artworks: [work("Other Owned")] });
    const owned = (await listArtworksByArtist(owner.id))[0]!;
    const before = await snapshot(other.id);
    await expect(
      updateArtist(other.id, { ...base, name: "Other", artworks: [work("Stolen", { id: owned.id })] }),
    ).rejects.toThrow();
    expect(await snapshot(other.id)).toEqual(before);
  });

  it("deletes the artist's artworks and their unused images, keeping an image another record shows", async () => {
    const portrait = await storeImage(await makeImage("png", 64, 48));
    const shared = await storeImage(await makeImage("png", 64, 48));
    const own = await storeImage(await makeImage("png", 64, 48));
    const artist = await createArtist({
      ...base,
      name: "Cascade",
      imageUrl: `/media/${portrait.id}`,
      imageId: portrait.id,
      artworks: [
        work("Own Image", { imageUrl: `/media/${own.id}`, imageId: own.id }),
        work("Shared Image", { imageUrl: `/media/${shared.id}`, imageId: shared.id }),
      ],
    });
    const other = await createArtist({ ...base, name: "Keeps Shared" });
    await createArtwork({
      title: "Also Shared",
      imageUrl: `/media/${shared.id}`,
      imageId: shared.id,
      artistId: other.id,
    });
    const works = await listArtworksByArtist(artist.id);
    expect(await deleteArtist(artist.id, { expectedUpdatedAt: artist.updatedAt })).toBe(true);
    for (const artwork of works) expect(await getArtworkBySlugOrId(artwork.id)).toBeNull();
    expect(await getImageById(portrait.id)).toBeNull();
    expect(await getImageById(own.id)).toBeNull();
    expect(await getImageById(shared.id)).not.toBeNull();
  });

  it("a delete stands when the storage then fails to remove the images: they are left for media:sweep", async () => {
    const portrait = await storeImage(await makeImage("png", 64, 64));
    const artist = await createArtist({
      ...base,
      name: "Storage Down",
      imageUrl: `/media/${portrait.id}`,
      imageId: portrait.id,
    });
    const storage = getStorage();
    setStorage({
      ...storage,
      list: storage.list.bind(storage),
      read: storage.read.bind(storage),
      save: storage.save.bind(storage),
      delete: () => Promise.reject(new Error("storage is down")),
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await deleteArtist(artist.id, { expectedUpdatedAt: artist.updatedAt })).toBe(true);
      expect(await getArtistById(artist.id)).toBeNull();
      expect(errors.mock.calls.join(" ")).toContain("storage is down");
    } finally {
      setStorage(storage);
      errors.mockRestore();
    }
  });
});
