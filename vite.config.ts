import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

/** The app's own modules every public page loads (the public layout and what it imports), found once. */
let shell: Set<string> | null = null;

/**
 * One chunk for the app modules every public page loads anyway: as a few dozen small chunks each
 * costs its own imports and compresses worse, about 1 kB of a page's 125 kB budget.
 */
function shellChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  if (!shell) {
    shell = new Set();
    const stack = [path.resolve("app/routes/public-layout.tsx"), ...SHARED_BY_PAGES.map((file) => path.resolve(file))];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (shell.has(next)) continue;
      shell.add(next);
      for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
        // Messages are left to the automatic split: the catalogue's index names every one of them.
        if (imported.startsWith(appDir) && !imported.startsWith(messagesDir)) stack.push(imported);
      }
    }
  }
  return shell.has(id) ? "shell" : null;
}
/**
 * Modules nearly every public page imports besides the layout: in the shell they cost no chunk of
 * their own (each small chunk repeats its imports and compresses alone).
 */
const SHARED_BY_PAGES = [
  "app/features/cards/card-views.tsx",
  "app/components/notices.tsx",
  "app/components/responsive-image.tsx",
  "app/features/seo/seo.ts",
  "app/lib/use-hydrated.ts",
  // The detail pages' parts (artist, artwork, gallery): alone, each small chunk compresses worse.
  "app/features/share/share-control.tsx",
  "app/components/show-more-toggle.tsx",
  "app/components/external-links.tsx",
  "app/components/not-found.tsx",
];
const appDir = path.resolve("app");
const messagesDir = path.resolve("app/lib/paraglide/messages");

export default defineConfig({
  environments: {
    // The server build bundles the whole server (Express app, data layer, route modules) into one module graph.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } } } },
  },
  ssr: {
    external: ["sharp", "pg", "kysely-sqlite"],
  },
  plugins: [paraglideVitePlugin({ project: "./project.inlang" }), tailwindcss(), reactRouter()],
});
