import { expect, it } from "vitest";
import { distanceKm, parseLatLng } from "./geo.ts";

it("measures Tel Aviv to Jerusalem as about 54 km, and a place to itself as 0", () => {
  const telAviv = { latitude: 32.0853, longitude: 34.7818 };
  const jerusalem = { latitude: 31.7683, longitude: 35.2137 };
  expect(distanceKm(telAviv, jerusalem)).toBeGreaterThan(52);
  expect(distanceKm(telAviv, jerusalem)).toBeLessThan(56);
  expect(distanceKm(telAviv, telAviv)).toBe(0);
});

it("reads a point from an address, refusing anything else", () => {
  expect(parseLatLng("32.08,34.78")).toEqual({ latitude: 32.08, longitude: 34.78 });
  expect(parseLatLng(" -33.9 , 151.2 ")).toEqual({ latitude: -33.9, longitude: 151.2 });
  for (const bad of ["", "32.08", "91,0", "0,181", "abc,def", "32.08,34.78,1", "1e3,2"])
    expect(parseLatLng(bad)).toBeNull();
});
