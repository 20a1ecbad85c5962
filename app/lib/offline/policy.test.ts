import { describe, expect, it } from "vitest";
import {
  bothLanguages,
  imageFamilyOf,
  isShareable,
  listPageImages,
  offlinePageFor,
  pageOfDataRequest,
  requestKindOf,
} from "./policy.ts";

const origin = "https://omanut.example";
const get = (path: string, mode = "cors") => ({ method: "GET", url: `${origin}${path}`, mode });

describe("requestKindOf", () => {
  it("answers the build's files, images, pages and React Router's data requests", () => {
    expect(requestKindOf(get("/assets/entry-abc.js"), origin)).toBe("asset");
    expect(requestKindOf(get("/media/img1/640.jpg"), origin)).toBe("image");
    expect(requestKindOf(get("/images/hero.jpg"), origin)).toBe("image");
    expect(requestKindOf(get("/artworks/x", "navigate"), origin)).toBe("page");
    expect(requestKindOf(get("/he/galleries?open=now", "navigate"), origin)).toBe("page");
    expect(requestKindOf(get("/artworks/x.data?_routes=a"), origin)).toBe("data");
    expect(requestKindOf(get("/__manifest?paths=/a"), origin)).toBe("manifest");
  });

  it("leaves posts, other sites, the admin area, signing in and the worker itself to the network", () => {
    expect(requestKindOf({ method: "POST", url: `${origin}/contact`, mode: "navigate" }, origin)).toBeNull();
    expect(requestKindOf(get("https://tiles.example/1/2/3.png"), origin)).toBeNull();
    expect(requestKindOf({ ...get("/x"), url: "https://elsewhere.example/artworks/x" }, origin)).toBeNull();
    for (const path of ["/admin", "/admin/artists", "/admin.data", "/login", "/he/login", "/logout", "/sw.js"]) {
      expect(requestKindOf(get(path, "navigate"), origin), path).toBeNull();
    }
    // A page whose name merely starts like one of them is public.
    expect(requestKindOf(get("/administrators-of-art", "navigate"), origin)).toBe("page");
    // A fetch that is neither a page nor an asset (search suggestions, the saved cards) is not kept.
    expect(requestKindOf(get("/search/suggestions?q=ab"), origin)).toBeNull();
  });
});

describe("pageOfDataRequest", () => {
  it("names the page a data request is for, without the routes parameter", () => {
    expect(pageOfDataRequest(new URL(`${origin}/artworks/x.data?_routes=routes%2Fa`))).toBe("/artworks/x");
    expect(pageOfDataRequest(new URL(`${origin}/_.data`))).toBe("/");
    expect(pageOfDataRequest(new URL(`${origin}/he.data`))).toBe("/he");
    expect(pageOfDataRequest(new URL(`${origin}/galleries.data?open=now&_routes=x`))).toBe("/galleries?open=now");
  });
});

describe("isShareable", () => {
  const answer = (cacheControl: string, status = 200, type = "basic") => ({
    status,
    type,
    headers: new Headers({ "cache-control": cacheControl }),
  });
  it("keeps only a public answer of this site", () => {
    expect(isShareable(answer("public, max-age=0, must-revalidate"))).toBe(true);
    expect(isShareable(answer("private, no-cache"))).toBe(false);
    expect(isShareable(answer("no-store"))).toBe(false);
    expect(isShareable(answer(""))).toBe(false);
    expect(isShareable(answer("public", 404))).toBe(false);
    expect(isShareable(answer("public", 200, "opaque"))).toBe(false);
  });
});

describe("the offline page, images and languages", () => {
  it("shows the offline page in the address's language", () => {
    expect(offlinePageFor("/artworks/x")).toBe("/offline");
    expect(offlinePageFor("/he")).toBe("/he/offline");
    expect(offlinePageFor("/he/artworks/x")).toBe("/he/offline");
    expect(offlinePageFor("/hebrew-art")).toBe("/offline");
  });

  it("groups a stored image's sizes and formats", () => {
    expect(imageFamilyOf("/media/abc123/640.avif")).toBe("/media/abc123/");
    expect(imageFamilyOf("/images/hero.jpg")).toBeNull();
  });

  it("names a page in both languages", () => {
    expect(bothLanguages("/artworks/x")).toEqual(["/artworks/x", "/he/artworks/x"]);
    expect(bothLanguages("/he/artworks/x")).toEqual(["/artworks/x", "/he/artworks/x"]);
    expect(bothLanguages("/")).toEqual(["/", "/he"]);
  });

  it("finds a page's first images of this site, once each", () => {
    const html =
      '<img src="/media/a/640.jpg" srcset="/media/a/320.jpg 320w"><img alt="" src="https://elsewhere.example/b.jpg">' +
      '<img class="x" src="/images/hero.jpg?v=1&amp;w=2"><img src="/media/a/640.jpg">';
    expect(listPageImages(html)).toEqual(["/media/a/640.jpg", "/images/hero.jpg?v=1&w=2"]);
    expect(listPageImages(html, 1)).toEqual(["/media/a/640.jpg"]);
  });
});
