import { beforeAll, expect, it } from "vitest";
import { handleArtworkSave, loadArtworkEditor } from "#app/features/editors/artwork-editor.server.ts";
import { createArtist, getArtistById } from "#app/models/artists.server.ts";
import { createArtwork, getArtworkById, listArtworksByArtist } from "#app/models/artworks.server.ts";
import { addMembership } from "#app/models/people.server.ts";
import {
  DELETED_KEPT_MS,
  getOpenDraft,
  listDeletedRecords,
  listPublishedVersions,
  listWaitingDrafts,
  pruneDeletedRecords,
  setRecordTrusted,
} from "#app/models/record-versions.server.ts";
import { handleArtistAction } from "#app/features/admin/record-actions.server.ts";
import { handleDeletedAction } from "./deleted-records.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { adminPost, createTestAdminSession, createTestSession } from "#tests/support/admin-request.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { handleHistoryAction } from "./record-history.server.ts";
import { handleReviewAction } from "./review-queue.server.ts";

// Drafts, review and versions through the actions a person uses: the editor's save, the review
// queue's Publish and Send back, and the history's Restore.

const EDIT_URL = new URL("http://test.local/admin/artworks/x/edit");
const artistInput = (name: string) => ({ name, bio: "b", imageUrl: "https://example.com/a.jpg" });
const workForm = (artistId: string, version: number, fields: Record<string, string> = {}) => ({
  intent: "save",
  title: "Olive Grove",
  imageUrl: "https://example.com/w.jpg",
  artistId,
  availability: "for-sale",
  priceIls: "1000",
  version: String(version),
  ...fields,
});

const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get("location") : null);
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init: { status?: number } | null }).init?.status ?? 200);

let people: { operator: string; partner: string; stranger: string } | undefined;

/** The same three people for every test of the block (one database), each test its own artists and work. */
async function setting() {
  people ??= {
    operator: await createTestAdminSession(),
    partner: await createTestSession({ id: "partner", email: "artist@example.com", role: "partner" }),
    stranger: await createTestSession({ id: "stranger", email: "other@example.com", role: "partner" }),
  };
  const { operator, partner, stranger } = people;
  const artist = await createArtist(artistInput("Own Painter"));
  const otherArtist = await createArtist(artistInput("Other Painter"));
  await addMembership("partner", "artist", artist.id);
  await addMembership("stranger", "artist", otherArtist.id);
  const work = await createArtwork({
    title: "Olive Grove",
    imageUrl: "https://example.com/w.jpg",
    artistId: artist.id,
    facts: {
      medium: null,
      materials: null,
      heightCm: null,
      widthCm: null,
      depthCm: null,
      edition: null,
      isFramed: null,
      isSigned: null,
      hasCertificate: null,
      availability: "for-sale",
      priceIls: 1000,
    },
  });
  return { operator, partner, stranger, artist, otherArtist, work };
}

const userOf = async (cookie: string) =>
  (await getSessionUser(new Request("http://test.local", { headers: { cookie } })))!;

