import { expect, test, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { listInquiries } from "#app/models/inquiries.server.ts";
import { listMessages } from "#app/models/messages.server.ts";
import { listPendingReviews } from "#app/models/reviews.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { mainBase } from "./support/servers.ts";

// The server refuses a form sent sooner than 2 s after it was shown.
const FILL_MS = 2100;
let addressCounter = 0;

/** An address of its own per test (the e2e server trusts X-Forwarded-For), so rate limits never collide. */
async function useOwnAddress(page: Page): Promise<Record<string, string>> {
  const address = `2001:db8:he::${process.pid.toString(16)}:${(addressCounter++).toString(16)}:${(Date.now() % 65535).toString(16)}`;
  const headers = { "x-forwarded-for": address };
  await page.setExtraHTTPHeaders(headers);
  return { ...headers, origin: mainBase };
}

/** The console's hydration complaints (React's production errors 418, 423 and 425 included). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(text)) problems.push(text);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") note(message.text());
  });
  page.on("pageerror", (error) => note(error.message));
  return problems;
}

/** A form posted with a token the server cannot verify: refused by the server, never by the browser. */
async function spoilToken(page: Page, form: string) {
  await page.locator(`${form} input[name="formToken"]`).evaluate((input: HTMLInputElement) => {
    input.value = "1.spoiled";
  });
}

const UNVERIFIED = "לא הצלחנו לאמת את הטופס. נא לטעון את הדף מחדש ולנסות שוב.";

const NO_HEBREW = {
  name: null,
  street: null,
  city: null,
  description: null,
  hours: null,
  seoTitle: null,
  seoDescription: null,
};

const outboxMail = (replyTo: string) =>
  withE2eDatabase(() =>
    getDb().selectFrom("mail_outbox").select(["subject", "body"]).where("reply_to", "=", replyTo).executeTakeFirst(),
  );

test("the Hebrew contact form refuses and thanks in Hebrew, keeping every typed value", async ({ page }) => {
  const problems = watchHydration(page);
  await useOwnAddress(page);
  await gotoHydrated(page, "/he/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("צרו קשר");
  const form = page.locator("#message");
  await expect(form.getByLabel("שם")).toHaveAttribute("dir", "auto");
  await expect(form.getByLabel("דוא״ל")).toHaveAttribute("dir", "ltr");
  await expect(form.getByLabel("הודעה")).toHaveAttribute("dir", "auto");
  expect(await violations(page)).toEqual([]);

  // Checked in the browser first, in Hebrew.
  await form.getByRole("button", { name: "שליחת ההודעה" }).click();
  await expect(form.getByText("נא למלא שם")).toBeVisible();
  await expect(form.getByText("נא למלא כתובת דוא״ל")).toBeVisible();
  await expect(form.getByText("נא לכתוב הודעה")).toBeVisible();
  const name = uniqueName("דנה כהן");
  const text = "שלום, נשמח לבקר בגלריות בחיפה במאי. Thanks!";
  await form.getByLabel("שם").fill(name);
  await form.getByLabel("דוא״ל").fill("dana-at-example");
  await form.getByLabel("הודעה").fill("קצר");
  await form.getByRole("button", { name: "שליחת ההודעה" }).click();
  await expect(form.getByText("נא להזין כתובת דוא״ל תקינה")).toBeVisible();
  await expect(form.getByText("ההודעה צריכה להכיל לפחות 10 תווים")).toBeVisible();

  // Refused by the server: its message in Hebrew, and everything typed still there.
  await form.getByLabel("דוא״ל").fill("dana@example.com");
  await form.getByLabel("הודעה").fill(text);
  await spoilToken(page, "#message");
  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת ההודעה" }).click();
  await expect(form.getByRole("alert")).toHaveText(UNVERIFIED);
  await expect(form.getByLabel("שם")).toHaveValue(name);
  await expect(form.getByLabel("דוא״ל")).toHaveValue("dana@example.com");
  await expect(form.getByLabel("הודעה")).toHaveValue(text);
  expect(await violations(page)).toEqual([]);

  // Accepted: the Hebrew thank-you, the message stored as typed, the mail in Hebrew.
  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת ההודעה" }).click();
  await expect(form.getByRole("status")).toContainText("תודה על הודעתכם!");
  await expect(page).toHaveURL(/\/he\/contact\?sent=1/);
  await expect(form.getByRole("link", { name: "שליחת הודעה נוספת" })).toHaveAttribute("href", /^\/he\/contact/);
  const stored = (await withE2eDatabase(() => listMessages({ limit: 100 }))).find((message) => message.name === name);
  expect(stored).toMatchObject({ email: "dana@example.com", message: text });
  const mail = await outboxMail("dana@example.com");
  expect(mail?.subject).toBe(`הודעה חדשה מאת ${name}`);
  expect(mail?.body).toContain("דרך דף יצירת הקשר:");
  expect(problems).toEqual([]);
});

test("the Hebrew inquiry form names countries in Hebrew and answers in Hebrew", async ({ page }) => {
  const artwork = await withE2eDatabase(async () => {
    const artist = await createArtist({
      name: uniqueName("Hebrew Artist"),
      bio: "b",
      imageUrl: "/images/stock-artist.jpg",
    });
    return createArtwork({
      title: uniqueName("Hebrew Work"),
      imageUrl: "/images/hero.jpg",
      artistId: artist.id,
      year: 2021,
      he: { title: `יצירה ${Date.now()}`, description: null },
    });
  });
  const problems = watchHydration(page);
  await useOwnAddress(page);
  await gotoHydrated(page, `/he/artworks/${artwork.slug}`);
  const form = page.locator("#inquiry");
  await expect(form.getByLabel("טלפון")).toHaveAttribute("dir", "ltr");
  await expect(form.getByRole("combobox", { name: "מדינה" }).locator("optgroup").first()).toHaveAttribute(
    "label",
    "הנבחרות ביותר",
  );

  await form.getByRole("button", { name: "שליחת הפנייה" }).click();
  await expect(form.getByText("נא למלא מספר טלפון")).toBeVisible();
  await expect(form.getByText("נא לבחור מדינה")).toBeVisible();

  const name = uniqueName("יואב לוי");
  const email = `${name.replace(/\W+/g, "").toLowerCase() || "yoav"}${Date.now()}@example.com`;
  const question = "האם היצירה ממוסגרת? Can it ship to Zurich?";
  await form.getByLabel("שם").fill(name);
  await form.getByLabel("דוא״ל").fill(email);
  await form.getByLabel("טלפון").fill("+41 44 000 00 00");
  await form.getByLabel("מדינה").selectOption({ label: "שווייץ" });
  await form.getByLabel("רוצים לשאול משהו?").fill(question);
  await spoilToken(page, "#inquiry");
  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת הפנייה" }).click();
  await expect(form.getByRole("alert")).toHaveText(UNVERIFIED);
  await expect(form.getByLabel("שם")).toHaveValue(name);
  await expect(form.getByLabel("דוא״ל")).toHaveValue(email);
  await expect(form.getByLabel("טלפון")).toHaveValue("+41 44 000 00 00");
  await expect(form.getByLabel("מדינה")).toHaveValue("CH");
  await expect(form.getByLabel("רוצים לשאול משהו?")).toHaveValue(question);

  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת הפנייה" }).click();
  await expect(form.getByRole("status")).toContainText("תודה על פנייתכם!");
  await expect(form.getByRole("status")).toContainText(artwork.he.title!);
  await expect(page).toHaveURL(new RegExp(`/he/artworks/${artwork.slug}\\?inquiry=sent`));
  const stored = (await withE2eDatabase(() => listInquiries({ limit: 100 }))).find((row) => row.name === name);
  expect(stored).toMatchObject({ country: "CH", message: question, artworkTitle: artwork.title });
  const mail = await outboxMail(email);
  // The mail names the work as the Hebrew page does; the inbox keeps its stored title.
  expect(mail?.subject).toBe(`פנייה חדשה: ${artwork.he.title}`);
  expect(mail?.body).toContain("מדינה: שווייץ");
  expect(mail?.body).toContain(`/he/artworks/${artwork.slug}`);
  expect(problems).toEqual([]);
});

test("the Hebrew review form answers in Hebrew and stores the review as typed", async ({ page }) => {
  const gallery = await withE2eDatabase(() =>
    createGallery({
      name: uniqueName("Hebrew Gallery"),
      street: "Herzl Street 1",
      city: "Haifa",
      hours: "10-18",
      description: "d",
      he: { ...NO_HEBREW, name: `גלריה ${Date.now()}` },
    }),
  );
  const problems = watchHydration(page);
  await useOwnAddress(page);
  await gotoHydrated(page, `/he/galleries/${gallery.slug}`);
  const form = page.locator("#write-review");
  await expect(form.getByRole("radio", { name: "5 כוכבים" })).toBeChecked();
  await expect(form.getByRole("radio", { name: "כוכב אחד" })).not.toBeChecked();

  await form.getByRole("button", { name: "שליחת חוות הדעת" }).click();
  await expect(form.getByText("נא למלא שם")).toBeVisible();
  await expect(form.getByText("נא לכתוב חוות דעת")).toBeVisible();

  const name = uniqueName("נועה");
  const content = "גלריה מקסימה, שווה ביקור! Worth the trip.";
  await form.getByLabel("שם").fill(name);
  await form.getByRole("radio", { name: "5 כוכבים" }).focus();
  // Down is the next choice in either direction (the stars run right to left here).
  await page.keyboard.press("ArrowDown");
  await expect(form.getByRole("radio", { name: "4 כוכבים" })).toBeChecked();
  await form.getByLabel("חוות דעת").fill(content);
  await spoilToken(page, "#write-review");
  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת חוות הדעת" }).click();
  await expect(form.getByRole("alert")).toHaveText(UNVERIFIED);
  await expect(form.getByLabel("שם")).toHaveValue(name);
  await expect(form.getByLabel("חוות דעת")).toHaveValue(content);
  await expect(form.getByRole("radio", { name: "4 כוכבים" })).toBeChecked();

  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת חוות הדעת" }).click();
  await expect(form.getByRole("status")).toContainText("תודה על חוות הדעת!");
  await expect(page).toHaveURL(new RegExp(`/he/galleries/${gallery.slug}\\?review=sent`));
  const pending = (await withE2eDatabase(() => listPendingReviews({ limit: 100 }))).find(
    (review) => review.name === name,
  );
  expect(pending).toMatchObject({ content, rating: 4 });
  const mail = await withE2eDatabase(() =>
    getDb()
      .selectFrom("mail_outbox")
      .select(["subject", "body"])
      .where("subject", "like", `%${gallery.he.name}%`)
      .executeTakeFirst(),
  );
  expect(mail?.subject).toBe(`חוות דעת חדשה על ${gallery.he.name} ממתינה לאישור`);
  expect(mail?.body).toContain("בדירוג 4 מתוך 5");
  expect(problems).toEqual([]);
});

test("without JavaScript, the server refuses in the language of the page the form was sent from", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await useOwnAddress(page);
  await page.goto("/he/contact");
  const form = page.locator("#message");
  await form.getByLabel("שם").fill("בלי סקריפט");
  await form.getByLabel("דוא״ל").fill("bad-address");
  await form.getByLabel("הודעה").fill("קצר");
  await page.waitForTimeout(FILL_MS);
  await form.getByRole("button", { name: "שליחת ההודעה" }).click();
  await expect(page).toHaveURL(/\/he\/contact/);
  await expect(form.getByText("נא להזין כתובת דוא״ל תקינה")).toBeVisible();
  await expect(form.getByText("ההודעה צריכה להכיל לפחות 10 תווים")).toBeVisible();
  await expect(form.getByLabel("שם")).toHaveValue("בלי סקריפט");
  await expect(form.getByLabel("הודעה")).toHaveValue("קצר");

  // The same form on the English page still answers in English.
  await page.goto("/contact");
  const english = page.locator("#message");
  await english.getByLabel("Name").fill("No Script");
  await english.getByLabel("Email").fill("bad-address");
  await english.getByLabel("Message").fill("short");
  await page.waitForTimeout(FILL_MS);
  await english.getByRole("button", { name: "Send Message" }).click();
  await expect(english.getByText("Please enter a valid email address")).toBeVisible();
  await expect(english.getByText("Message should be at least 10 characters")).toBeVisible();
  await context.close();
});
