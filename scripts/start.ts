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
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("omanut: the build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}
await import("../server.ts");
