import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { listInquiries } from "#app/models/inquiries.server.ts";
import { listMessages } from "#app/models/messages.server.ts";
import { listApprovedReviews, listPendingReviews } from "#app/models/reviews.server.ts";
import { slugify } from "#app/lib/slug.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";
import { signInAsAdmin } from "./support/session.ts";
import { getDb } from "#app/db/db.server.ts";

// The server refuses a form sent sooner than 2 s after it was shown.
const FILL_MS = 2100;
let addressCounter = 0;

/** Each test writes from an address of its own (the e2e server trusts X-Forwarded-For), so rate limits don't collide. */
async function useOwnAddress(page: Page): Promise<Record<string, string>> {
  const address = `2001:db8::${process.pid.toString(16)}:${(addressCounter++).toString(16)}:${(Date.now() % 65535).toString(16)}`;
  const headers = { "x-forwarded-for": address };
  await page.setExtraHTTPHeaders(headers);
  // page.request does not send the page's extra headers, nor an Origin as a browser does: callers
  // pass these to it themselves.
  return { ...headers, origin: mainBase };
}

async function makeArtwork() {
  return withE2eDatabase(async () => {
    const artist = await createArtist({
      name: uniqueName("Form Artist"),
      bio: "b",
      imageUrl: "/images/stock-artist.jpg",
    });
    return createArtwork({
      title: uniqueName("Form Work"),
      imageUrl: "/images/hero.jpg",
      artistId: artist.id,
      year: 2020,
    });
  });
}

async function makeGallery() {
  return withE2eDatabase(() =>
    createGallery({
      name: uniqueName("Form Gallery"),
      street: "Herzl Street 1",
      city: "Haifa",
      hours: "10-18",
      description: "d",
    }),
  );
}

