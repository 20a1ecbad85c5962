import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "#app/lib/config.server.ts";
import { GazetteerPlaceProvider } from "./gazetteer.server.ts";
import { GooglePlaceProvider } from "./google-places.server.ts";
import { NominatimPlaceProvider } from "./nominatim.server.ts";
import { PhotonPlaceProvider } from "./photon.server.ts";
import { createPlaceProvider } from "./places.server.ts";

describe("PLACES_* settings", () => {
  it("default to the built-in gazetteer", () => {
    expect(readConfig({}).places).toEqual({ provider: "builtin" });
    expect(readConfig({ PLACES_PROVIDER: " BuiltIn " }).places).toEqual({ provider: "builtin" });
  });

  it("give Nominatim and Photon their public endpoints unless PLACES_URL says otherwise", () => {
    expect(readConfig({ PLACES_PROVIDER: "nominatim" }).places).toEqual({
      provider: "nominatim",
      url: "https://nominatim.openstreetmap.org",
    });
    expect(readConfig({ PLACES_PROVIDER: "photon" }).places).toEqual({
      provider: "photon",
      url: "https://photon.komoot.io",
    });
    expect(readConfig({ PLACES_PROVIDER: "photon", PLACES_URL: "http://photon.internal:2322" }).places).toEqual({
      provider: "photon",
      url: "http://photon.internal:2322",
    });
  });

  it("want GOOGLE_PLACES_API_KEY with google", () => {
    expect(() => readConfig({ PLACES_PROVIDER: "google" })).toThrowError(ConfigError);
    expect(() => readConfig({ PLACES_PROVIDER: "google" })).toThrowError(
      "PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY.",
    );
    expect(readConfig({ PLACES_PROVIDER: "google", GOOGLE_PLACES_API_KEY: "key" }).places).toEqual({
      provider: "google",
      url: "https://places.googleapis.com",
      apiKey: "key",
    });
  });

  it("refuse unknown providers and bad URLs with one clear line", () => {
    expect(() => readConfig({ PLACES_PROVIDER: "mapbox" })).toThrowError(
      'PLACES_PROVIDER must be builtin, nominatim, photon or google, got "mapbox".',
    );
    expect(() => readConfig({ PLACES_PROVIDER: "nominatim", PLACES_URL: "not a url" })).toThrowError(
      /PLACES_URL must be a URL/,
    );
    expect(() => readConfig({ PLACES_PROVIDER: "photon", PLACES_URL: "ftp://photon.example" })).toThrowError(
      /PLACES_URL must start with http:\/\/ or https:\/\//,
    );
  });
});

describe("createPlaceProvider", () => {
  it("makes the configured provider", () => {
    expect(createPlaceProvider({ provider: "builtin" })).toBeInstanceOf(GazetteerPlaceProvider);
    expect(createPlaceProvider({ provider: "nominatim", url: "http://x" })).toBeInstanceOf(NominatimPlaceProvider);
    expect(createPlaceProvider({ provider: "photon", url: "http://x" })).toBeInstanceOf(PhotonPlaceProvider);
    expect(createPlaceProvider({ provider: "google", url: "http://x", apiKey: "k" })).toBeInstanceOf(
      GooglePlaceProvider,
    );
  });
});
