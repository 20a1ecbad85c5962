import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Read by tests and their tooling only, never by the site.
const TEST_ONLY = new Set([
  "CI",
  "DEV",
  "E2E_DATABASE_URL",
  "E2E_DATA_DIR",
  "E2E_PORT",
  "E2E_SAMPLE_CACHE",
  "E2E_TMP_DIR",
]);

function listSourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Set by the server for the processes it starts, never by the operator.
const INTERNAL = new Set(["OMANUT_SCHEDULER"]);

it("names in the README's configuration table every setting the code reads", () => {
  const files = [...["app", "server", "scripts"].flatMap(listSourceFiles), "server.ts"];
  const read = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) read.add(match[1]!);
  }
  expect(read.size).toBeGreaterThan(10);
  const readme = fs.readFileSync("README.md", "utf8");
  const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Commands"));
  const missing = [...read]
    .filter((name) => !TEST_ONLY.has(name) && !INTERNAL.has(name) && !table.includes(`\`${name}\``))
    .sort();
  expect(missing).toEqual([]);
});
