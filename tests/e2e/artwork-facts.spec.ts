import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { getArtworkBySlugOrId, listArtworksByArtist, type ArtistArtworkInput } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { saveExchangeRates } from "#app/models/exchange-rates.server.ts";
import { listInquiries } from "#app/models/inquiries.server.ts";
import { blankArtworkFacts, type ArtworkFacts } from "#app/lib/artwork-facts.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { jsonLdOfType } from "./support/page-head.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// What a collector decides by: the facts on the artwork page and on every card, in both
// languages, the price with dated approximations (none once the rates are a week old), a sold
// work's inquiry, the facts for search engines, and the artist editor that takes them.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const facts = (values: Partial<ArtworkFacts>): ArtworkFacts => ({ ...blankArtworkFacts(), ...values });

/** An artist with a work for sale at a gallery in a named city, and a sold one. */
async function makeCatalogue() {
  return withE2eDatabase(async () => {
    const gallery = await createGallery({
      name: uniqueName("Facts Gallery"),
      street: "1 Harbour Road",
      city: "Akko",
      description: "A gallery by the sea.",
      hours: "Sun–Thu 10:00–18:00",
      he: {
        name: null,
        street: null,
        city: "עכו",
        description: null,
        hours: null,
        seoTitle: null,
        seoDescription: null,
      },
    });
    const work = (title: string, extra: Partial<ArtistArtworkInput>): ArtistArtworkInput => ({
      title,
      imageUrl: `${mainBase}/images/hero.jpg`,
      galleryId: gallery.id,
      ...extra,
    });
    const artist = await createArtist({
      name: uniqueName("Facts Painter"),
      bio: "Paints the harbour.",
      imageUrl: `${mainBase}/images/stock-artist.jpg`,
      artworks: [
        work(uniqueName("Harbour at Noon"), {
          year: 2024,
          facts: facts({
            medium: "painting",
            materials: "Oil on canvas",
            heightCm: 60,
            widthCm: 80,
            edition: { kind: "unique" },
            isSigned: true,
            isFramed: false,
            priceIls: 12_500,
          }),
          he: { title: null, description: null, materials: "שמן על בד" },
        }),
        work(uniqueName("Harbour at Night"), { facts: facts({ availability: "sold", priceIls: 9_000 }) }),
      ],
    });
    const works = await listArtworksByArtist(artist.id);
    const sold = works.find((work) => work.facts.availability === "sold")!;
    const forSale = works.find((work) => work.facts.availability === "for-sale")!;
    return { gallery, artist, forSale, sold };
  });
}

const setRates = (rateDate: string) =>
  withE2eDatabase(() =>
    saveExchangeRates([
      { currency: "USD", shekelsPerUnit: 3.7, rateDate, source: "boi" },
      { currency: "EUR", shekelsPerUnit: 4.03, rateDate, source: "boi" },
    ]),
  );

const facts_ = (page: Page) => page.getByRole("region", { name: /About the work|על היצירה/ });

