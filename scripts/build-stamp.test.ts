import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { getBuildState, writeBuildStamp } from "./build-stamp.ts";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-stamp-"));
  fs.mkdirSync(path.join(root, "app/routes"), { recursive: true });
  fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;\n");
  fs.writeFileSync(path.join(root, "package.json"), "{}\n");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function build(): void {
  fs.mkdirSync(path.join(root, "build/server"), { recursive: true });
  fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
  fs.writeFileSync(path.join(root, "build/server/index.js"), "");
  writeBuildStamp(root);
}

it("asks for a build when there is none, and for none when the sources are unchanged", () => {
  expect(getBuildState(root)).toBe("missing");
  build();
  expect(getBuildState(root)).toBe("current");
});

it("asks for a new build when a source changes, is added or is removed, or the build has no stamp", () => {
  build();
  fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
  expect(getBuildState(root)).toBe("stale");
  build();
  fs.writeFileSync(path.join(root, "app/routes/new.tsx"), "export default 3;\n");
  expect(getBuildState(root)).toBe("stale");
  build();
  fs.rmSync(path.join(root, "app/routes/new.tsx"));
  expect(getBuildState(root)).toBe("stale");
  build();
  fs.writeFileSync(path.join(root, "package.json"), '{ "version": "2" }\n');
  expect(getBuildState(root)).toBe("stale");
  build();
  fs.rmSync(path.join(root, "build/.source-hash"));
  expect(getBuildState(root)).toBe("stale");
});

it("ignores test files, which the build does not read", () => {
  build();
  fs.writeFileSync(path.join(root, "app/routes/home.test.ts"), "it.todo('x');\n");
  expect(getBuildState(root)).toBe("current");
});
