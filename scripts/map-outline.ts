// Draws public/maps/israel.svg: the land around Israel from Natural Earth (world-atlas), in the
// projection the pages place galleries with. Run again only when that data or the frame changes:
// `node scripts/map-outline.ts` (a test checks the file is what this script draws).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { OUTLINE_HEIGHT, OUTLINE_WIDTH, outlineProjection } from "../app/features/map/outline.server.ts";

/** ISO 3166 numbers: Israel and the lands around it that fall within the frame. */
const NEIGHBOURHOOD = new Set(["376", "275", "400", "818", "422", "760", "682"]);
export const OUTLINE_FILE = "public/maps/israel.svg";

export function drawOutline(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-10m.json"), "utf8")) as Topology<{
    countries: GeometryCollection;
  }>;
  // Only the countries the frame can show: projecting the whole world takes seconds.
  const shown = topology.objects.countries.geometries.filter((country) => NEIGHBOURHOOD.has(String(country.id)));
  const land = geoPath(outlineProjection()).digits(1)(
    feature(topology, { ...topology.objects.countries, geometries: shown }),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${OUTLINE_WIDTH} ${OUTLINE_HEIGHT}" width="${OUTLINE_WIDTH}" height="${OUTLINE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#dbeafe"/>`,
    `<path d="${land ?? ""}" fill="#f5efe3" stroke="#a8a29e" stroke-width="0.6" stroke-linejoin="round"/>`,
    `</svg>\n`,
  ].join("");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUTLINE_FILE, drawOutline());
  console.log(`Wrote ${OUTLINE_FILE}`);
}
