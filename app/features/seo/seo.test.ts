import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import type { Artist } from "#app/models/artists.server.ts";
import type { ArtworkWithArtist } from "#app/models/artworks.server.ts";
import type { Gallery } from "#app/models/galleries.server.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { localizeArtist } from "#app/features/i18n/localize.ts";
import {
  absoluteImage,
  artGalleryJsonLd,
  artistSeoDescription,
  artistSeoTitle,
  artworkSeoDescription,
  artworkSeoTitle,
  gallerySeoDescription,
  gallerySeoTitle,
  personJsonLd,
  seoContext,
  seoImage,
  seoMeta,
  truncate,
  visualArtworkJsonLd,
} from "./seo.ts";

const context = { origin: "https://art.example.com", siteName: "Omanut", locale: "en" } as const;
const stored: MediaImage = {
  id: "AbCdEfGhIjKlMnOp",
  width: 2400,
  height: 1600,
  placeholder: "data:image/webp;base64,",
};

function artist(overrides: Partial<Artist> = {}): Artist {
  return {
    id: "artist0000000001",
    slug: "noa-ben-ami",
    name: "Noa Ben-Ami",
    bio: "Paints the light of the coast.",
    imageUrl: "https://images.example.com/noa.jpg",
    image: null,
    website: "https://noa.example.com/",
    styles: ["Abstract", "Landscape"],
    stylesHe: [null, null],
    isFeatured: false,
    seo: { title: null, description: null, keywords: [] },
    socialMedia: { instagram: "https://www.instagram.com/noa", facebook: null, twitter: null },
    userId: null,
    createdAt: 0,
    updatedAt: 0,
    he: { name: null, bio: null, seoTitle: null, seoDescription: null },
    ...overrides,
  };
}

function artwork(overrides: Partial<ArtworkWithArtist> = {}): ArtworkWithArtist {
  return {
    id: "artwork000000001",
    slug: "sea-light",
    title: "Sea Light",
    imageUrl: "/media/AbCdEfGhIjKlMnOp",
    image: stored,
    year: 2019,
    description: "Oil on canvas.",
    artistId: "artist0000000001",
    galleryId: null,
    userId: null,
    createdAt: 0,
    updatedAt: 0,
    artistName: "Noa Ben-Ami",
    artistSlug: "noa-ben-ami",
    facts: blankArtworkFacts(),
    he: { title: null, description: null, materials: null },
    artistNameHe: null,
    ...overrides,
  };
}

function gallery(overrides: Partial<Gallery> = {}): Gallery {
  return {
    id: "gallery000000001",
    slug: "harbour-gallery",
    name: "Harbour Gallery",
    street: "12 Hatayelet St",
    city: "Haifa",
    location: "12 Hatayelet St, Haifa",
    latitude: 32.8191,
    longitude: 34.9983,
    description: "Contemporary art by the sea.",
    hours: "Sun-Thu 10:00-18:00",
    openingHours: null,
    imageUrl: null,
    image: null,
    defaultImage: null,
    galleryImages: [],
    website: "https://harbour.example.com",
    isFeatured: false,
    socialMedia: { instagram: null, facebook: "https://facebook.com/harbour", twitter: null },
    seo: { title: null, description: null, keywords: [] },
    userId: null,
    createdAt: 0,
    updatedAt: 0,
    contact: { phone: null, email: null, whatsapp: null },
    admission: null,
    accessibility: { isStepFree: null, note: null },
    he: {
      ...{ name: null, street: null, city: null, description: null, hours: null, seoTitle: null },
      ...{ seoDescription: null, admissionPrice: null, accessibilityNote: null },
    },
    ...overrides,
  };
}

/** The content of the meta tag with this name or property. */
function content(meta: MetaDescriptor[], key: string): string | undefined {
  const tag = meta.find((m) => (m as { name?: string }).name === key || (m as { property?: string }).property === key);
  return (tag as { content?: string } | undefined)?.content;
}

