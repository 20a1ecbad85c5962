import { sql } from "kysely";
import { expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { notLoggedIn } from "#app/lib/admin-messages.ts";
import { createArtist, getArtistById } from "#app/models/artists.server.ts";
import { createGallery, getGalleryById } from "#app/models/galleries.server.ts";
import { listAuditEntries } from "#app/models/audit.server.ts";
import { adminPost, createTestAdminSession } from "#tests/support/admin-request.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { handleArtistAction, handleGalleryAction } from "./record-actions.server.ts";
import { recordActionMessages, type RecordActionAnswer } from "./record-actions.ts";

// The admin lists' Feature and Delete, one mechanism for artists and galleries.

/** Status and body of an answer: a redirect's Location, or data()'s body. */
function unwrap(result: unknown): { status: number; location?: string | null; body?: RecordActionAnswer } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const value = result as { data: RecordActionAnswer; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

const gallery = (name: string) => ({ name, street: "1 Way", city: "Haifa", hours: "10-18", description: "D." });

/** A refusal about one record: the one form answer, with the record it was about. */
const refused = (status: number, recordId: string, formError: string) => ({
  status,
  body: { values: { recordId }, errors: {}, formError, status },
});

describeEachEngine("the admin lists' Feature and Delete", () => {
  let cookie: string;

  it("refuses without a session, changing nothing", async () => {
    cookie = await createTestAdminSession();
    const artist = await createArtist({ name: "Guarded", bio: "b", imageUrl: "https://example.com/g.jpg" });
    const fields = { intent: "delete", recordId: artist.id, version: String(artist.updatedAt), confirmed: "yes" };
    const answer = unwrap(await handleArtistAction(await adminPost("/admin/artists", fields, null)));
    expect(answer).toEqual(refused(401, artist.id, notLoggedIn()));
    expect(await getArtistById(artist.id)).not.toBeNull();
  });

  it("features an artist and a gallery alike, back to the page the button was on", async () => {
    const artist = await createArtist({ name: "Toggle", bio: "b", imageUrl: "https://example.com/t.jpg" });
    const created = await createGallery(gallery("Toggle Gallery"));
    for (const [handle, record, path] of [
      [handleArtistAction, artist, "/admin/artists?page=2"],
      [handleGalleryAction, created, "/admin/galleries?page=3"],
    ] as const) {
      const fields = { intent: "feature", recordId: record.id, version: String(record.updatedAt), isFeatured: "true" };
      expect(unwrap(await handle(await adminPost(path, fields, cookie)))).toEqual({ status: 302, location: path });
    }
    expect((await getArtistById(artist.id))?.isFeatured).toBe(true);
    expect((await getGalleryById(created.id))?.isFeatured).toBe(true);
    // Each change is in the audit trail, with who made it and the record's name.
    const [galleryEntry, artistEntry] = await listAuditEntries(2);
    expect(artistEntry).toMatchObject({
      actor: "admin@example.com",
      action: "featured",
      target: { kind: "artist", id: artist.id, name: "Toggle" },
    });
    expect(galleryEntry).toMatchObject({ action: "featured", target: { kind: "gallery", name: "Toggle Gallery" } });
  });

  it("answers 409 to a button from a page shown before a save, and 400 to one without its version", async () => {
    const created = await createGallery(gallery("Stale Gallery"));
    const stale = {
      intent: "feature",
      recordId: created.id,
      version: String(created.updatedAt - 1),
      isFeatured: "true",
    };
    expect(unwrap(await handleGalleryAction(await adminPost("/admin/galleries", stale, cookie)))).toEqual(
      refused(409, created.id, recordActionMessages("gallery").changed),
    );
    const { version: _version, ...versionless } = stale;
    expect(unwrap(await handleGalleryAction(await adminPost("/admin/galleries", versionless, cookie))).status).toBe(
      400,
    );
    expect((await getGalleryById(created.id))?.isFeatured).toBe(false);
  });

  it("asks before a delete without the confirm dialog, then deletes and returns to a list page that exists", async () => {
    const created = await createGallery(gallery("Doomed Gallery"));
    const fields = { intent: "delete", recordId: created.id, version: String(created.updatedAt) };
    expect(unwrap(await handleGalleryAction(await adminPost("/admin/galleries?page=9", fields, cookie)))).toEqual({
      status: 200,
      body: { values: { recordId: created.id }, errors: {}, status: 200, isConfirmingDelete: true },
    });
    expect(await getGalleryById(created.id)).not.toBeNull();
    const confirmed = { ...fields, confirmed: "yes" };
    // Page 9 no longer exists (a handful of galleries): the list's last page, with the notice.
    expect(unwrap(await handleGalleryAction(await adminPost("/admin/galleries?page=9", confirmed, cookie)))).toEqual({
      status: 302,
      location: `/admin/galleries?${new URLSearchParams({ deleted: "Doomed Gallery" })}`,
    });
    expect(await getGalleryById(created.id)).toBeNull();
    expect((await listAuditEntries(1))[0]).toMatchObject({
      action: "deleted",
      target: { kind: "gallery", id: created.id, name: "Doomed Gallery" },
    });

    const artist = await createArtist({ name: "Doomed Artist", bio: "b", imageUrl: "https://example.com/d.jpg" });
    const artistFields = { intent: "delete", recordId: artist.id, version: String(artist.updatedAt), confirmed: "yes" };
    expect(
      unwrap(await handleArtistAction(await adminPost(`/admin/artists/${artist.id}`, artistFields, cookie))),
    ).toEqual({ status: 302, location: "/admin/artists" });
    expect(await getArtistById(artist.id)).toBeNull();
  });

  it("says the failure in words when the database fails, keeping the record", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const artist = await createArtist({ name: "Kept", bio: "b", imageUrl: "https://example.com/k.jpg" });
    await sql`alter table artworks rename to artworks_gone`.execute(getDb());
    try {
      const fields = { intent: "delete", recordId: artist.id, version: String(artist.updatedAt), confirmed: "yes" };
      expect(unwrap(await handleArtistAction(await adminPost("/admin/artists", fields, cookie)))).toEqual(
        refused(503, artist.id, "Failed to delete artist. Please try again."),
      );
    } finally {
      await sql`alter table artworks_gone rename to artworks`.execute(getDb());
    }
    expect(await getArtistById(artist.id)).not.toBeNull();
  });
});
