import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlacesFixtureServer, type PlacesFixtureServer } from "#tests/support/places-fixture-server.ts";
import { GooglePlaceProvider } from "./google-places.server.ts";
import { NominatimPlaceProvider } from "./nominatim.server.ts";
import { PhotonPlaceProvider } from "./photon.server.ts";
import { PlaceSearchError, type PlaceProvider } from "./provider.server.ts";

let fixtures: PlacesFixtureServer;

beforeAll(async () => {
  fixtures = await startPlacesFixtureServer();
});

afterAll(async () => {
  await fixtures?.close();
});

beforeEach(() => {
  fixtures.requests.length = 0;
});

const providers: { name: string; service: string; make: (timeoutMs?: number) => PlaceProvider }[] = [
  {
    name: "Nominatim",
    service: "Nominatim",
    make: (timeoutMs) => new NominatimPlaceProvider({ baseUrl: fixtures.url, timeoutMs, userAgent: "Omanut test" }),
  },
  {
    name: "Photon",
    service: "Photon",
    make: (timeoutMs) => new PhotonPlaceProvider({ baseUrl: fixtures.url, timeoutMs }),
  },
  {
    name: "Google Places",
    service: "Google Places",
    make: (timeoutMs) => new GooglePlaceProvider({ baseUrl: fixtures.url, apiKey: "test-key", timeoutMs }),
  },
];

describe("Nominatim adapter", () => {
  it("asks for places in Israel only and reads the recorded answer", async () => {
    const places = await providers[0]!.make().search("dizengoff", { limit: 5 });
    const [request] = fixtures.requests;
    expect(request?.url.pathname).toBe("/search");
    expect(request?.url.searchParams.get("countrycodes")).toBe("il");
    expect(request?.url.searchParams.get("q")).toBe("dizengoff");
    expect(request?.url.searchParams.get("format")).toBe("jsonv2");
    expect(request?.url.searchParams.get("addressdetails")).toBe("1");
    expect(request?.url.searchParams.get("limit")).toBe("5");
    expect(request?.headers["user-agent"]).toBe("Omanut test");
    expect(places).toEqual([
      {
        id: "nominatim:way25276434",
        label: "Dizengoff Street 50, Tel Aviv-Yafo",
        city: "Tel Aviv-Yafo",
        street: "Dizengoff Street 50",
        latitude: 32.0780359,
        longitude: 34.7741419,
      },
      { id: "nominatim:node29090735", label: "Haifa", city: "Haifa", latitude: 32.8191218, longitude: 34.9983856 },
    ]);
  });
});

describe("Photon adapter", () => {
  it("asks within Israel's bounding box and keeps Israel's places only", async () => {
    const places = await providers[1]!.make().search("tel aviv");
    const [request] = fixtures.requests;
    expect(request?.url.pathname).toBe("/api");
    expect(request?.url.searchParams.get("bbox")).toBe("34.2,29.45,35.95,33.35");
    expect(request?.url.searchParams.get("q")).toBe("tel aviv");
    expect(request?.url.searchParams.get("limit")).toBe("8");
    expect(places).toEqual([
      {
        id: "photon:R1382494",
        label: "Tel Aviv-Yafo",
        city: "Tel Aviv-Yafo",
        latitude: 32.0852997,
        longitude: 34.7818064,
      },
      {
        id: "photon:N4431234567",
        label: "Gallery on Dizengoff, Dizengoff Street 50, Tel Aviv-Yafo",
        city: "Tel Aviv-Yafo",
        street: "Dizengoff Street 50",
        latitude: 32.0780359,
        longitude: 34.7741419,
      },
    ]);
    expect(places.map((place) => place.city)).not.toContain("Amman");
  });
});

describe("Google Places adapter", () => {
  it("restricts the autocomplete to Israel (includedRegionCodes) and reads each place's details", async () => {
    const places = await providers[2]!.make().search("diz");
    const autocomplete = fixtures.requests.find((request) => request.url.pathname === "/v1/places:autocomplete");
    expect(autocomplete?.method).toBe("POST");
    expect(autocomplete?.headers["x-goog-api-key"]).toBe("test-key");
    const body = JSON.parse(autocomplete!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ input: "diz", includedRegionCodes: ["il"] });
    const details = fixtures.requests.filter((request) => request.url.pathname.startsWith("/v1/places/"));
    expect(details).toHaveLength(2);
    for (const request of details) {
      expect(request.headers["x-goog-fieldmask"]).toContain("location");
      expect(request.headers["x-goog-api-key"]).toBe("test-key");
      // The details belong to the autocomplete's session (one billed session, not one per call).
      expect(request.url.searchParams.get("sessionToken")).toBe(body.sessionToken);
    }
    expect(places).toEqual([
      {
        id: "google:ChIJH3w7GaZMHRURkD-WwKJy-8E",
        label: "Tel Aviv-Yafo, Israel",
        city: "Tel Aviv-Yafo",
        latitude: 32.0852999,
        longitude: 34.7817676,
      },
      {
        id: "google:ChIJdizengoff50",
        label: "Dizengoff Street 50, Tel Aviv-Yafo, Israel",
        city: "Tel Aviv-Yafo",
        street: "Dizengoff Street 50",
        latitude: 32.0780359,
        longitude: 34.7741419,
      },
    ]);
  });

  it("asks for no more details than the limit", async () => {
    const places = await providers[2]!.make().search("diz", { limit: 1 });
    expect(places).toHaveLength(1);
    expect(fixtures.requests.filter((request) => request.url.pathname.startsWith("/v1/places/"))).toHaveLength(1);
  });
});

describe.each(providers)("$name adapter failures", ({ make, service }) => {
  it("turns an HTTP 500 into a clear error", async () => {
    const failure = make().search("fail");
    await expect(failure).rejects.toThrowError(PlaceSearchError);
    await expect(failure).rejects.toThrowError(`The place search (${service}) answered with an error (HTTP 500).`);
  });

  it("gives up after its time limit with a clear error", async () => {
    const started = Date.now();
    const failure = make(300).search("slow");
    await expect(failure).rejects.toThrowError(`The place search (${service}) did not answer in time.`);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("says so when the service cannot be reached", async () => {
    const closed = await startPlacesFixtureServer();
    await closed.close();
    const provider =
      service === "Google Places"
        ? new GooglePlaceProvider({ baseUrl: closed.url, apiKey: "k" })
        : service === "Photon"
          ? new PhotonPlaceProvider({ baseUrl: closed.url })
          : new NominatimPlaceProvider({ baseUrl: closed.url });
    await expect(provider.search("haifa")).rejects.toThrowError(`The place search (${service}) could not be reached.`);
  });
});