test.describe("artwork facts", () => {
  test("the artwork page gives the facts, the gallery, the price with dated approximations, in both languages", async ({
    page,
  }) => {
    const { gallery, forSale, sold, artist } = await makeCatalogue();
    const today = Date.now();
    await setRates(isoDay(today - DAY_MS));

    await gotoHydrated(page, `/artworks/${forSale.slug}`);
    const about = facts_(page);
    await expect(about.getByRole("definition")).toHaveText([
      "Painting",
      "Oil on canvas",
      "60 × 80 cm · 23⅝ × 31½ in",
      "Unique work",
      "No",
      "Yes",
      "For sale",
    ]);
    await expect(page.getByText("₪12,500")).toBeVisible();
    await expect(page.getByText("≈ $3,400 · ≈ €3,100", { exact: true })).toBeVisible();
    const dated = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
      today - DAY_MS,
    );
    await expect(page.getByText(`at the Bank of Israel reference rates of ${dated}`)).toBeVisible();
    const where = page.getByRole("region", { name: "Where to see it" });
    await expect(where.getByRole("link", { name: gallery.name })).toHaveAttribute("href", `/galleries/${gallery.slug}`);
    await expect(where).toContainText("Akko");
    // More by the artist: the sold work's card, marked and without a price.
    const more = page.getByRole("region", { name: `More by ${artist.name}` });
    const card = more.getByRole("article").filter({ hasText: sold.title });
    // A mark on the picture for the eye, and the same word in the card's text for everyone.
    await expect(card.getByText("Sold", { exact: true })).toHaveCount(2);
    await expect(card.getByRole("paragraph").filter({ hasText: /^Sold$/ })).toBeVisible();
    await expect(card).not.toContainText("₪");

    const ld = await jsonLdOfType(page, "VisualArtwork");
    expect(ld).toMatchObject({
      artform: "Painting",
      artMedium: "Oil on canvas",
      height: { "@type": "QuantitativeValue", value: 60, unitCode: "CMT" },
      width: { "@type": "QuantitativeValue", value: 80, unitCode: "CMT" },
      artEdition: 1,
      offers: { "@type": "Offer", price: 12500, priceCurrency: "ILS", availability: "https://schema.org/InStock" },
    });

    await gotoHydrated(page, `/he/artworks/${forSale.slug}`);
    await expect(facts_(page).getByRole("definition")).toHaveText([
      "ציור",
      "שמן על בד",
      "60 × 80 ס״מ · 23⅝ × 31½ אינץ׳",
      "יצירה ייחודית",
      "לא",
      "כן",
      "למכירה",
    ]);
    await expect(page.getByText("לפי השערים היציגים של בנק ישראל")).toBeVisible();
    await expect(page.getByRole("region", { name: "איפה אפשר לראות אותה" })).toContainText("עכו");

    // Rates a week old or more are not shown at all: the asking price stays, alone.
    await setRates(isoDay(today - 8 * DAY_MS));
    await page.goto(`/artworks/${forSale.slug}`);
    await expect(page.getByText("₪12,500")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("≈");
    await expect(page.locator("main")).not.toContainText("reference rates");
    await setRates(isoDay(today));
  });

  test("the artist's cards show availability and price; a sold work asks about similar works, naming it", async ({
    page,
  }) => {
    const { artist, forSale, sold } = await makeCatalogue();
    await page.goto(`/artists/${artist.slug}`);
    const cardOf = (title: string) => page.getByRole("listitem").getByRole("article").filter({ hasText: title });
    await expect(cardOf(forSale.title)).toContainText("For sale · ₪12,500");
    await expect(cardOf(sold.title)).toContainText("Sold");
    await expect(cardOf(sold.title)).not.toContainText("₪");
    await page.goto(`/he/artists/${artist.slug}`);
    await expect(cardOf(sold.title).getByText("נמכרה").first()).toBeVisible();

    await page.setExtraHTTPHeaders({ "x-forwarded-for": `2001:db8::fac7:${(Date.now() % 65535).toString(16)}` });
    await gotoHydrated(page, `/artworks/${sold.slug}`);
    const inquiry = page.locator("#inquiry");
    await expect(inquiry.getByRole("heading", { name: "Ask about similar works" })).toBeVisible();
    await expect(inquiry).toContainText("This work is sold.");
    const name = uniqueName("Collector");
    await inquiry.getByLabel("Name").fill(name);
    await inquiry.getByLabel("Email").fill("collector@example.com");
    await inquiry.getByLabel("Phone").fill("+1 212 555 0100");
    await inquiry.getByLabel("Country").selectOption({ label: "United States" });
    // The server refuses a form sent sooner than 2 s after it was shown.
    await page.waitForTimeout(2100);
    await inquiry.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(inquiry.getByRole("status")).toContainText("Thank you for your inquiry!");
    const stored = (await withE2eDatabase(() => listInquiries({ limit: 100 }))).find((row) => row.name === name);
    expect(stored).toMatchObject({ artworkId: sold.id, artworkTitle: sold.title });
  });

  test("the artist editor takes an artwork's facts and refuses impossible ones in words", async ({ page, context }) => {
    const { artist, forSale } = await makeCatalogue();
    await signInAsAdmin(context, mainBase, withE2eDatabase);
    await gotoHydrated(page, `/admin/artists/${artist.id}/edit`);
    const row = page.getByRole("group", { name: new RegExp(`^Artwork \\d+: ${forSale.title}$`) });
    await row.locator("summary").click();
    const factsGroup = row.getByRole("group", { name: "Facts for collectors" });
    await expect(factsGroup.getByLabel("Medium")).toHaveValue("painting");
    await expect(factsGroup.getByLabel("Height (cm)")).toHaveValue("60");
    await expect(factsGroup.getByLabel("Price (₪)")).toHaveValue("12500");

    await factsGroup.getByLabel("Height (cm)").fill("-5");
    await factsGroup.getByLabel("Edition", { exact: true }).selectOption("edition");
    await factsGroup.getByLabel("Number in the edition").fill("12");
    await factsGroup.getByLabel("Edition size").fill("10");
    await factsGroup.getByLabel("Availability").selectOption("not-for-sale");
    await page.getByRole("button", { name: "Update Artist" }).click();
    await expect(row.getByText("Height must be a number of centimetres between 0.1 and 10,000.")).toBeVisible();
    await expect(row.getByText("The number in the edition (12) cannot be more than its size (10).")).toBeVisible();
    await expect(row.getByText("A work that is not for sale has no price")).toBeVisible();
    // Nothing typed is lost.
    await expect(factsGroup.getByLabel("Edition size")).toHaveValue("10");

    await factsGroup.getByLabel("Height (cm)").fill("61.5");
    await factsGroup.getByLabel("Number in the edition").fill("3");
    await factsGroup.getByLabel("Availability").selectOption("on-hold");
    await factsGroup.getByLabel("Price (₪)").fill("14,000");
    await page.getByRole("button", { name: "Update Artist" }).click();
    await expect(page).toHaveURL(/\?done=saved$/);
    const saved = await withE2eDatabase(() => getArtworkBySlugOrId(forSale.id));
    expect(saved?.facts).toMatchObject({
      heightCm: 61.5,
      widthCm: 80,
      edition: { kind: "edition", number: 3, size: 10 },
      availability: "on-hold",
      priceIls: 14_000,
    });
  });
});
