import { describe, expect, it } from "vitest";
import { listDirectionsLinks, listShareLinks } from "./share-links.ts";

describe("share links", () => {
  it("carry the page's address and title, encoded, to each service", () => {
    const links = Object.fromEntries(
      listShareLinks("https://omanut.example/he/artworks/ים-1?x=1&y=2", "Sea & Sky").map((link) => [
        link.key,
        link.href,
      ]),
    );
    const url = "https://omanut.example/he/artworks/ים-1?x=1&y=2";
    expect(new URL(links.whatsapp!).searchParams.get("text")).toBe(`Sea & Sky ${url}`);
    expect(new URL(links.facebook!).searchParams.get("u")).toBe(url);
    const x = new URL(links.x!);
    expect([x.origin, x.searchParams.get("url"), x.searchParams.get("text")]).toEqual([
      "https://x.com",
      url,
      "Sea & Sky",
    ]);
    expect(links.email).toBe(`mailto:?subject=Sea%20%26%20Sky&body=Sea%20%26%20Sky%0A${encodeURIComponent(url)}`);
  });
});

describe("directions", () => {
  it("go to the coordinates when known, else search for the address", () => {
    const located = listDirectionsLinks({ address: "Herzl 1, Haifa", latitude: 32.8, longitude: 34.99 });
    expect(new URL(located[0]!.href).searchParams.get("destination")).toBe("32.8,34.99");
    expect(new URL(located[1]!.href).searchParams.get("ll")).toBe("32.8,34.99");
    expect(new URL(located[2]!.href).searchParams.get("route")).toBe(";32.8,34.99");
    const unplaced = listDirectionsLinks({ address: "Herzl 1, Haifa", latitude: 0, longitude: 0 });
    expect(
      unplaced.map((link) =>
        new URL(link.href).searchParams.get(link.key === "osm" ? "query" : link.key === "waze" ? "q" : "destination"),
      ),
    ).toEqual(["Herzl 1, Haifa", "Herzl 1, Haifa", "Herzl 1, Haifa"]);
  });
});
