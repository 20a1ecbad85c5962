// `npm start`: builds when there is no build yet or the sources changed since the last one, then
// runs the server (which migrates and seeds).
import { spawnSync } from "node:child_process";
import { getBuildState } from "./build-stamp.ts";

const state = getBuildState(process.cwd());
if (state !== "current") {
  console.log(
    state === "missing"
      ? "No build yet: building the app once (npm run build)…"
      : "The sources changed since the last build: rebuilding the app (npm run build)…",
  );
  const started = Date.now();
  // The build lists every file it wrote: a page of sizes nobody starting the site needs, so it is
  // shown only when the build fails.
  const result = spawnSync("npm", ["run", "-s", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error("omanut: the build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await import("../server.ts");
