import { expect, test, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { e2eEngines, testOnFirstEngine, uniqueName, type E2eEngine } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsPartner } from "./support/session.ts";

// Stale availability (decision 036): a partner's dashboard lists its works whose availability and
// price nobody confirmed for 90 days; "Still right" confirms one, changing nothing else, and it
// leaves the list. Another partner's work cannot be confirmed: 404, and nothing changes.

const DAY = 24 * 60 * 60 * 1000;

/**
 * A partner's artist and gallery with works last confirmed long ago (one by another artist at its
 * gallery), a fresh one, and a work that is another partner's alone.
 */
function partnerWorks(engine: E2eEngine) {
  return engine.withDatabase(async () => {
    const imageUrl = `${engine.base}/images/hero.jpg`;
    const artist = await createArtist({ name: uniqueName("Stale Painter"), bio: "b", imageUrl });
    const stranger = await createArtist({ name: uniqueName("Other Painter"), bio: "b", imageUrl });
    const gallery = await createGallery({
      name: uniqueName("Stale Gallery"),
      street: "Herzl 1",
      city: "Haifa",
      hours: "",
      description: "d",
      imageUrl,
    });
    const work = async (title: string, artistId: string, galleryId: string | null, daysAgo: number | null) => {
      const facts = { ...blankArtworkFacts(), availability: "for-sale" as const, priceIls: 12000 };
      const created = await createArtwork({ title: uniqueName(title), imageUrl, artistId, galleryId, facts });
      if (daysAgo !== null) {
        await getDb()
          .updateTable("artworks")
          .set({ availability_confirmed_at: Date.now() - daysAgo * DAY })
          .where("id", "=", created.id)
          .execute();
      }
      return created;
    };
    return {
      artist,
      stranger,
      memberships: [
        { kind: "artist" as const, recordId: artist.id },
        { kind: "gallery" as const, recordId: gallery.id },
      ],
      atGallery: await work("At the Gallery", stranger.id, gallery.id, 200),
      old: await work("Old Work", artist.id, null, 120),
      fresh: await work("Fresh Work", artist.id, null, null),
      others: await work("Not Yours", stranger.id, null, 300),
    };
  });
}

function stateOf(engine: E2eEngine, artworkId: string) {
  return engine.withDatabase(() =>
    getDb()
      .selectFrom("artworks")
      .select(["availability_confirmed_at", "updated_at", "availability", "price_ils"])
      .where("id", "=", artworkId)
      .executeTakeFirstOrThrow(),
  );
}

const staleList = (page: Page, name: string) => page.getByRole("region", { name }).getByRole("listitem");

for (const engine of e2eEngines) {
  test.describe(`stale availability [${engine.name}]`, () => {
    test("a partner sees its works not confirmed for 90 days, oldest first, and says one is still right", async ({
      page,
      context,
    }) => {
      const works = await partnerWorks(engine);
      await signInAsPartner(context, engine.base, works.memberships, engine.withDatabase);
      await gotoHydrated(page, `${engine.base}/admin`);
      const items = staleList(page, "Availability to confirm");
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(works.atGallery.title);
      await expect(items.nth(0)).toContainText(`by ${works.stranger.name}`);
      await expect(items.nth(0)).toContainText("Last confirmed 200 days ago");
      await expect(items.nth(1)).toContainText(works.old.title);
      await expect(items.nth(1)).toContainText("For sale · ₪12,000 · Last confirmed 120 days ago");
      await expect(page.getByText(works.fresh.title)).toHaveCount(0);
      await expect(page.getByText(works.others.title)).toHaveCount(0);
      await expect(items.nth(1).getByRole("link", { name: `Edit ${works.old.title}` })).toHaveAttribute(
        "href",
        `/admin/artworks/${works.old.id}/edit`,
      );

      const before = await stateOf(engine, works.old.id);
      // By keyboard: the button pressed leaves with its work, so the section's heading takes the focus.
      await items
        .nth(1)
        .getByRole("button", { name: `Still right ${works.old.title}` })
        .focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toHaveText(
        `The availability of ${works.old.title} is confirmed for another 90 days.`,
      );
      await expect(items).toHaveCount(1);
      await expect(items.getByText(works.old.title)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Needs attention" })).toBeFocused();

      const after = await stateOf(engine, works.old.id);
      expect(Number(after.availability_confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
      // Nothing else changed: the work's version (an editor open on it stays valid) and its facts.
      expect({ ...after, availability_confirmed_at: 0 }).toEqual({ ...before, availability_confirmed_at: 0 });
      const audit = await engine.withDatabase(() =>
        getDb()
          .selectFrom("audit_log")
          .select(["target_name"])
          .where("action", "=", "availability_confirmed")
          .where("target_id", "=", works.old.id)
          .execute(),
      );
      expect(audit).toEqual([{ target_name: works.old.title }]);
    });

    test("another partner's work, or none, answers 404 and nothing changes", async ({ page, context }) => {
      const works = await partnerWorks(engine);
      await signInAsPartner(context, engine.base, works.memberships, engine.withDatabase);
      const before = await stateOf(engine, works.others.id);
      for (const artworkId of [works.others.id, "no-such-work", ""]) {
        const answer = await page.request.post(`${engine.base}/admin?index`, {
          form: { intent: "confirm-availability", artworkId },
          headers: { origin: engine.base },
        });
        expect(answer.status(), artworkId).toBe(404);
        expect(answer.headers()["cache-control"]).toBe("no-store");
      }
      expect(await stateOf(engine, works.others.id)).toEqual(before);
    });
  });
}

testOnFirstEngine(e2eEngines[0]!)(
  "the list and its confirmation read right in Hebrew, by keyboard, axe clean in both languages",
  async ({ page, context }) => {
    const engine = e2eEngines[0]!;
    const works = await partnerWorks(engine);
    await signInAsPartner(context, engine.base, works.memberships, engine.withDatabase);
    await gotoHydrated(page, `${engine.base}/admin`);
    await expect(staleList(page, "Availability to confirm")).toHaveCount(2);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "דורש תשומת לב" })).toBeVisible();
    const items = staleList(page, "זמינות לאישור");
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText(works.old.title);
    await expect(items.nth(1)).toContainText("אושרה לאחרונה לפני 120 ימים");
    await expect(items.nth(1)).toContainText("למכירה");
    expect(await violations(page)).toEqual([]);

    for (const work of [works.old, works.atGallery]) {
      await page.getByRole("button", { name: `עדיין נכון ${work.title}` }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toHaveText(`הזמינות של ${work.title} אושרה ל־90 ימים נוספים.`);
    }
    await expect(page.getByText("כרגע אין דבר שדורש את תשומת לבך.")).toBeVisible();
    await expect(page.getByRole("region", { name: "זמינות לאישור" })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  },
);
