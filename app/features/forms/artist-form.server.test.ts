import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { hashSessionToken, NOT_LOGGED_IN, SESSION_COOKIE } from "#app/lib/session.server.ts";
import { createArtist, getArtistById } from "#app/models/artists.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import type { ArtistFormAnswer, ArtistWriteAnswer } from "./artist-form.ts";
import { ARTIST_CHANGED, DELETE_FAILED, handleArtistSave, handleArtistWrite } from "./artist-form.server.ts";

// The actions' answers: status, message, and the typed values, for each way a write can go wrong.

const TOKEN = "artist-form-test-session-token";

async function signIn() {
  const now = Date.now();
  await getDb()
    .insertInto("users")
    .values({ id: "admin", email: "admin@example.com", password_hash: "x", created_at: now, updated_at: now })
    .execute();
  await getDb()
    .insertInto("sessions")
    .values({
      id: hashSessionToken(TOKEN),
      user_id: "admin",
      created_at: now,
      last_seen_at: now,
      expires_at: now + 3600_000,
    })
    .execute();
}

function post(fields: Record<string, string>, isSignedIn = true) {
  const request = new Request("http://test.local/admin/artists/new", {
    method: "POST",
    headers: isSignedIn ? { cookie: `${SESSION_COOKIE}=${TOKEN}` } : {},
    body: new URLSearchParams(fields),
  });
  return { request, context: new RouterContextProvider() };
}

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
    await signIn();
    const { status, body } = unwrap<ArtistFormAnswer>(await handleArtistSave(post(form, false), null));
    expect(status).toBe(401);
    expect(body.formError).toBe(NOT_LOGGED_IN);
    expect(body.values).toMatchObject({ name: "Form Artist", artworks: [{ title: "A Work" }] });
    const write = unwrap<ArtistWriteAnswer>(
      await handleArtistWrite(post({ intent: "delete", artistId: "x", updatedAt: "1", confirmed: "yes" }, false), {
        afterDelete: "/admin/artists",
      }),
    );
    expect(write).toEqual({ status: 401, body: { artistId: "x", error: NOT_LOGGED_IN } });
  });

  it("adds and removes rows without saving", async () => {
    const added = unwrap<ArtistFormAnswer>(await handleArtistSave(post({ ...form, intent: "add-artwork" }), null));
    expect(added.status).toBe(200);
    expect(added.body.values.artworks.map((row) => row.title)).toEqual(["A Work", ""]);
    const removed = unwrap<ArtistFormAnswer>(
      await handleArtistSave(post({ ...form, intent: "remove-artwork:0" }), null),
    );
    expect(removed.body.values.artworks).toEqual([]);
    expect(removed.body.values.name).toBe("Form Artist");
  });

  it("answers 409 to a save from a stale copy, keeping the typed values", async () => {
    const artist = await createArtist({ name: "Stale", bio: "b", imageUrl: "https://example.com/s.jpg" });
    const stale = String(artist.updatedAt - 1);
    const { status, body } = unwrap<ArtistFormAnswer>(
      await handleArtistSave(post({ ...form, updatedAt: stale }), artist.id),
    );
    expect(status).toBe(409);
    expect(body.formError).toBe(ARTIST_CHANGED);
    expect(body.values.name).toBe("Form Artist");
    expect((await getArtistById(artist.id))?.name).toBe("Stale");
  });

  it("says the spec's failure messages when the database fails, keeping the typed values", async () => {
    const artist = await createArtist({ name: "Doomed Save", bio: "b", imageUrl: "https://example.com/d.jpg" });
    await sql`alter table artworks rename to artworks_gone`.execute(getDb());
    try {
      const added = unwrap<ArtistFormAnswer>(await handleArtistSave(post(form), null));
      expect(added.status).toBe(503);
      expect(added.body.formError).toBe("An error occurred while adding the artist");
      expect(added.body.values["artworks"][0]?.title).toBe("A Work");
      const updated = unwrap<ArtistFormAnswer>(
        await handleArtistSave(post({ ...form, updatedAt: String(artist.updatedAt) }), artist.id),
      );
      expect(updated.status).toBe(503);
      expect(updated.body.formError).toBe("An error occurred while updating the artist");
      const deleted = unwrap<ArtistWriteAnswer>(
        await handleArtistWrite(
          post({ intent: "delete", artistId: artist.id, updatedAt: String(artist.updatedAt), confirmed: "yes" }),
          { afterDelete: "/admin/artists" },
        ),
      );
      expect(deleted).toEqual({ status: 503, body: { artistId: artist.id, error: DELETE_FAILED } });
    } finally {
      await sql`alter table artworks_gone rename to artworks`.execute(getDb());
    }
    expect((await getArtistById(artist.id))?.name).toBe("Doomed Save");
  });
});
