import { sql } from "kysely";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { notLoggedIn } from "#app/lib/admin-messages.ts";
import { createArtist, getArtistById } from "#app/models/artists.server.ts";
import { listAuditEntries } from "#app/models/audit.server.ts";
import { adminPost, createTestAdminSession } from "#tests/support/admin-request.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import type { ArtistFormAnswer } from "./artist-editor.ts";
import { artistChanged, handleArtistSave } from "./artist-editor.server.ts";

// The actions' answers: status, message, and the typed values, for each way a write can go wrong.

let cookie: string;

/** A POST of the artist form as the action receives it, signed in unless told otherwise. */
const post = (fields: Record<string, string>, isSignedIn = true) =>
  adminPost("/admin/artists/new", fields, isSignedIn ? cookie : null);

/** The body and status of a data() answer (React Router's DataWithResponseInit). */
function unwrap<T>(result: unknown): { status: number; body: T } {
  const value = result as { data: T; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

const form = {
  intent: "save",
  name: "Form Artist",
  bio: "Paints.",
  imageUrl: "https://example.com/a.jpg",
  "artworks.0.title": "A Work",
  "artworks.0.imageUrl": "https://example.com/w.jpg",
};

describeEachEngine("the artist form's actions", () => {
  it("answers 401 with the message and the typed values without a session, saving nothing", async () => {
    cookie = await createTestAdminSession();
    const { status, body } = unwrap<ArtistFormAnswer>(await handleArtistSave(await post(form, false), null));
    expect(status).toBe(401);
    expect(body.formError).toBe(notLoggedIn());
    expect(body.values).toMatchObject({ fields: { name: "Form Artist" }, artworks: [{ title: "A Work" }] });
  });

  it("adds and removes rows without saving", async () => {
    const added = unwrap<ArtistFormAnswer>(
      await handleArtistSave(await post({ ...form, intent: "artwork:add:0" }), null),
    );
    expect(added.status).toBe(200);
    expect(added.body.values.artworks.map((row) => row.title)).toEqual(["A Work", ""]);
    const removed = unwrap<ArtistFormAnswer>(
      await handleArtistSave(await post({ ...form, intent: "artwork:remove:0" }), null),
    );
    expect(removed.body.values.artworks).toEqual([]);
    expect(removed.body.values.fields.name).toBe("Form Artist");
  });

  it("puts a new artist and a save of it in the audit trail, by name", async () => {
    const created = await handleArtistSave(await post({ ...form, name: "Audited Form Artist" }), null);
    expect(created).toBeInstanceOf(Response);
    const [entry] = await listAuditEntries(1);
    expect(entry).toMatchObject({
      actor: "admin@example.com",
      action: "created",
      target: { kind: "artist", name: "Audited Form Artist" },
    });
    // Nothing is recorded for a save that was refused.
    await handleArtistSave(await post({ ...form, name: "" }), null);
    expect((await listAuditEntries(1))[0]!.id).toBe(entry!.id);
  });

  it("answers 409 to a save from a stale copy, keeping the typed values", async () => {
    const artist = await createArtist({ name: "Stale", bio: "b", imageUrl: "https://example.com/s.jpg" });
    const stale = String(artist.updatedAt - 1);
    const { status, body } = unwrap<ArtistFormAnswer>(
      await handleArtistSave(await post({ ...form, version: stale }), artist.id),
    );
    expect(status).toBe(409);
    expect(body.formError).toBe(artistChanged());
    expect(body.values.fields.name).toBe("Form Artist");
    expect((await getArtistById(artist.id))?.name).toBe("Stale");
  });

  it("says each failure in words when the database fails, keeping the typed values", async () => {
    const artist = await createArtist({ name: "Doomed Save", bio: "b", imageUrl: "https://example.com/d.jpg" });
    await sql`alter table artworks rename to artworks_gone`.execute(getDb());
    try {
      const added = unwrap<ArtistFormAnswer>(await handleArtistSave(await post(form), null));
      expect(added.status).toBe(503);
      expect(added.body.formError).toBe("An error occurred while adding the artist");
      expect(added.body.values["artworks"][0]?.title).toBe("A Work");
      const updated = unwrap<ArtistFormAnswer>(
        await handleArtistSave(await post({ ...form, version: String(artist.updatedAt) }), artist.id),
      );
      expect(updated.status).toBe(503);
      expect(updated.body.formError).toBe("An error occurred while updating the artist");
    } finally {
      await sql`alter table artworks_gone rename to artworks`.execute(getDb());
    }
    expect((await getArtistById(artist.id))?.name).toBe("Doomed Save");
  });
});
