import { describe, expect, it } from "vitest";
import {
  directionOf,
  intlLocaleOf,
  isLocale,
  localeOfPath,
  localeRouteId,
  localizedPath,
  unlocalizedPath,
} from "./i18n.ts";

describe("localeOfPath", () => {
  it("is Hebrew for /he and below it, English everywhere else", () => {
    expect(localeOfPath("/he")).toBe("he");
    expect(localeOfPath("/he/")).toBe("he");
    expect(localeOfPath("/he/artists/dana")).toBe("he");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/artists")).toBe("en");
    expect(localeOfPath("/hebrew-art")).toBe("en");
    expect(localeOfPath("/fr/artists")).toBe("en");
    expect(localeOfPath("/admin")).toBe("en");
    expect(localeOfPath("/he.data")).toBe("he");
    expect(localeOfPath("/he/artists.data")).toBe("he");
  });
});

describe("localizedPath and unlocalizedPath", () => {
  it("moves a page between the languages, keeping its query and fragment", () => {
    expect(localizedPath("/", "he")).toBe("/he");
    expect(localizedPath("/?x=1", "he")).toBe("/he?x=1");
    expect(localizedPath("/galleries?city=Haifa&page=2", "he")).toBe("/he/galleries?city=Haifa&page=2");
    expect(localizedPath("/artists/dana#works", "he")).toBe("/he/artists/dana#works");
    expect(localizedPath("/he/artists/dana", "en")).toBe("/artists/dana");
    expect(localizedPath("/he", "en")).toBe("/");
    expect(localizedPath("/he?x=1", "en")).toBe("/?x=1");
    expect(localizedPath("/he/artists", "he")).toBe("/he/artists");
    expect(localizedPath("/hebrew-art", "en")).toBe("/hebrew-art");
  });

  it("gives no prefix to the addresses both languages share, nor to relative ones", () => {
    for (const path of ["/admin", "/admin/artists?page=2", "/media/abc/640.jpg", "/logout", "/sitemap.xml"])
      expect(localizedPath(path, "he")).toBe(path);
    expect(localizedPath("?page=2", "he")).toBe("?page=2");
    expect(localizedPath("#reviews", "he")).toBe("#reviews");
    expect(localizedPath("/administrators", "he")).toBe("/he/administrators");
  });

  it("leaves an English path as it is", () => {
    expect(unlocalizedPath("/artworks?page=3")).toBe("/artworks?page=3");
    expect(unlocalizedPath("/he/artworks?page=3")).toBe("/artworks?page=3");
  });
});

describe("the languages", () => {
  it("knows its two locales, their direction and their Intl locale", () => {
    expect(isLocale("he")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(directionOf("he")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
    expect(intlLocaleOf("he")).toBe("he-IL");
    expect(intlLocaleOf("en")).toBe("en");
    expect(localeRouteId("routes/home", "en")).toBe("routes/home");
    expect(localeRouteId("routes/home", "he")).toBe("routes/home.he");
  });
});
