// Which of a build's scripts and stylesheets a visitor's pages can load: the entry, the root, every
// route outside the admin area and sign-in, and whatever those files import, at once or later
// (a form's checks, the map, the zoom). The service worker precaches these only: the admin
// area's code has no business in a visitor's browser.
import fs from "node:fs";
import path from "node:path";

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface RouteEntry extends ManifestEntry {
  id: string;
}
interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, RouteEntry>;
}

/** Routes only the administrator loads: the admin area and the sign-in pages. */
export const isPrivateRoute = (id: string) => /^routes\/(admin[.-]|login|logout)/.test(id);

/** The browser manifest React Router writes into the assets (window.__reactRouterManifest=…). */
function manifestFile(assetsDir: string): string {
  const file = fs.readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assetsDir}`);
  return file;
}

function readManifest(assetsDir: string): BrowserManifest {
  const file = manifestFile(assetsDir);
  const text = fs.readFileSync(path.join(assetsDir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as BrowserManifest;
}

/** The public files of the build in `assetsDir`, as /assets/… addresses, sorted. */
export function listPublicAssets(assetsDir: string): string[] {
  const names = new Set(fs.readdirSync(assetsDir).filter((name) => /\.(?:js|css)$/.test(name)));
  const manifest = readManifest(assetsDir);
  const roots = [manifest.entry, ...Object.values(manifest.routes).filter((route) => !isPrivateRoute(route.id))];
  const pending = roots.flatMap((entry) => [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])]);
  // Every page loads the manifest first; it names every route's files, so it is not followed.
  const reached = new Set<string>([manifestFile(assetsDir)]);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const name = path.basename(next);
    if (reached.has(name) || !names.has(name)) continue;
    reached.add(name);
    if (!name.endsWith(".js")) continue;
    // Any other file of the build named in this one: a static or a later import, or its stylesheet.
    const text = fs.readFileSync(path.join(assetsDir, name), "utf8");
    for (const [mentioned] of text.matchAll(/[\w.-]+\.(?:js|css)\b/g))
      if (names.has(mentioned)) pending.push(mentioned);
  }
  return [...reached].sort().map((name) => `/assets/${name}`);
}
