import { expect, test } from "@playwright/test";
import { sql } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { createInquiry } from "#app/models/inquiries.server.ts";
import { enqueueMail } from "#app/models/mail.server.ts";
import { createMessage } from "#app/models/messages.server.ts";
import { createAdminReview, createVisitorReview } from "#app/models/reviews.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase, withServerDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, emptyBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

const FILL_MS = 2100;

async function makeGallery(name = uniqueName("Moderated Gallery")) {
  return withE2eDatabase(() =>
    createGallery({ name, street: "Allenby 1", city: "Tel Aviv-Yafo", hours: "10-18", description: "A test gallery." }),
  );
}

async function reviewStatus(id: string): Promise<string | undefined> {
  return withE2eDatabase(async () => {
    const row = await getDb().selectFrom("reviews").select("status").where("id", "=", id).executeTakeFirst();
    return row?.status;
  });
}

test.describe("review moderation, end to end", () => {
  test("a visitor's review stays hidden, is approved and counts at once; another is rejected and kept hidden", async ({
    page,
    browser,
    baseURL,
  }) => {
    const gallery = await makeGallery();
    await withE2eDatabase(() =>
      createAdminReview({ galleryId: gallery.id, name: "Curator", content: "A fine start.", rating: 4 }),
    );

    // A visitor writes a review through the public form.
    const visitor = await browser.newPage();
    await visitor.setExtraHTTPHeaders({ "x-forwarded-for": `2001:db8:7::${Date.now() % 65535}` });
    await gotoHydrated(visitor, `/galleries/${gallery.slug}`);
    const form = visitor.locator("#write-review");
    const visitorName = uniqueName("Visitor");
    await form.getByLabel("Name").fill(visitorName);
    await form.getByRole("radio", { name: "5 stars" }).focus();
    await visitor.keyboard.press("ArrowRight");
    await visitor.keyboard.press("ArrowRight");
    await visitor.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await form.getByLabel("Review").fill("Too crowded for my taste.");
    await visitor.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your review!");

    await visitor.goto(`/galleries/${gallery.slug}`);
    await expect(visitor.getByTestId("review-summary")).toContainText("4.0 out of 5 (1 review)");
    await expect(visitor.getByText("Too crowded for my taste.")).toHaveCount(0);

    // The administrator approves it.
    await signInAsAdmin(page.context(), baseURL!);
    await gotoHydrated(page, "/admin/reviews/pending");
    const card = page.getByRole("listitem").filter({ hasText: visitorName });
    await expect(card.getByRole("heading", { name: gallery.name })).toBeVisible();
    await expect(card.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
    await expect(card).toContainText("Too crowded for my taste.");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status")).toContainText("Review approved");
    await expect(page.getByRole("listitem").filter({ hasText: visitorName })).toHaveCount(0);

    await visitor.goto(`/galleries/${gallery.slug}`);
    await expect(visitor.getByTestId("review-summary")).toContainText("3.0 out of 5 (2 reviews)");
    await expect(visitor.getByText("Too crowded for my taste.")).toBeVisible();

    // Another one is rejected: hidden, but kept.
    const rejected = await withE2eDatabase(() =>
      createVisitorReview({ galleryId: gallery.id, name: uniqueName("Spammer"), content: "Buy my stuff!", rating: 1 }),
    );
    await gotoHydrated(page, "/admin/reviews/pending");
    await page.getByRole("listitem").filter({ hasText: rejected.name }).getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status")).toContainText("Review rejected");
    expect(await reviewStatus(rejected.id)).toBe("rejected");
    await visitor.goto(`/galleries/${gallery.slug}`);
    await expect(visitor.getByTestId("review-summary")).toContainText("3.0 out of 5 (2 reviews)");
    await expect(visitor.getByText("Buy my stuff!")).toHaveCount(0);
    await visitor.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("approves a review, and says so when it was already moderated", async ({ page, baseURL }) => {
      const gallery = await makeGallery();
      const review = await withE2eDatabase(() =>
        createVisitorReview({ galleryId: gallery.id, name: uniqueName("NoJS"), content: "Quiet place.", rating: 5 }),
      );
      await signInAsAdmin(page.context(), baseURL!);
      await page.goto("/admin/reviews/pending");
      const card = page.getByRole("listitem").filter({ hasText: review.name });
      // The page was loaded before someone else rejected it.
      await withE2eDatabase(async () => {
        const { rejectReview } = await import("#app/models/reviews.server.ts");
        await rejectReview(review.id);
      });
      await card.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByRole("alert")).toContainText("no longer pending");
      expect(await reviewStatus(review.id)).toBe("rejected");
    });
  });

  test("says 'Unknown Gallery' when the review's gallery is gone, and 'No pending reviews to approve.' when none wait", async ({
    page,
    context,
  }) => {
    // The empty server has no catalogue at all: one review whose gallery no longer exists.
    await signInAsAdmin(context, emptyBase, (body) => withServerDatabase(e2eServers.empty, body));
    await page.goto(`${emptyBase}/admin/reviews/pending`);
    await expect(page.getByText("No pending reviews to approve.")).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const orphan = await withServerDatabase(e2eServers.empty, async () => {
      // As a review left behind by an import or a fault: this connection alone skips the foreign keys,
      // and no gallery is ever made (the empty server's lists must stay empty for other tests).
      await sql`PRAGMA foreign_keys = OFF`.execute(getDb());
      return createVisitorReview({
        galleryId: "gallery-long-gone",
        name: uniqueName("Orphan"),
        content: "Hello.",
        rating: 3,
      });
    });
    await page.goto(`${emptyBase}/admin/reviews/pending`);
    const card = page.getByRole("listitem").filter({ hasText: orphan.name });
    await expect(card.getByRole("heading")).toHaveText("Unknown Gallery");
    // Clean up so the empty server's lists stay empty for the other tests.
    await withServerDatabase(e2eServers.empty, () =>
      getDb().deleteFrom("reviews").where("id", "=", orphan.id).execute(),
    );
  });
});