test.describe("contact form", () => {
  test("names every problem word for word and clears one when its field is edited", async ({ page }) => {
    await useOwnAddress(page);
    await gotoHydrated(page, "/contact");
    const form = page.locator("#message");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await form.getByLabel("Name").fill("Ann");
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await expect(form.getByText("Email is required")).toBeVisible();
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Message should be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("sends, shows 'Loading...' meanwhile, thanks, stores the message and offers another", async ({ page }) => {
    await useOwnAddress(page);
    await gotoHydrated(page, "/contact");
    const name = uniqueName("Contact Sender");
    const form = page.locator("#message");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("sender@example.com");
    await form.getByLabel("Message").fill("I would like to visit galleries in Haifa in May.");
    await page.waitForTimeout(FILL_MS);
    const answer = await holdRequests(page, "**/contact.data*");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Loading..." })).toBeDisabled();
    answer.release();
    await expect(form.getByRole("status")).toContainText("Thank you for your message!");
    const stored = await withE2eDatabase(() => listMessages({ limit: 50 }));
    expect(stored.find((message) => message.name === name)).toMatchObject({
      email: "sender@example.com",
      status: "new",
    });
    await form.getByRole("link", { name: "Send Another Message" }).click();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("works without JavaScript: the server answers with the same messages and keeps what was typed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await useOwnAddress(page);
    await page.goto("/contact");
    const form = page.locator("#message");
    await form.getByLabel("Name").fill("No Script");
    await form.getByLabel("Email").fill("bad-address");
    await form.getByLabel("Message").fill("short");
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Message should be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("No Script");
    await expect(form.getByLabel("Message")).toHaveValue("short");
    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Message").fill("Sent from a browser without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your message!");
    await context.close();
  });

  test("a form sent too quickly is refused with a message, keeping what was typed", async ({ page }) => {
    await useOwnAddress(page);
    await gotoHydrated(page, "/contact");
    const form = page.locator("#message");
    await form.getByLabel("Name").fill("Speedy");
    await form.getByLabel("Email").fill("speedy@example.com");
    await form.getByLabel("Message").fill("Typed faster than any person could.");
    // Loading and hydrating may take longer than a person's minimum on a busy machine: the form
    // goes out with a token made just now, as if it had been filled in at once.
    const fresh = await page.request.get("/contact").then((response) => response.text());
    const token = /name="formToken" value="([^"]+)"/.exec(fresh)?.[1];
    expect(token).toBeTruthy();
    await form.locator('input[name="formToken"]').evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, token!);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "This form was sent too quickly. Please check your details and send it again.",
    );
    await expect(form.getByLabel("Message")).toHaveValue("Typed faster than any person could.");
  });

  test("the honeypot: a bot that fills it is told it worked, and nothing is stored", async ({ page }) => {
    const headers = await useOwnAddress(page);
    await page.goto("/contact");
    const token = await page.locator('input[name="formToken"]').inputValue();
    await page.waitForTimeout(FILL_MS);
    const name = uniqueName("Spam Bot");
    const response = await page.request.post("/contact", {
      form: {
        intent: "contact",
        formToken: token,
        nickname: "gotcha",
        name,
        email: "bot@example.com",
        message: "Buy cheap watches now!!",
      },
      headers,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/contact?sent=1#message");
    const stored = await withE2eDatabase(() => listMessages({ limit: 100 }));
    expect(stored.some((message) => message.name === name)).toBe(false);
  });

  test("past the per-address limit, 429 with a clear message, and what was typed stays", async ({ page }) => {
    const headers = await useOwnAddress(page);
    await gotoHydrated(page, "/contact");
    const token = await page.locator('input[name="formToken"]').inputValue();
    await page.waitForTimeout(FILL_MS);
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/contact", {
        form: {
          intent: "contact",
          formToken: token,
          name: "Busy",
          email: "busy@example.com",
          message: `Message number ${i} here.`,
        },
        headers,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }
    const refused = await page.request.post("/contact", {
      form: {
        intent: "contact",
        formToken: token,
        name: "Busy",
        email: "busy@example.com",
        message: "One message too many.",
      },
      headers,
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(429);
    const form = page.locator("#message");
    await form.getByLabel("Name").fill("Busy");
    await form.getByLabel("Email").fill("busy@example.com");
    await form.getByLabel("Message").fill("And one more through the page.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toContainText("Too many submissions from your address. Please try again in");
    await expect(form.getByLabel("Message")).toHaveValue("And one more through the page.");
  });
});

test.describe("artwork inquiry", () => {
  test("requires every field, with a country from the list", async ({ page }) => {
    await useOwnAddress(page);
    const artwork = await makeArtwork();
    await gotoHydrated(page, `/artworks/${artwork.slug}`);
    const form = page.locator("#inquiry");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    for (const message of ["Name is required", "Email is required", "Phone is required", "Country is required"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // The twenty of COUNTRIES first (after the prompt), Israel to the United Arab Emirates, then every other country.
    const options = form.getByLabel("Country").locator("option");
    await expect(options).toHaveCount(251);
    await expect(options.nth(1)).toHaveText("Israel");
    await expect(options.nth(20)).toHaveText("United Arab Emirates");
    await form.getByLabel("Phone").fill("call me maybe");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  });

  test("is stored with the artwork's id and title, and thanks the visitor", async ({ page }) => {
    await useOwnAddress(page);
    const artwork = await makeArtwork();
    await gotoHydrated(page, `/artworks/${artwork.slug}`);
    const form = page.locator("#inquiry");
    const name = uniqueName("Buyer");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("buyer@example.com");
    await form.getByLabel("Phone").fill("+44 20 7946 0000");
    await form.getByLabel("Country").selectOption({ label: "United Kingdom" });
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your inquiry!");
    const stored = (await withE2eDatabase(() => listInquiries({ limit: 100 }))).find(
      (inquiry) => inquiry.name === name,
    );
    expect(stored).toMatchObject({
      artworkId: artwork.id,
      artworkTitle: artwork.title,
      country: "GB",
      phone: "+44 20 7946 0000",
    });
    await form.getByRole("link", { name: "Submit Another Inquiry" }).click();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("takes any country and an optional question, which reach the inbox and the mail", async ({ page, context }) => {
    await useOwnAddress(page);
    const artwork = await makeArtwork();
    await gotoHydrated(page, `/artworks/${artwork.slug}`);
    const form = page.locator("#inquiry");
    await expect(
      form.getByText("We answer within two working days. An inquiry is free and commits you to nothing."),
    ).toBeVisible();
    const group = form.getByLabel("Country").locator('optgroup[label="All other countries"]');
    await expect(group.locator("option", { hasText: "Switzerland" })).toHaveCount(1);
    await expect(group.locator("option", { hasText: "Singapore" })).toHaveCount(1);
    const name = uniqueName("Zurich Buyer");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("zurich@example.com");
    await form.getByLabel("Phone").fill("+41 44 000 00 00");
    await form.getByLabel("Country").selectOption({ label: "Switzerland" });
    // Longer than allowed (the field's own limit lifted, as a pasted or scripted text may be).
    const question = form.getByLabel("Anything you would like to ask?");
    await question.evaluate((element) => element.removeAttribute("maxlength"));
    await question.fill("Is it framed? ".repeat(150));
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Your question must be at most 2,000 characters")).toBeVisible();
    await expect(question).toHaveValue("Is it framed? ".repeat(150));
    await question.fill("Is it framed, and can it ship to Zurich?");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your inquiry!");

    const stored = (await withE2eDatabase(() => listInquiries({ limit: 100 }))).find(
      (inquiry) => inquiry.name === name,
    );
    expect(stored).toMatchObject({ country: "CH", message: "Is it framed, and can it ship to Zurich?" });
    const mail = await withE2eDatabase(() =>
      getDb().selectFrom("mail_outbox").select("body").where("reply_to", "=", "zurich@example.com").executeTakeFirst(),
    );
    expect(mail?.body).toContain("Country: Switzerland");
    expect(mail?.body).toContain("Is it framed, and can it ship to Zurich?");

    await signInAsAdmin(context, mainBase);
    await page.goto("/admin/inquiries");
    const entry = page.getByRole("listitem").filter({ hasText: name });
    await expect(entry).toContainText("Switzerland");
    await expect(entry).toContainText("Is it framed, and can it ship to Zurich?");
  });

  test("works without JavaScript", async ({ browser }) => {
    const artwork = await makeArtwork();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await useOwnAddress(page);
    await page.goto(`/artworks/${artwork.slug}`);
    const form = page.locator("#inquiry");
    await form.getByLabel("Name").fill("Quiet Buyer");
    await form.getByLabel("Email").fill("quiet@example.com");
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Phone is required")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("quiet@example.com");
    await form.getByLabel("Phone").fill("+972 3 555 0000");
    await form.getByLabel("Country").selectOption("IL");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your inquiry!");
    await context.close();
  });
});

test.describe("gallery review", () => {
  test("rates 5 stars to begin with, changes by keyboard, and lands pending, not shown", async ({ page }) => {
    await useOwnAddress(page);
    const gallery = await makeGallery();
    await gotoHydrated(page, `/galleries/${gallery.slug}`);
    const form = page.locator("#write-review");
    await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Review is required")).toBeVisible();
    const name = uniqueName("Reviewer");
    await form.getByLabel("Name").fill(name);
    await form.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Review").fill("Small but excellent.");
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your review!");
    const [pending, approved] = await withE2eDatabase(() =>
      Promise.all([listPendingReviews({ limit: 100_000 }), listApprovedReviews(gallery.id)]),
    );
    expect(pending.find((review) => review.name === name)).toMatchObject({
      rating: 4,
      isPending: true,
      isApproved: false,
      isAdminReview: false,
    });
    expect(approved).toEqual([]);
    await page.goto(`/galleries/${slugify(gallery.name)}`);
    await expect(page.getByText("Small but excellent.")).toHaveCount(0);
  });
});

test.describe("every form's anti-spam checks and server-side messages", () => {
  interface FormSpec {
    form: string;
    limit: number;
    page: () => Promise<string>;
    valid: (name: string) => Record<string, string>;
    invalid: Record<string, string>;
    messages: string[];
    isStored: (name: string) => Promise<boolean>;
  }
  const forms: FormSpec[] = [
    {
      form: "contact",
      limit: 5,
      page: async () => "/contact",
      valid: (name: string) => ({ name, email: "a@example.com", message: "A perfectly fine message." }),
      invalid: { name: "", email: "nope", message: "short" },
      messages: ["Name is required", "Please enter a valid email address", "Message should be at least 10 characters"],
      isStored: async (name: string) => (await listMessages({ limit: 200 })).some((row) => row.name === name),
    },
    {
      form: "inquiry",
      limit: 5,
      page: async () => `/artworks/${(await makeArtwork()).slug}`,
      valid: (name: string) => ({ name, email: "a@example.com", phone: "+1 555 0100", country: "CA" }),
      invalid: { name: "", email: "", phone: "abc", country: "ZZ" },
      messages: [
        "Name is required",
        "Email is required",
        "Please enter a valid phone number",
        "Please choose a country from the list",
      ],
      isStored: async (name: string) => (await listInquiries({ limit: 200 })).some((row) => row.name === name),
    },
    {
      form: "review",
      limit: 3,
      page: async () => `/galleries/${(await makeGallery()).slug}`,
      valid: (name: string) => ({ name, rating: "5", content: "Worth the trip." }),
      invalid: { name: "", rating: "9", content: "" },
      messages: ["Name is required", "Please choose a rating from 1 to 5 stars", "Review is required"],
      isStored: async (name: string) => (await listPendingReviews({ limit: 100_000 })).some((row) => row.name === name),
    },
  ];

  for (const spec of forms) {
    test(`${spec.form}: honeypot stores nothing, bad fields get the server's words, the limit answers 429`, async ({
      page,
    }) => {
      const headers = await useOwnAddress(page);
      const path = await spec.page();
      await page.goto(path);
      const token = await page.locator('input[name="formToken"]').inputValue();
      await page.waitForTimeout(FILL_MS);
      const post = (fields: Record<string, string>) =>
        page.request.post(path, { form: { intent: spec.form, formToken: token, ...fields }, headers, maxRedirects: 0 });

      const botName = uniqueName("Bot");
      expect((await post({ ...spec.valid(botName), nickname: "filled" })).status()).toBe(302);
      expect(await withE2eDatabase(() => spec.isStored(botName))).toBe(false);

      const refused = await post(spec.invalid);
      expect(refused.status()).toBe(400);
      const body = await refused.text();
      for (const message of spec.messages) expect(body).toContain(message);

      // Every checked attempt counts toward the limit, the refused one above included.
      const names: string[] = [];
      for (let i = 0; i < spec.limit - 1; i++) {
        names.push(uniqueName("Sender"));
        expect((await post(spec.valid(names[i]!))).status()).toBe(302);
      }
      expect(await withE2eDatabase(() => spec.isStored(names[0]!))).toBe(true);
      const limited = await post(spec.valid(uniqueName("One Too Many")));
      expect(limited.status()).toBe(429);
      expect(await limited.text()).toContain("Too many submissions from your address");
    });
  }
});

test("a form about a record that no longer exists answers 404 with the form's message, keeping what was typed", async ({
  page,
}) => {
  const headers = await useOwnAddress(page);
  const response = await page.request.post("/artworks/no-such-artwork", {
    form: {
      intent: "inquiry",
      formToken: "0.x",
      name: "Kept Name",
      email: "k@example.com",
      phone: "+1 555 0100",
      country: "US",
    },
    headers,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(body).toContain("Failed to submit contact form. Please try again.");
  expect(body).toContain("Kept Name");
});