describe("seoContext", () => {
  it("reads origin and site name from the root match, with defaults", () => {
    const matches = [
      { id: "root", loaderData: { siteName: "Art IL", origin: "https://art.example.com/", user: null } },
      { id: "routes/home", loaderData: {} },
    ];
    expect(seoContext(matches)).toEqual({ origin: "https://art.example.com", siteName: "Art IL", locale: "en" });
    expect(seoContext([undefined, { id: "routes/home" }])).toEqual({
      origin: "http://localhost:3000",
      siteName: "Omanut",
      locale: "en",
    });
  });

  it("is in Hebrew on the pages under /he (their routes' ids end in .he)", () => {
    const matches = [{ id: "root" }, { id: "routes/public-layout.he" }, { id: "routes/artists.$artistId.he" }];
    expect(seoContext(matches).locale).toBe("he");
    expect(seoContext([{ id: "root" }, { id: "routes/artists.$artistId" }]).locale).toBe("en");
  });
});

describe("titles and descriptions", () => {
  it("falls back to name plus 'Israeli Artist' and the bio when the SEO fields are blank", () => {
    const bio = "a".repeat(100) + "b".repeat(100) + "c".repeat(100);
    const blank = artist({ bio, seo: { title: "   ", description: "", keywords: [] } });
    expect(artistSeoTitle(blank, "Omanut")).toBe("Noa Ben-Ami - Israeli Artist | Omanut");
    expect(artistSeoDescription(blank)).toBe(bio.slice(0, 160));
    expect(artistSeoDescription(blank)).toHaveLength(160);
  });

  it("uses the SEO fields when they are set", () => {
    const set = artist({ seo: { title: "Noa's Studio", description: "Seascapes.", keywords: [] } });
    expect(artistSeoTitle(set, "Omanut")).toBe("Noa's Studio");
    expect(artistSeoDescription(set)).toBe("Seascapes.");
  });

  it("truncates to exactly the first 160 characters, without an ellipsis", () => {
    const text = "x".repeat(300);
    expect(truncate(text)).toBe("x".repeat(160));
    expect(truncate("short")).toBe("short");
    expect(truncate("word ".repeat(40))).toBe("word ".repeat(32).trim());
  });

  it("gives galleries '{name} - Art Gallery in {city} | {site}' and the first 160 characters of the description", () => {
    const description = "d".repeat(200);
    expect(gallerySeoTitle(gallery(), "Omanut")).toBe("Harbour Gallery - Art Gallery in Haifa | Omanut");
    expect(gallerySeoDescription(gallery({ description }))).toBe("d".repeat(160));
    const set = gallery({ seo: { title: "Harbour", description: "By the sea.", keywords: [] } });
    expect(gallerySeoTitle(set, "Omanut")).toBe("Harbour");
    expect(gallerySeoDescription(set)).toBe("By the sea.");
  });

  it("titles artworks '{title} by {artist} | {site}' and describes them when they have no description", () => {
    expect(artworkSeoTitle(artwork(), "Omanut")).toBe("Sea Light by Noa Ben-Ami | Omanut");
    expect(artworkSeoDescription(artwork())).toBe("Oil on canvas.");
    expect(artworkSeoDescription(artwork({ description: null }))).toBe("Sea Light, an artwork by Noa Ben-Ami, 2019.");
    expect(artworkSeoDescription(artwork({ description: " ", year: null }))).toBe(
      "Sea Light, an artwork by Noa Ben-Ami.",
    );
  });

  it("composes the default titles and description in Hebrew for a Hebrew page", () => {
    withRequestLocale("he", () => {
      const blank = artist({ seo: { title: "", description: "", keywords: [] } });
      expect(artistSeoTitle(blank, "Omanut")).toBe("Noa Ben-Ami - אמנות ישראלית | Omanut");
      expect(gallerySeoTitle(gallery(), "Omanut")).toBe("Harbour Gallery - גלריה לאמנות ב־Haifa | Omanut");
      expect(artworkSeoTitle(artwork(), "Omanut")).toBe("Sea Light מאת Noa Ben-Ami | Omanut");
      expect(artworkSeoDescription(artwork({ description: null }))).toBe("Sea Light, יצירה מאת Noa Ben-Ami, 2019.");
    });
  });
});

