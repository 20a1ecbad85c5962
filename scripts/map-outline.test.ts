import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { projectOnOutline } from "#app/features/map/outline.server.ts";
import { drawOutline, OUTLINE_FILE } from "./map-outline.ts";

it("the outline in public/ is what the script draws, in the projection the galleries are placed with", () => {
  expect(readFileSync(OUTLINE_FILE, "utf8")).toBe(drawOutline());
  // Tel Aviv on the coast, in the middle; Eilat at the bottom; a place abroad or unknown is left off.
  const telAviv = projectOnOutline(32.0853, 34.7818)!;
  const eilat = projectOnOutline(29.5577, 34.9519)!;
  expect(telAviv[1]).toBeLessThan(eilat[1]);
  expect(eilat[1]).toBeGreaterThan(500);
  expect(projectOnOutline(48.8566, 2.3522)).toBeNull();
  expect(projectOnOutline(0, 0)).toBeNull();
});
