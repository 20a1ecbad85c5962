import { describe, expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import type { Locale } from "#app/lib/i18n.ts";
import type { PageClock } from "#app/features/hours/describe-hours.server.ts";
import { listSavedCards, parseSavedIds } from "./saved-cards.server.ts";

function clockAt(now: Date, locale: Locale): PageClock {
  let first: Date | null = null;
  return {
    now,
    locale,
    noteChangesAt: (at) => {
      if (at && (first === null || at < first)) first = at;
    },
    firstChange: () => first,
  };
}

describe("parseSavedIds", () => {
  it("reads the ids of each kind, once each", () => {
    expect(parseSavedIds(new URLSearchParams("artworks=a1,b-2,a1&galleries=g_3"))).toEqual({
      artwork: ["a1", "b-2"],
      artist: [],
      gallery: ["g_3"],
    });
    expect(parseSavedIds(new URLSearchParams(""))).toEqual({ artwork: [], artist: [], gallery: [] });
  });

  it("refuses what cannot be an id, and a list longer than a saved list can be", () => {
    expect(parseSavedIds(new URLSearchParams("artworks=a b"))).toBeNull();
    expect(parseSavedIds(new URLSearchParams("artists=' or 1=1 --"))).toBeNull();
    expect(parseSavedIds(new URLSearchParams(`galleries=${"x".repeat(65)}`))).toBeNull();
    const many = Array.from({ length: 201 }, (_, index) => `id${index}`).join(",");
    expect(parseSavedIds(new URLSearchParams(`artworks=${many}`))).toBeNull();
  });
});

describeEachEngine("the saved list's cards", () => {
  it("gives the cards still in the catalogue in the page's language, with each gallery's open state now", async () => {
    const artist = await createArtist({
      name: "Saved Card Artist",
      bio: "b",
      imageUrl: "",
      he: { name: "אמן שמור", bio: null, seoTitle: null, seoDescription: null },
    });
    const artwork = await createArtwork({
      title: "Saved Card Work",
      imageUrl: "",
      artistId: artist.id,
      he: { title: "יצירה שמורה", description: null },
    });
    const weekdays = [{ opens: "10:00", closes: "18:00" }];
    const gallery = await createGallery({
      name: "Saved Card Gallery",
      he: {
        name: "גלריה שמורה",
        street: null,
        city: null,
        description: null,
        hours: null,
        seoTitle: null,
        seoDescription: null,
      },
      city: "Saved Card Town",
      street: "1 Card Street",
      hours: "",
      description: "d",
      openingHours: weeklyHours([weekdays, weekdays, weekdays, weekdays, weekdays, [], []]),
    });
    // Tuesday 1 December 2026, 12:00 in Israel (10:00 UTC).
    const clock = clockAt(new Date("2026-12-01T10:00:00Z"), "he");
    const cards = await listSavedCards(
      { artwork: [artwork.id, "gone-artwork"], artist: [artist.id], gallery: [gallery.id] },
      clock,
    );
    expect(cards.artworks.map((card) => [card.id, card.title])).toEqual([[artwork.id, "יצירה שמורה"]]);
    expect(cards.artists.map((card) => [card.id, card.name])).toEqual([[artist.id, "אמן שמור"]]);
    expect(cards.galleries[0]?.name).toBe("גלריה שמורה");
    expect(cards.galleries[0]?.openState?.text).toContain("18:00");
    // The state next changes an hour before closing ("Closing soon"): 17:00 in Israel, 15:00 UTC.
    expect(cards.changesAt).toBe("2026-12-01T15:00:00.000Z");
  });
});
