import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist, getArtistBySlugOrId, updateArtist } from "./artists.server.ts";
import { createArtwork, getArtworkBySlugOrId } from "./artworks.server.ts";
import { giveReadableSlugs } from "./slugs.server.ts";

const base = { bio: "Paints the light of the coast.", imageUrl: "https://example.com/a.jpg" };

/** Puts a record back to the slug it had when names without Latin letters fell back to the id. */
async function toIdSlug(table: "artists" | "artworks", id: string): Promise<string> {
  const slug = id.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await getDb().updateTable(table).set({ slug }).where("id", "=", id).execute();
  return slug;
}

describeEachEngine("records named only in Hebrew with their id as slug", () => {
  it("get a readable slug once at startup, and the id slug keeps leading to them", async () => {
    const artist = await createArtist({ ...base, name: "תמר גולן" });
    const artwork = await createArtwork({ title: "שקיעה", imageUrl: "https://example.com/s.jpg", artistId: artist.id });
    const oldArtistSlug = await toIdSlug("artists", artist.id);
    const oldArtworkSlug = await toIdSlug("artworks", artwork.id);
    // A record whose name gives nothing readable keeps its id slug.
    const unreadable = await createArtist({ ...base, name: "״׳" });

    expect(await giveReadableSlugs(getDb())).toBeGreaterThanOrEqual(2);
    const renamed = await getArtistBySlugOrId(oldArtistSlug);
    expect(renamed?.slug).toMatch(/^tamar-goln(-\d+)?$/);
    expect((await getArtworkBySlugOrId(oldArtworkSlug))?.slug).toMatch(/^[a-z]+(-\d+)?$/);
    expect((await getArtistBySlugOrId(unreadable.slug))?.slug).toBe(unreadable.slug);
    // A second run finds nothing more to do for these.
    await giveReadableSlugs(getDb());
    expect((await getArtistBySlugOrId(oldArtistSlug))?.slug).toBe(renamed?.slug);
  });

  it("get a readable slug on their next save, even with the name unchanged", async () => {
    const artist = await createArtist({ ...base, name: "יעל ברק" });
    const oldSlug = await toIdSlug("artists", artist.id);
    const saved = await updateArtist(artist.id, { ...base, name: "יעל ברק" });
    expect(saved?.slug).toMatch(/^[a-z]+-[a-z]+(-\d+)?$/);
    expect((await getArtistBySlugOrId(oldSlug))?.id).toBe(artist.id);
  });
});