describe("absoluteImage", () => {
  it("gives the largest JPEG variant of a stored image, at most 1600 px", () => {
    expect(absoluteImage("/media/AbCdEfGhIjKlMnOp", stored, context)).toBe(
      "https://art.example.com/media/AbCdEfGhIjKlMnOp/1600.jpg",
    );
    expect(absoluteImage("/media/AbCdEfGhIjKlMnOp", { ...stored, width: 800, height: 600 }, context)).toBe(
      "https://art.example.com/media/AbCdEfGhIjKlMnOp/800.jpg",
    );
  });

  it("keeps external http(s) URLs, makes site paths absolute and drops anything else", () => {
    expect(absoluteImage("https://images.example.com/a.jpg", null, context)).toBe("https://images.example.com/a.jpg");
    expect(absoluteImage("/images/stock-artist.jpg", null, context)).toBe(
      "https://art.example.com/images/stock-artist.jpg",
    );
    expect(absoluteImage("javascript:alert(1)", null, context)).toBeNull();
    expect(absoluteImage("data:image/png;base64,AAAA", null, context)).toBeNull();
    expect(absoluteImage("//evil.example.com/a.jpg", null, context)).toBeNull();
    expect(absoluteImage("/\\evil.example.com/a.jpg", null, context)).toBeNull();
    expect(absoluteImage("", null, context)).toBeNull();
  });
});

describe("seoMeta", () => {
  it("names the page's address in its own language and, reciprocally, in both languages and as x-default", () => {
    const page = { title: "Sea Light", description: "Oil.", path: "/artworks/sea-light?view=1" };
    const links = (locale: "en" | "he") =>
      seoMeta(page, { ...context, locale }).filter((tag) => (tag as { tagName?: string }).tagName === "link");
    const alternates = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://art.example.com/artworks/sea-light?view=1" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "he",
        href: "https://art.example.com/he/artworks/sea-light?view=1",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://art.example.com/artworks/sea-light?view=1",
      },
    ];
    expect(links("en")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://art.example.com/artworks/sea-light?view=1" },
      ...alternates,
    ]);
    expect(links("he")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://art.example.com/he/artworks/sea-light?view=1" },
      ...alternates,
    ]);
    const hebrew = seoMeta(page, { ...context, locale: "he" });
    expect(content(hebrew, "og:locale")).toBe("he_IL");
    expect(content(hebrew, "og:url")).toBe("https://art.example.com/he/artworks/sea-light?view=1");
  });

  it("gives title, description, canonical link, Open Graph and a large Twitter card, all absolute", () => {
    const meta = seoMeta(
      {
        title: "Sea Light by Noa Ben-Ami | Omanut",
        description: "Oil on canvas.",
        path: "/artworks/sea-light",
        image: seoImage("/media/AbCdEfGhIjKlMnOp", stored, "Sea Light", context),
        type: "article",
      },
      context,
    );
    expect(meta).toContainEqual({ title: "Sea Light by Noa Ben-Ami | Omanut" });
    expect(meta).toContainEqual({ name: "description", content: "Oil on canvas." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://art.example.com/artworks/sea-light",
    });
    expect(content(meta, "og:site_name")).toBe("Omanut");
    expect(content(meta, "og:title")).toBe("Sea Light by Noa Ben-Ami | Omanut");
    expect(content(meta, "og:description")).toBe("Oil on canvas.");
    expect(content(meta, "og:url")).toBe("https://art.example.com/artworks/sea-light");
    expect(content(meta, "og:type")).toBe("article");
    expect(content(meta, "og:locale")).toBe("en_US");
    expect(content(meta, "og:locale:alternate")).toBe("he_IL");
    expect(content(meta, "og:image")).toBe("https://art.example.com/media/AbCdEfGhIjKlMnOp/1600.jpg");
    expect(content(meta, "og:image:width")).toBe("1600");
    expect(content(meta, "og:image:height")).toBe("1067");
    expect(content(meta, "og:image:alt")).toBe("Sea Light");
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:title")).toBe("Sea Light by Noa Ben-Ami | Omanut");
    expect(content(meta, "twitter:description")).toBe("Oil on canvas.");
    expect(content(meta, "twitter:image")).toBe("https://art.example.com/media/AbCdEfGhIjKlMnOp/1600.jpg");
    expect(content(meta, "twitter:image:alt")).toBe("Sea Light");
    for (const tag of meta) {
      const value = (tag as { content?: string; href?: string }).content ?? (tag as { href?: string }).href;
      if (value?.includes("/")) expect(value).toMatch(/^https:\/\/art\.example\.com\/|^image\//);
    }
  });

  it("gives a summary card and no image tags without an image, website as the default type", () => {
    const meta = seoMeta({ title: "Artists | Omanut", description: "All artists.", path: "/artists" }, context);
    expect(content(meta, "twitter:card")).toBe("summary");
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:image")).toBeUndefined();
    expect(content(meta, "twitter:image")).toBeUndefined();
    expect(meta.some((tag) => "script:ld+json" in tag)).toBe(false);
  });

  it("drops an image that is not http(s)", () => {
    const meta = seoMeta(
      { title: "T", description: "D", path: "/", image: { url: "javascript:alert(1)", alt: "x" } },
      context,
    );
    expect(JSON.stringify(meta)).not.toContain("javascript:");
    expect(content(meta, "twitter:card")).toBe("summary");
  });

  it("adds one script:ld+json descriptor per JSON-LD object", () => {
    const person = personJsonLd(localizeArtist(artist(), "en"), context);
    const single = seoMeta({ title: "T", description: "D", path: "/a", jsonLd: person }, context);
    expect(single.filter((tag) => "script:ld+json" in tag)).toEqual([{ "script:ld+json": person }]);
    const many = seoMeta({ title: "T", description: "D", path: "/a", jsonLd: [person, { "@type": "Thing" }] }, context);
    expect(many.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });
});

