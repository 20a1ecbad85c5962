import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isPrivateRoute, listPublicAssets } from "./public-assets.ts";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-assets-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const manifest = {
  entry: { module: "/assets/entry-a1.js", imports: ["/assets/shared-b2.js"], css: [] },
  routes: {
    root: { id: "root", module: "/assets/root-c3.js", imports: ["/assets/shared-b2.js"], css: ["/assets/app-d4.css"] },
    "routes/artworks": { id: "routes/artworks", module: "/assets/artworks-e5.js", imports: [] },
    "routes/admin.artists": {
      id: "routes/admin.artists",
      module: "/assets/admin.artists-f6.js",
      imports: ["/assets/editor-g7.js", "/assets/shared-b2.js"],
    },
    "routes/login": { id: "routes/login", module: "/assets/login-h8.js", imports: [] },
  },
};

describe("the build's public files", () => {
  it("are the visitor's routes and all they import, now or later; the admin area's are left out", () => {
    const assets = build({
      "manifest-x9.js": `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      "entry-a1.js": `import"./shared-b2.js";`,
      "shared-b2.js": "export const a=1;",
      "root-c3.js": "",
      "app-d4.css": "",
      "artworks-e5.js": `const z=()=>import("./zoom-i9.js");`,
      "zoom-i9.js": `import"./zoom-j1.css";`,
      "zoom-j1.css": "",
      "admin.artists-f6.js": `import"./editor-g7.js";const p=()=>import("./places-k2.js");`,
      "editor-g7.js": "",
      "places-k2.js": "",
      "login-h8.js": "",
    });
    expect(listPublicAssets(assets)).toEqual([
      "/assets/app-d4.css",
      "/assets/artworks-e5.js",
      "/assets/entry-a1.js",
      "/assets/manifest-x9.js",
      "/assets/root-c3.js",
      "/assets/shared-b2.js",
      "/assets/zoom-i9.js",
      "/assets/zoom-j1.css",
    ]);
  });

  it("tells the administrator's routes from the visitor's", () => {
    expect(
      ["routes/admin-layout", "routes/admin._index", "routes/login.code", "routes/logout"].every(isPrivateRoute),
    ).toBe(true);
    expect(
      ["root", "routes/public-layout", "routes/artworks", "routes/saved", "routes/administration-fees"].some(
        isPrivateRoute,
      ),
    ).toBe(false);
  });
});
