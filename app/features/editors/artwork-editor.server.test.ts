import { expect, it } from "vitest";
import { notLoggedIn } from "#app/lib/admin-messages.ts";
import { createArtist, deleteArtist, getArtistById, updateArtist } from "#app/models/artists.server.ts";
import { createArtwork, getArtworkById, listArtworksByArtist } from "#app/models/artworks.server.ts";
import { listAuditEntries } from "#app/models/audit.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { adminPost, createTestAdminSession } from "#tests/support/admin-request.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import type { ArtworkFormAnswer } from "./artwork-editor.ts";
import { artworkChanged, handleArtworkSave, loadArtworkEditor } from "./artwork-editor.server.ts";

// The actions' answers: status, message, and the typed values, for each way a write can go wrong.

let cookie: string;

const OPERATOR: SessionUser = {
  id: "operator",
  email: "admin@example.com",
  sessionId: "",
  language: "en",
  role: "operator",
  memberships: [],
};
const EDIT_URL = new URL("http://localhost/admin/artworks/x/edit");

const post = (fields: Record<string, string>, isSignedIn = true) =>
  adminPost("/admin/artworks/new", fields, isSignedIn ? cookie : null);

/** The body and status of a data() answer (React Router's DataWithResponseInit). */
function unwrap<T>(result: unknown): { status: number; body: T } {
  const value = result as { data: T; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

const artistInput = (name: string) => ({ name, bio: "b", imageUrl: "https://example.com/a.jpg" });
const form = (artistId: string, fields: Record<string, string> = {}) => ({
  intent: "save",
  title: "Form Work",
  imageUrl: "https://example.com/w.jpg",
  artistId,
  availability: "for-sale",
  ...fields,
});

describeEachEngine("the artwork editor's actions", () => {
  it("answers 401 with the message and the typed values without a session, saving nothing", async () => {
    cookie = await createTestAdminSession();
    const artist = await createArtist(artistInput("Sessionless Painter"));
    const { status, body } = unwrap<ArtworkFormAnswer>(
      await handleArtworkSave(await post(form(artist.id, { priceIls: "900" }), false), null),
    );
    expect(status).toBe(401);
    expect(body.formError).toBe(notLoggedIn());
    expect(body.values.fields).toMatchObject({ title: "Form Work", priceIls: "900", artistId: artist.id });
  });

  it("adds a work by its artist, at its gallery, and puts it in the audit trail by title", async () => {
    const artist = await createArtist(artistInput("Adding Painter"));
    const gallery = await createGallery({
      name: "Adding Gallery",
      street: "1",
      city: "Haifa",
      hours: "h",
      description: "d",
    });
    const saved = await handleArtworkSave(
      await post(form(artist.id, { title: "Audited Work", galleryId: gallery.id, priceIls: "12,500" })),
      null,
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("location")).toBe("/admin/artworks?added=Audited+Work");
    const [entry] = await listAuditEntries(1);
    expect(entry).toMatchObject({
      actor: "admin@example.com",
      action: "created",
      target: { kind: "artwork", name: "Audited Work" },
    });
    const [work] = await listArtworksByArtist(artist.id);
    expect(work).toMatchObject({ title: "Audited Work", galleryId: gallery.id, facts: { priceIls: 12500 } });
    // Its edit page shows it as saved, with the artists and galleries to choose from.
    const loaded = await loadArtworkEditor(work!.id, OPERATOR, EDIT_URL);
    expect(loaded?.answer.values.fields).toMatchObject({
      title: "Audited Work",
      priceIls: "12500",
      artistId: artist.id,
    });
    expect(loaded?.artists).toContainEqual({ id: artist.id, name: "Adding Painter" });
    expect(loaded?.galleries).toContainEqual({ id: gallery.id, name: "Adding Gallery" });
  });

  it("refuses an artist or a gallery that does not exist (400), keeping what was typed", async () => {
    const artist = await createArtist(artistInput("Vanishing Painter"));
    await deleteArtist(artist.id);
    const { status, body } = unwrap<ArtworkFormAnswer>(
      await handleArtworkSave(await post(form(artist.id, { galleryId: "no-such-gallery", year: "1999" })), null),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      artistId: "Please choose an artist from the list",
      galleryId: "Please choose a gallery from the list",
    });
    expect(body.values.fields).toMatchObject({ title: "Form Work", year: "1999" });
  });

  it("saves over the version it was opened with; a stale copy is refused (409) and changes nothing", async () => {
    const artist = await createArtist(artistInput("Contested Painter"));
    const work = await createArtwork({
      title: "Contested",
      imageUrl: "https://example.com/c.jpg",
      artistId: artist.id,
    });
    const version = String(work.updatedAt);
    const first = await handleArtworkSave(
      await post(form(artist.id, { title: "Contested", priceIls: "2000", availability: "on-hold", version })),
      work.id,
    );
    expect((first as Response).headers.get("location")).toBe("/admin/artworks?updated=Contested");
    const saved = await getArtworkById(work.id);
    expect(saved?.facts).toMatchObject({ priceIls: 2000, availability: "on-hold" });

    const second = unwrap<ArtworkFormAnswer>(
      await handleArtworkSave(await post(form(artist.id, { title: "Second Title", priceIls: "1", version })), work.id),
    );
    expect(second.status).toBe(409);
    expect(second.body.formError).toBe(artworkChanged());
    expect(second.body.values.fields).toMatchObject({ title: "Second Title", priceIls: "1" });
    expect(await getArtworkById(work.id)).toEqual(saved);
    // Without a version a save could overwrite someone else's: it is a conflict too.
    const unversioned = unwrap<ArtworkFormAnswer>(await handleArtworkSave(await post(form(artist.id)), work.id));
    expect(unversioned.status).toBe(409);
  });

  it("makes the artist's editor opened before the save stale, so it cannot save the old work back", async () => {
    const artist = await createArtist({
      ...artistInput("Row Painter"),
      artworks: [{ title: "Row Work", imageUrl: "https://example.com/r.jpg" }],
    });
    const opened = (await getArtistById(artist.id))!.updatedAt;
    const [work] = await listArtworksByArtist(artist.id);
    await handleArtworkSave(
      await post(form(artist.id, { title: "Row Work", priceIls: "700", version: String(work!.updatedAt) })),
      work!.id,
    );
    await expect(
      updateArtist(
        artist.id,
        { ...artistInput("Row Painter"), artworks: [{ id: work!.id, title: "Row Work", imageUrl: work!.imageUrl }] },
        { expectedUpdatedAt: opened },
      ),
    ).rejects.toBeInstanceOf(RecordChangedError);
    expect((await getArtworkById(work!.id))?.facts.priceIls).toBe(700);
  });

  it("is itself made stale by a save of the artist's editor, which writes the work as one of its rows", async () => {
    const artist = await createArtist({
      ...artistInput("Other Row Painter"),
      artworks: [{ title: "Other Row Work", imageUrl: "https://example.com/o.jpg" }],
    });
    const [work] = await listArtworksByArtist(artist.id);
    const saved = await getArtistById(artist.id);
    await updateArtist(
      artist.id,
      {
        ...artistInput("Other Row Painter"),
        artworks: [{ id: work!.id, title: "Retitled", imageUrl: work!.imageUrl }],
      },
      { expectedUpdatedAt: saved!.updatedAt },
    );
    const { status } = unwrap<ArtworkFormAnswer>(
      await handleArtworkSave(
        await post(form(artist.id, { title: "Other Row Work", version: String(work!.updatedAt) })),
        work!.id,
      ),
    );
    expect(status).toBe(409);
    expect((await getArtworkById(work!.id))?.title).toBe("Retitled");
  });

  it("answers 404 for a work deleted meanwhile, and the edit page finds no such work", async () => {
    const artist = await createArtist(artistInput("Gone Painter"));
    const { status, body } = unwrap<ArtworkFormAnswer>(
      await handleArtworkSave(await post(form(artist.id, { version: "5" })), "no-such-artwork"),
    );
    expect(status).toBe(404);
    expect(body.formError).toBe(
      "This artwork no longer exists: someone may have deleted it. Your edits are still in the form.",
    );
    expect(await loadArtworkEditor("no-such-artwork", OPERATOR, EDIT_URL)).toBeNull();
  });
});