describe("JSON-LD", () => {
  it("describes an artist as a Person with only http(s) links", () => {
    const ld = personJsonLd(
      localizeArtist(
        artist({
          socialMedia: {
            instagram: "javascript:alert(document.cookie)",
            facebook: "https://facebook.com/noa",
            twitter: "JAVASCRIPT:alert(1)",
          },
        }),
        "en",
      ),
      context,
    );
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Noa Ben-Ami",
      description: "Paints the light of the coast.",
      image: "https://images.example.com/noa.jpg",
      url: "https://art.example.com/artists/noa-ben-ami",
      mainEntityOfPage: { "@type": "WebPage", url: "https://art.example.com/artists/noa-ben-ami", inLanguage: "en" },
      sameAs: ["https://noa.example.com/", "https://facebook.com/noa"],
      jobTitle: "Artist",
      knowsAbout: ["Abstract", "Landscape"],
    });
    expect(JSON.stringify(ld).toLowerCase()).not.toContain("javascript:");
    const meta = seoMeta({ title: "T", description: "D", path: "/artists/noa-ben-ami", jsonLd: ld }, context);
    expect(JSON.stringify(meta).toLowerCase()).not.toContain("javascript:");
  });

  it("names the artist's styles in the page's language, the stored style where none is written", () => {
    const noa = artist({ stylesHe: ["מופשט", null] });
    expect(personJsonLd(localizeArtist(noa, "he"), { ...context, locale: "he" }).knowsAbout).toEqual([
      "מופשט",
      "Landscape",
    ]);
    expect(personJsonLd(localizeArtist(noa, "en"), context).knowsAbout).toEqual(["Abstract", "Landscape"]);
  });

  it("leaves out an image URL that is not http(s)", () => {
    expect(personJsonLd(localizeArtist(artist({ imageUrl: "javascript:alert(1)" }), "en"), context)).not.toHaveProperty(
      "image",
    );
  });

  it("describes an artwork as a VisualArtwork with its creator", () => {
    expect(visualArtworkJsonLd(artwork(), context)).toEqual({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Sea Light",
      image: "https://art.example.com/media/AbCdEfGhIjKlMnOp/1600.jpg",
      url: "https://art.example.com/artworks/sea-light",
      inLanguage: "en",
      description: "Oil on canvas.",
      dateCreated: "2019",
      creator: { "@type": "Person", name: "Noa Ben-Ami", url: "https://art.example.com/artists/noa-ben-ami" },
    });
    const hebrew = visualArtworkJsonLd(artwork(), { ...context, locale: "he" });
    expect(hebrew).toMatchObject({
      url: "https://art.example.com/he/artworks/sea-light",
      inLanguage: "he",
      creator: { url: "https://art.example.com/he/artists/noa-ben-ami" },
    });
    const bare = visualArtworkJsonLd(artwork({ year: null, description: null }), context);
    expect(bare).not.toHaveProperty("dateCreated");
    expect(bare).not.toHaveProperty("description");
  });

  it("describes a gallery as an ArtGallery with address, geo, hours and a rating of approved reviews", () => {
    expect(artGalleryJsonLd(gallery(), { count: 3, average: 4.333333 }, context)).toEqual({
      "@context": "https://schema.org",
      "@type": "ArtGallery",
      name: "Harbour Gallery",
      description: "Contemporary art by the sea.",
      image: "https://art.example.com/images/stock-gallery.jpg",
      url: "https://art.example.com/galleries/harbour-gallery",
      mainEntityOfPage: {
        "@type": "WebPage",
        url: "https://art.example.com/galleries/harbour-gallery",
        inLanguage: "en",
      },
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Hatayelet St",
        addressLocality: "Haifa",
        addressCountry: "IL",
      },
      geo: { "@type": "GeoCoordinates", latitude: 32.8191, longitude: 34.9983 },
      openingHours: "Sun-Thu 10:00-18:00",
      sameAs: ["https://harbour.example.com/", "https://facebook.com/harbour"],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("gives a gallery's telephone, email and isAccessibleForFree where known, and none where not", () => {
    const known = artGalleryJsonLd(
      gallery({
        contact: { phone: "+972 4-555 1234", email: "hello@harbour.example", whatsapp: "054-123-4567" },
        admission: { isFree: true },
      }),
      { count: 0, average: null },
      context,
    );
    expect(known).toMatchObject({
      telephone: "+972 4-555 1234",
      email: "hello@harbour.example",
      isAccessibleForFree: true,
    });
    const paid = artGalleryJsonLd(
      gallery({ admission: { isFree: false, price: "₪30" } }),
      { count: 0, average: null },
      context,
    );
    expect(paid.isAccessibleForFree).toBe(false);
    const unknown = artGalleryJsonLd(
      gallery({ contact: { phone: "call us", email: "not an address", whatsapp: null } }),
      { count: 0, average: null },
      context,
    );
    for (const key of ["telephone", "email", "isAccessibleForFree"]) expect(unknown).not.toHaveProperty(key);
  });

  it("has no aggregateRating with 0 reviews and no geo at 0,0", () => {
    const ld = artGalleryJsonLd(gallery({ latitude: 0, longitude: 0 }), { count: 0, average: null }, context);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("geo");
  });

  it("shows a gallery's own image before its default image", () => {
    const own = artGalleryJsonLd(
      gallery({ imageUrl: "/media/AbCdEfGhIjKlMnOp", image: stored, defaultImage: "https://x.example.com/d.jpg" }),
      { count: 0, average: null },
      context,
    );
    expect(own.image).toBe("https://art.example.com/media/AbCdEfGhIjKlMnOp/1600.jpg");
    const fallback = artGalleryJsonLd(
      gallery({ defaultImage: "https://x.example.com/d.jpg" }),
      { count: 0, average: null },
      context,
    );
    expect(fallback.image).toBe("https://x.example.com/d.jpg");
  });
});
