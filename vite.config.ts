import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The server build bundles the whole server (Express app, data layer, route modules) into one module graph.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: {
    external: ["sharp", "pg", "kysely-sqlite"],
  },
  plugins: [paraglideVitePlugin({ project: "./project.inlang" }), tailwindcss(), reactRouter()],
});
