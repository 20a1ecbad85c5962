import { expect, it } from "vitest";
import { handleArtworkSave } from "#app/features/editors/artwork-editor.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork, getArtworkById } from "#app/models/artworks.server.ts";
import { addMembership } from "#app/models/people.server.ts";
import { countWaitingDrafts, getOpenDraft, saveDraft } from "#app/models/record-versions.server.ts";
import { adminPost, createTestAdminSession, createTestSession } from "#tests/support/admin-request.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import type { ChangeRow, ShownValue } from "./change-diff.ts";
import { handleReviewAction, loadReviewQueue } from "./review-queue.server.ts";
import { loadRecordHistory } from "./record-history.server.ts";

// The review queue and the history as an operator opens them: each waiting draft, and any version
// asked for, set against the published record field by field.

const QUEUE = new URL("http://test.local/admin/changes");
const text = (value: ShownValue | null) =>
  value?.kind === "text" ? value.text : value?.kind === "words" ? value.parts.map((part) => part.text).join("") : null;
const rowsSaid = (rows: ChangeRow[]) => rows.map((row) => [row.label, text(row.published), text(row.proposed)]);

/** A loader's body: a data() answer's (React Router's DataWithResponseInit) or the plain one. */
type Body<A> = A extends { type: string; data: infer D; init: unknown } ? D : A;

/** What a loader answered: its body, and its status (200 unless data() set one). */
function answerOf<A>(answer: A): { body: Body<A>; status: number } {
  const value = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value.type === "DataWithResponseInit") return { body: value.data as Body<A>, status: value.init?.status ?? 200 };
  return { body: answer as Body<A>, status: 200 };
}

async function partnersWork() {
  const operator = await createTestAdminSession();
  const partner = await createTestSession({ id: "partner", email: "artist@example.com", role: "partner" });
  const artist = await createArtist({ name: "Own Painter", bio: "b", imageUrl: "https://example.com/a.jpg" });
  await addMembership("partner", "artist", artist.id);
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
  return { operator, partner, artist, work };
}

describeEachEngine("changes side by side", () => {
  it("shows each waiting draft's differences from its published record, and a version beside the published one", async () => {
    const { operator, partner, artist, work } = await partnersWork();
    const form = {
      intent: "save",
      title: "Olive Grove",
      imageUrl: "https://example.com/w.jpg",
      artistId: artist.id,
      availability: "sold",
      priceIls: "2,500",
      description: "Painted at dawn.",
      version: String(work.updatedAt),
    };
    await handleArtworkSave(await adminPost(`/admin/artworks/${work.id}/edit`, form, partner), work.id);

    const queue = answerOf(await loadReviewQueue(QUEUE)).body;
    if (queue.state !== "ok") throw new Error(`The queue answered ${queue.state}`);
    const entry = queue.items.find((item) => item.name === "Olive Grove")!;
    expect(entry.comparison.diff.isNew).toBe(false);
    expect(rowsSaid(entry.comparison.diff.rows)).toEqual([
      ["Description", "", "Painted at dawn."],
      ["Availability", "For sale", "Sold"],
      ["Price (₪)", "1000", "2500"],
    ]);

    const draft = (await getOpenDraft("artwork", work.id))!;
    await handleReviewAction(
      await adminPost(
        "/admin/changes",
        { intent: "publish", draftId: draft.id, token: String(draft.updatedAt) },
        operator,
      ),
    );
    expect((await getArtworkById(work.id))?.facts.priceIls).toBe(2500);

    // Version 1 (the state before the change) beside the published one: every field, the changed ones marked.
    const historyUrl = (query: string) => new URL(`http://test.local/admin/artworks/${work.id}/history${query}`);
    const history = answerOf(await loadRecordHistory("artwork", work.id, historyUrl("?version=1&done=restored")));
    expect(history.status).toBe(200);
    if (history.body.state !== "ok") throw new Error(`The history answered ${history.body.state}`);
    const shown = history.body.shown;
    if (shown?.state !== "ok") throw new Error("No version shown");
    expect(shown.number).toBe(1);
    expect(shown.hideHref).toBe(`/admin/artworks/${work.id}/history`);
    const rows = shown.comparison.diff.rows;
    expect(rows.find((row) => row.key === "artistId")).toMatchObject({ isChanged: false, label: "Artist" });
    expect(text(rows.find((row) => row.key === "artistId")!.proposed)).toBe("Own Painter");
    expect(rows.filter((row) => row.isChanged).map((row) => row.key)).toEqual([
      "description",
      "availability",
      "priceIls",
    ]);
    expect(history.body.items.map((item) => item.compareHref)).toEqual([
      `/admin/artworks/${work.id}/history?version=2`,
      `/admin/artworks/${work.id}/history?version=1`,
    ]);

    // A version the record does not have, or no version number at all: the history says so.
    const missing = answerOf(await loadRecordHistory("artwork", work.id, historyUrl("?version=9")));
    expect(missing.status).toBe(404);
    expect(missing.body.state === "ok" && missing.body.shown).toEqual({ state: "missing" });
    expect(answerOf(await loadRecordHistory("artwork", work.id, historyUrl("?version=x"))).status).toBe(400);
  });

  it("shows a new record's proposed values alone, ten drafts a page", async () => {
    for (let index = 0; index < 11; index += 1) {
      await saveDraft({
        kind: "artwork",
        recordId: null,
        name: `New work ${index}`,
        data: { fields: { title: `New work ${index}`, imageUrl: "https://example.com/n.jpg" } },
        author: { id: "partner", email: "artist@example.com" },
        token: 0,
      });
    }
    const total = await countWaitingDrafts();
    const queue = answerOf(await loadReviewQueue(QUEUE)).body;
    if (queue.state !== "ok") throw new Error(`The queue answered ${queue.state}`);
    expect(queue.items).toHaveLength(10);
    expect(queue.pageCount).toBe(Math.ceil(total / 10));
    const second = answerOf(await loadReviewQueue(new URL("?page=2", QUEUE))).body;
    if (second.state !== "ok") throw new Error(`The queue answered ${second.state}`);
    const fresh = second.items.find((item) => item.isNew)!;
    expect(fresh.comparison.diff.isNew).toBe(true);
    expect(rowsSaid(fresh.comparison.diff.rows)).toEqual([
      ["Title", null, fresh.name],
      ["Artwork image", null, null],
      ["Availability", null, "For sale"],
    ]);
  });
});
