import { expect, test, type Locator, type Page } from "@playwright/test";
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

/**
 * An artist with a work for sale at a gallery in a named city, and a sold one; `now` dates them
 * (the future makes them the newest of all, on the home page's carousel), `styles` narrows a list to them.
 */
async function makeCatalogue(options: { now?: number; styles?: string[] } = {}) {
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
    const artist = await createArtist(
      {
        name: uniqueName("Facts Painter"),
        bio: "Paints the harbour.",
        imageUrl: `${mainBase}/images/stock-artist.jpg`,
        styles: options.styles,
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
      },
      { now: options.now },
    );
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
const cardOf = (scope: Page | Locator, title: string) => scope.getByRole("article").filter({ hasText: title });
/** Hebrew money as he-IL writes it: the amount, then the sign, each after a right-to-left mark. */
const heMoney = (amount: string, sign: string) => `\u200f${amount} \u200f${sign}`;
const heDate = (rateDate: string) =>
  new Intl.DateTimeFormat("he-IL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${rateDate}T12:00:00Z`),
  );

// The rates are one for the whole site: these tests run one after another, so a test's stale
// rates never meet another's fresh ones.
test.describe.configure({ mode: "default" });

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
      "\u206660 × 80\u2069 ס״מ · \u206623⅝ × 31½\u2069 אינץ׳",
      "יצירה ייחודית",
      "לא",
      "כן",
      "למכירה",
    ]);
    // Right to left, a fraction still follows its number on the screen: 23⅝, not ⅝23.
    const [number, fraction] = await facts_(page)
      .getByRole("definition")
      .nth(2)
      .evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf("23⅝");
          if (at < 0) continue;
          const leftOf = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().left;
          };
          return [leftOf(at + 1), leftOf(at + 2)];
        }
        return [0, 0];
      });
    expect(fraction).toBeGreaterThan(number);
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

  test("every card gives availability, price and dated approximations, and marks a sold work, in both languages", async ({
    page,
  }) => {
    const style = uniqueName("Cardism").replace(/\s+/g, "");
    // A century ahead: the newest works of all, so the home page's carousel shows them.
    const now = Date.now() + 100 * 365 * DAY_MS + Math.floor(Math.random() * 1e6);
    const { gallery, forSale, sold } = await makeCatalogue({ now, styles: [style] });
    await setRates(isoDay(Date.now() - DAY_MS));

    const places = [
      { path: `/artworks?style=${style}`, scope: (p: Page) => p.getByRole("main") },
      { path: `/galleries/${gallery.slug}`, scope: (p: Page) => p.getByRole("region", { name: "Featured Artworks" }) },
      { path: "/", scope: (p: Page) => p.getByRole("region", { name: "Featured Artworks", exact: true }) },
    ];
    for (const { path, scope } of places) {
      await page.goto(path);
      const card = cardOf(scope(page), forSale.title);
      await expect(card, path).toContainText("For sale · ₪12,500");
      await expect(card.getByText("≈ $3,400 · ≈ €3,100", { exact: true }), path).toBeAttached();
      const soldCard = cardOf(scope(page), sold.title);
      // A mark on the picture for the eye, and the same word in the card's text for everyone.
      await expect(soldCard.getByText("Sold", { exact: true }), path).toHaveCount(2);
      await expect(soldCard, path).not.toContainText("₪");
      await expect(soldCard, path).not.toContainText("≈");
    }

    const placesHe = [
      { path: `/he/artworks?style=${style}`, scope: (p: Page) => p.getByRole("main") },
      { path: `/he/galleries/${gallery.slug}`, scope: (p: Page) => p.getByRole("region", { name: "יצירות בגלריה" }) },
      { path: "/he", scope: (p: Page) => p.getByRole("region", { name: "יצירות נבחרות", exact: true }) },
    ];
    for (const { path, scope } of placesHe) {
      await page.goto(path);
      const card = cardOf(scope(page), forSale.title);
      await expect(card, path).toContainText(`למכירה · ${heMoney("12,500", "₪")}`);
      await expect(
        card.getByText(`≈ ${heMoney("3,400", "$")} · ≈ ${heMoney("3,100", "€")}`, { exact: true }),
        path,
      ).toBeAttached();
      const soldCard = cardOf(scope(page), sold.title);
      await expect(soldCard.getByText("נמכרה", { exact: true }), path).toHaveCount(2);
      await expect(soldCard, path).not.toContainText("₪");
    }

    // Rates a week old: the cards keep the asking price, without approximations.
    await setRates(isoDay(Date.now() - 8 * DAY_MS));
    await page.goto(`/artworks?style=${style}`);
    await expect(cardOf(page.getByRole("main"), forSale.title)).toContainText("For sale · ₪12,500");
    await expect(page.getByRole("main")).not.toContainText("≈");
    await setRates(isoDay(Date.now()));
  });

  test("the Hebrew artwork page gives the amount, the approximations and the rates' date in Hebrew, and the sold work's inquiry", async ({
    page,
  }) => {
    const { forSale, sold, artist } = await makeCatalogue();
    const rateDate = isoDay(Date.now() - 2 * DAY_MS);
    await setRates(rateDate);
    await gotoHydrated(page, `/he/artworks/${forSale.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByText(`מחיר: ${heMoney("12,500", "₪")}`, { exact: true })).toBeVisible();
    await expect(
      main.getByText(`≈ ${heMoney("3,400", "$")} · ≈ ${heMoney("3,100", "€")}`, { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByText(
        `ההמרות משוערות, לפי השערים היציגים של בנק ישראל מיום ${heDate(rateDate)}. המחיר המבוקש הוא בשקלים.`,
        { exact: true },
      ),
    ).toBeVisible();

    await gotoHydrated(page, `/he/artworks/${sold.slug}`);
    const inquiry = page.locator("#inquiry");
    await expect(inquiry.getByRole("heading", { name: "לשאול על יצירות דומות" })).toBeVisible();
    await expect(inquiry).toContainText(
      `היצירה הזאת נמכרה. ספרו לנו מה אתם מחפשים, ונציע יצירות דומות של ${artist.name}.`,
    );
    // Sold: no price in its facts (the artist's other work, for sale, keeps its own on its card).
    await expect(facts_(page)).toContainText("נמכרה");
    await expect(facts_(page)).not.toContainText("₪");
    await expect(page.getByRole("main")).not.toContainText("מחיר:");
    await setRates(isoDay(Date.now()));
  });

  test("the JSON-LD gives the depth, a sold work's SoldOut offer, and speaks Hebrew on the Hebrew page", async ({
    page,
  }) => {
    const { forSale, sold } = await makeCatalogue();
    const deep = await withE2eDatabase(async () => {
      const gallery = await createGallery({
        name: uniqueName("Depth Gallery"),
        street: "2 Harbour Road",
        city: "Akko",
        description: "Sculpture by the sea.",
        hours: "Sun–Thu 10:00–18:00",
      });
      const artist = await createArtist({
        name: uniqueName("Depth Sculptor"),
        bio: "Carves stone.",
        imageUrl: `${mainBase}/images/stock-artist.jpg`,
        artworks: [
          {
            title: uniqueName("Standing Stone"),
            imageUrl: `${mainBase}/images/hero.jpg`,
            galleryId: gallery.id,
            facts: facts({ medium: "sculpture", heightCm: 120, widthCm: 45, depthCm: 30, priceIls: 30_000 }),
          },
        ],
      });
      return (await listArtworksByArtist(artist.id))[0]!;
    });

    await page.goto(`/artworks/${deep.slug}`);
    expect(await jsonLdOfType(page, "VisualArtwork")).toMatchObject({
      artform: "Sculpture",
      height: { "@type": "QuantitativeValue", value: 120, unitCode: "CMT" },
      width: { "@type": "QuantitativeValue", value: 45, unitCode: "CMT" },
      depth: { "@type": "QuantitativeValue", value: 30, unitCode: "CMT" },
      offers: { "@type": "Offer", price: 30000, priceCurrency: "ILS" },
    });

    await page.goto(`/artworks/${sold.slug}`);
    const soldLd = await jsonLdOfType(page, "VisualArtwork");
    expect(soldLd).toMatchObject({
      offers: {
        "@type": "Offer",
        availability: "https://schema.org/SoldOut",
        url: `${mainBase}/artworks/${sold.slug}`,
      },
    });
    // A sold work has no price to offer.
    expect(soldLd.offers).not.toHaveProperty("price");
    expect(soldLd).not.toHaveProperty("depth");

    await page.goto(`/he/artworks/${forSale.slug}`);
    expect(await jsonLdOfType(page, "VisualArtwork")).toMatchObject({
      inLanguage: "he",
      url: `${mainBase}/he/artworks/${forSale.slug}`,
      artform: "ציור",
      artMedium: "שמן על בד",
      height: { value: 60, unitCode: "CMT" },
      offers: {
        "@type": "Offer",
        url: `${mainBase}/he/artworks/${forSale.slug}`,
        price: 12500,
        priceCurrency: "ILS",
        availability: "https://schema.org/InStock",
      },
    });
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