describeEachEngine("drafts, review and versions", () => {
  beforeAll(() => {
    people = undefined;
  });
  it("keeps a partner's change as a draft until an operator publishes it; the history keeps both states", async () => {
    const { operator, partner, artist, work } = await setting();
    const path = `/admin/artworks/${work.id}/edit`;

    const saved = await handleArtworkSave(
      await adminPost(path, workForm(artist.id, work.updatedAt, { priceIls: "2500" }), partner),
      work.id,
    );
    expect(locationOf(saved)).toBe(`/admin/artworks/${work.id}/edit?saved=draft`);
    // The public record is unchanged; the editor shows the draft.
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(1000);
    const draft = await getOpenDraft("artwork", work.id);
    expect(draft).toMatchObject({ state: "waiting", authorEmail: "artist@example.com", isNew: false });
    const editor = await loadArtworkEditor(work.id, await userOf(partner), EDIT_URL);
    expect(editor?.answer.values.fields.priceIls).toBe("2500");
    expect(editor?.draft).toMatchObject({ state: "waiting" });
    expect(editor?.saveMode).toEqual({ canPublish: false, canKeepDraft: false, showsOperatorParts: false });

    // The operator publishes it from the queue.
    expect((await listWaitingDrafts({ limit: 10, offset: 0 })).map((d) => d.id)).toEqual([draft!.id]);
    const published = await handleReviewAction(
      await adminPost(
        "/admin/changes",
        { intent: "publish", draftId: draft!.id, token: String(draft!.updatedAt) },
        operator,
      ),
    );
    expect(locationOf(published)).toBe("/admin/changes?done=published");
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(2500);
    expect(await getOpenDraft("artwork", work.id)).toBeNull();
    const versions = await listPublishedVersions("artwork", work.id, { limit: 10, offset: 0 });
    expect(versions.map((v) => [v.number, v.authorEmail, v.reviewerEmail])).toEqual([
      [2, "artist@example.com", "admin@example.com"],
      [1, null, null],
    ]);

    // Restoring version 1 publishes it as version 3: nothing is rewritten.
    const current = (await getArtworkById(work.id))!;
    const restored = await handleHistoryAction(
      await adminPost(
        `/admin/artworks/${work.id}/history`,
        { intent: "restore", versionId: versions[1]!.id, token: String(current.updatedAt) },
        operator,
      ),
      "artwork",
      work.id,
    );
    expect(locationOf(restored)).toBe(`/admin/artworks/${work.id}/history?done=restored`);
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(1000);
    const after = await listPublishedVersions("artwork", work.id, { limit: 10, offset: 0 });
    expect(after.map((v) => [v.number, v.note])).toEqual([
      [3, "Restored from version 1"],
      [2, null],
      [1, null],
    ]);
  });

  it("sends a draft back with a note the partner sees; saved again, it waits again", async () => {
    const { operator, partner, artist, work } = await setting();
    const path = `/admin/artworks/${work.id}/edit`;
    await handleArtworkSave(
      await adminPost(path, workForm(artist.id, work.updatedAt, { title: "Grove" }), partner),
      work.id,
    );
    const draft = (await getOpenDraft("artwork", work.id))!;
    const stale = await handleReviewAction(
      await adminPost("/admin/changes", { intent: "send-back", draftId: draft.id, token: "1", note: "x" }, operator),
    );
    expect(statusOf(stale)).toBe(409);
    const sent = await handleReviewAction(
      await adminPost(
        "/admin/changes",
        { intent: "send-back", draftId: draft.id, token: String(draft.updatedAt), note: "Please add the year." },
        operator,
      ),
    );
    expect(locationOf(sent)).toBe("/admin/changes?done=sent-back");
    const editor = await loadArtworkEditor(work.id, await userOf(partner), EDIT_URL);
    expect(editor?.draft).toEqual({
      state: "sent_back",
      note: "Please add the year.",
      reviewerEmail: "admin@example.com",
    });
    expect(await listWaitingDrafts({ limit: 10, offset: 0 })).toEqual([]);

    // Saved again from the draft it was shown: waiting again, the note gone.
    await handleArtworkSave(
      await adminPost(path, workForm(artist.id, draft.updatedAt, { title: "Grove", year: "1990" }), partner),
      work.id,
    );
    expect(await getOpenDraft("artwork", work.id)).toMatchObject({ state: "waiting", note: null });
    expect((await getArtworkById(work.id))?.title).toBe("Olive Grove");
  });

  it("answers 404 to a partner for another artist's work or for moving its own work to another artist, changing nothing", async () => {
    const { partner, stranger, artist, otherArtist, work } = await setting();
    const path = `/admin/artworks/${work.id}/edit`;
    const other = await handleArtworkSave(
      await adminPost(path, workForm(artist.id, work.updatedAt), stranger),
      work.id,
    );
    expect(statusOf(other)).toBe(404);
    const moved = await handleArtworkSave(
      await adminPost(path, workForm(otherArtist.id, work.updatedAt), partner),
      work.id,
    );
    expect(statusOf(moved)).toBe(404);
    expect(await getOpenDraft("artwork", work.id)).toBeNull();
    // A partner may not publish, restore or send back.
    const queue = await handleReviewAction(
      await adminPost("/admin/changes", { intent: "publish", draftId: "x", token: "1" }, partner),
    );
    expect(statusOf(queue)).toBe(404);
    const history = await handleHistoryAction(
      await adminPost(`/admin/artworks/${work.id}/history`, { intent: "restore", versionId: "x", token: "1" }, partner),
      "artwork",
      work.id,
    );
    expect(statusOf(history)).toBe(404);
  });

  it("publishes a trusted artist's member's change at once, still kept as a version", async () => {
    const { partner, artist, work } = await setting();
    await setRecordTrusted("artist", artist.id, true);
    const saved = await handleArtworkSave(
      await adminPost(
        `/admin/artworks/${work.id}/edit`,
        workForm(artist.id, work.updatedAt, { priceIls: "3000" }),
        partner,
      ),
      work.id,
    );
    expect(locationOf(saved)).toBe(`/admin/artworks/${work.id}/edit?saved=published`);
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(3000);
    const versions = await listPublishedVersions("artwork", work.id, { limit: 10, offset: 0 });
    expect(versions.map((v) => [v.number, v.authorEmail])).toEqual([
      [2, "artist@example.com"],
      [1, null],
    ]);
  });

  it("lets an operator keep its own change as a draft", async () => {
    const { operator, artist, work } = await setting();
    const saved = await handleArtworkSave(
      await adminPost(
        `/admin/artworks/${work.id}/edit`,
        workForm(artist.id, work.updatedAt, { priceIls: "4000", mode: "draft" }),
        operator,
      ),
      work.id,
    );
    expect(locationOf(saved)).toBe(`/admin/artworks/${work.id}/edit?saved=draft`);
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(1000);
    expect(await getOpenDraft("artwork", work.id)).toMatchObject({ authorEmail: "admin@example.com" });
  });

  it("keeps a deleted artist for the operator to restore under its id, with its works, once", async () => {
    const { operator } = await setting();
    const artist = await createArtist({
      ...artistInput("Deleted Painter"),
      artworks: [{ title: "Kept Work", imageUrl: "https://example.com/k.jpg", galleryId: null }],
    });
    const deleted = await handleArtistAction(
      await adminPost(
        "/admin/artists",
        { intent: "delete", recordId: artist.id, version: String(artist.updatedAt), confirmed: "yes" },
        operator,
      ),
    );
    expect(deleted).toBeInstanceOf(Response);
    expect(await getArtistById(artist.id)).toBeNull();
    const [entry] = await listDeletedRecords({ limit: 10, offset: 0 });
    expect(entry).toMatchObject({
      kind: "artist",
      recordId: artist.id,
      name: "Deleted Painter",
      deletedBy: "admin@example.com",
    });

    const restored = await handleDeletedAction(await adminPost("/admin/deleted", { deletedId: entry!.id }, operator));
    expect(locationOf(restored)).toMatch(/^\/admin\/deleted\?restored=Deleted\+Painter/);
    expect((await getArtistById(artist.id))?.name).toBe("Deleted Painter");
    expect((await listArtworksByArtist(artist.id)).map((work) => work.title)).toEqual(["Kept Work"]);
    expect(await listDeletedRecords({ limit: 10, offset: 0 })).toEqual([]);
    // A second restore of the same entry changes nothing.
    const again = await handleDeletedAction(await adminPost("/admin/deleted", { deletedId: entry!.id }, operator));
    expect(statusOf(again)).toBe(404);
  });

  it("forgets a record deleted more than 90 days ago, every version of it", async () => {
    const { operator } = await setting();
    const artist = await createArtist(artistInput("Long Gone"));
    await handleArtistAction(
      await adminPost(
        "/admin/artists",
        { intent: "delete", recordId: artist.id, version: String(artist.updatedAt), confirmed: "yes" },
        operator,
      ),
    );
    const later = Date.now() + DELETED_KEPT_MS + 1000;
    expect(await listDeletedRecords({ limit: 10, offset: 0 }, later)).toEqual([]);
    expect(await pruneDeletedRecords(later)).toBeGreaterThanOrEqual(1);
    expect(await listDeletedRecords({ limit: 10, offset: 0 })).toEqual([]);
  });

  it("keeps a partner's new work as a draft only: no public record until published, then under the draft's id", async () => {
    const { operator, partner, artist, otherArtist } = await setting();
    const refused = await handleArtworkSave(
      await adminPost("/admin/artworks/new", workForm(otherArtist.id, 1, { title: "Not Mine", version: "" }), partner),
      null,
    );
    expect(statusOf(refused)).toBe(404);
    const saved = await handleArtworkSave(
      await adminPost("/admin/artworks/new", workForm(artist.id, 1, { title: "Brand New", version: "" }), partner),
      null,
    );
    const location = locationOf(saved)!;
    const id = /\/admin\/artworks\/([^/]+)\/edit\?saved=draft$/.exec(location)?.[1];
    expect(id).toBeTruthy();
    expect(await getArtworkById(id!)).toBeNull();
    const editor = await loadArtworkEditor(id!, await userOf(partner), EDIT_URL);
    expect(editor?.record).toEqual({ id, name: "Brand New", slug: null });
    const draft = (await getOpenDraft("artwork", id!))!;
    expect(draft.isNew).toBe(true);
    await handleReviewAction(
      await adminPost(
        "/admin/changes",
        { intent: "publish", draftId: draft.id, token: String(draft.updatedAt) },
        operator,
      ),
    );
    expect((await getArtworkById(id!))?.title).toBe("Brand New");
    expect((await listPublishedVersions("artwork", id!, { limit: 10, offset: 0 })).map((v) => v.number)).toEqual([1]);
  });
});