test.describe("dashboard", () => {
  test("on an empty site: zero totals and the prompts to add the first artist and gallery", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context, emptyBase, (body) => withServerDatabase(e2eServers.empty, body));
    await gotoHydrated(page, `${emptyBase}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    for (const label of ["Total Artists", "Total Galleries", "Total Artworks", "Pending Reviews", "New Inquiries"]) {
      await expect(page.locator("main").getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Add Your First Artist" })).toHaveAttribute(
      "href",
      "/admin/artists/new",
    );
    await expect(page.getByRole("link", { name: "Add Your First Gallery" })).toHaveAttribute(
      "href",
      "/admin/galleries/new",
    );
    expect(await violations(page)).toEqual([]);
  });

  test("on an empty site: the artists and galleries lists say so and point to adding one", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context, emptyBase, (body) => withServerDatabase(e2eServers.empty, body));
    await page.goto(`${emptyBase}/admin/artists`);
    await expect(page.getByText("No artists found. Add your first artist to get started.")).toBeVisible();
    await page.goto(`${emptyBase}/admin/galleries`);
    await expect(page.getByText(/No galleries found\./)).toBeVisible();
    await expect(page.getByRole("link", { name: /Add your first gallery/i })).toHaveAttribute(
      "href",
      "/admin/galleries/new",
    );
  });

  test("with a catalogue: the totals, the 3 most recent artists and galleries, and links to what is waiting", async ({
    page,
    context,
    baseURL,
  }) => {
    const artists: string[] = [];
    await withE2eDatabase(async () => {
      for (let index = 0; index < 4; index++) {
        const artist = await createArtist({
          name: uniqueName(`Recent Artist ${index}`),
          bio: "b",
          imageUrl: "/images/stock-artist.jpg",
        });
        artists.push(artist.name);
        await createArtwork({
          title: uniqueName("Recent Work"),
          imageUrl: "/images/stock-artist.jpg",
          artistId: artist.id,
        });
      }
    });
    await signInAsAdmin(context, baseURL!);
    await gotoHydrated(page, "/admin");
    const totals = await withE2eDatabase(async () => {
      const db = getDb();
      const count = async (table: "artists" | "galleries" | "artworks") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        artists: await count("artists"),
        galleries: await count("galleries"),
        artworks: await count("artworks"),
      };
    });
    const stat = (label: string) =>
      page
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .last();
    // Other tests add records meanwhile: the figure is at least what the database had just now.
    expect(Number(await stat("Total Artists").locator("p").nth(1).textContent())).toBeGreaterThanOrEqual(
      totals.artists - 1,
    );
    expect(Number(await stat("Total Artworks").locator("p").nth(1).textContent())).toBeGreaterThanOrEqual(
      totals.artworks - 1,
    );
    const recent = page.getByRole("region", { name: "Recent Artists" });
    // Newest first; a parallel test may have added one more since.
    await expect(recent.getByRole("listitem")).toHaveCount(3);
    const shown = await recent.getByRole("link").allTextContents();
    expect(shown.filter((name) => artists.includes(name)).length).toBeGreaterThanOrEqual(1);
    expect(shown).not.toContain(artists[0]);
    await expect(page.getByRole("region", { name: "Recent Galleries" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Moderate reviews" })).toHaveAttribute(
      "href",
      "/admin/reviews/pending",
    );
    await expect(page.getByRole("link", { name: "Open the inbox" })).toHaveAttribute(
      "href",
      "/admin/inquiries#inquiries",
    );
    // The side menu.
    const menu = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Back to Home", "Dashboard", "Artists", "Galleries", "Pending Reviews", "Inbox", "Site"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("inbox", () => {
  test("lists inquiries and messages newest first, with reply links, a status to set, and undelivered mail", async ({
    page,
    context,
    baseURL,
  }) => {
    const { inquiry, message } = await withE2eDatabase(async () => {
      const artist = await createArtist({
        name: uniqueName("Inbox Artist"),
        bio: "b",
        imageUrl: "/images/stock-artist.jpg",
      });
      const artwork = await createArtwork({
        title: uniqueName("Inbox Work"),
        imageUrl: "/images/stock-artist.jpg",
        artistId: artist.id,
      });
      const inquiry = await createInquiry({
        artworkId: artwork.id,
        artworkTitle: artwork.title,
        name: uniqueName("Collector"),
        email: "collector@example.com",
        phone: "+44 20 7946 0000",
        country: "GB",
      });
      const message = await createMessage({
        name: uniqueName("Writer"),
        email: "writer@example.com",
        message: "Do you ship to Canada?",
      });
      const mailId = await enqueueMail({
        to: "bounce@example.com",
        subject: `Undeliverable ${inquiry.name}`,
        body: "x",
      });
      await getDb()
        .updateTable("mail_outbox")
        .set({ status: "failed", attempts: 8, last_error: "550 mailbox unavailable" })
        .where("id", "=", mailId)
        .execute();
      return { inquiry, message };
    });
    await signInAsAdmin(context, baseURL!);
    await gotoHydrated(page, "/admin/inquiries");
    const inquiries = page.getByRole("region", { name: "Artwork Inquiries" });
    const card = inquiries.getByRole("listitem").filter({ hasText: inquiry.name });
    await expect(card).toContainText("collector@example.com");
    await expect(card).toContainText("+44 20 7946 0000");
    await expect(card).toContainText("United Kingdom");
    await expect(card.getByRole("link", { name: inquiry.artworkTitle })).toHaveAttribute(
      "href",
      `/artworks/${inquiry.artworkId}`,
    );
    const reply = card.getByRole("link", { name: `Reply to ${inquiry.name}` });
    const href = (await reply.getAttribute("href"))!;
    expect(href.startsWith("mailto:collector@example.com?subject=")).toBe(true);
    expect(decodeURIComponent(href.split("subject=")[1]!)).toBe(`Your inquiry about "${inquiry.artworkTitle}"`);
    await expect(card.getByTestId("inbox-status")).toHaveText("New");

    await card.getByLabel(`Status of the inquiry from \u2068${inquiry.name}\u2069`).selectOption("answered");
    await card.getByRole("button", { name: "Set status" }).click();
    await expect(card.getByTestId("inbox-status")).toHaveText("Answered");
    const stored = await withE2eDatabase(() =>
      getDb().selectFrom("inquiries").select("status").where("id", "=", inquiry.id).executeTakeFirstOrThrow(),
    );
    expect(stored.status).toBe("answered");

    const messages = page.getByRole("region", { name: "Contact Messages" });
    const messageCard = messages.getByRole("listitem").filter({ hasText: message.name });
    await expect(messageCard).toContainText("Do you ship to Canada?");
    await expect(messageCard.getByRole("link", { name: `Reply to ${message.name}` })).toHaveAttribute(
      "href",
      /^mailto:writer@example\.com\?subject=/,
    );
    await expect(page.getByRole("region", { name: "Undelivered mail" })).toContainText(`Undeliverable ${inquiry.name}`);
    await expect(page.getByRole("region", { name: "Undelivered mail" })).toContainText("550 mailbox unavailable");
    expect(await violations(page)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("sets a message's status", async ({ page, baseURL }) => {
      const message = await withE2eDatabase(() =>
        createMessage({ name: uniqueName("Plain"), email: "plain@example.com", message: "Hello there, friends." }),
      );
      await signInAsAdmin(page.context(), baseURL!);
      await page.goto("/admin/inquiries");
      const card = page
        .getByRole("region", { name: "Contact Messages" })
        .getByRole("listitem")
        .filter({ hasText: message.name });
      await card.getByLabel(`Status of the message from \u2068${message.name}\u2069`).selectOption("closed");
      await card.getByRole("button", { name: "Set status" }).click();
      await expect(page).toHaveURL(/\/admin\/inquiries#messages$/);
      const stored = await withE2eDatabase(() =>
        getDb().selectFrom("messages").select("status").where("id", "=", message.id).executeTakeFirstOrThrow(),
      );
      expect(stored.status).toBe("closed");
    });
  });
});

test("the pending reviews page and sign-in page have no accessibility violations", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/login");
  expect(await violations(page)).toEqual([]);
  await signInAsAdmin(context, baseURL!);
  await gotoHydrated(page, "/admin/reviews/pending");
  expect(await violations(page)).toEqual([]);
});

test("visitor-written names and texts are isolated, so bidi controls in them cannot reorder the page", async ({
  page,
  context,
  baseURL,
}) => {
  // U+202E (RIGHT-TO-LEFT OVERRIDE) would reverse everything after it on the line.
  const override = "\u202E";
  const name = `${uniqueName("Bidi")}${override}gpj.exe`;
  const text = `Hello ${override}this text runs backwards`;
  await withE2eDatabase(async () => {
    const gallery = await createGallery({
      name: uniqueName("Bidi Gallery"),
      street: "1 Herzl",
      city: "Haifa",
      description: "d",
      hours: "h",
    });
    await createMessage({ name, email: `bidi${override}@example.com`, message: text });
    await createVisitorReview({ galleryId: gallery.id, name, content: text, rating: 4 });
  });
  await signInAsAdmin(context, baseURL!);
  await gotoHydrated(page, "/admin/inquiries");
  await expect(page.locator("bdi", { hasText: name }).first()).toBeVisible();
  await expect(page.locator('p[dir="auto"]', { hasText: "this text runs backwards" }).first()).toBeVisible();
  await gotoHydrated(page, "/admin/reviews/pending");
  await expect(page.locator("bdi", { hasText: name }).first()).toBeVisible();
  await expect(page.locator('p[dir="auto"]', { hasText: "this text runs backwards" }).first()).toBeVisible();
  // In an accessible name the value is isolated too (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE).
  await expect(page.getByRole("button", { name: `Approve the review by \u2068${name}\u2069` })).toBeVisible();
});
