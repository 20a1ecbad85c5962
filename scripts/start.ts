// `npm start`: builds when there is no build yet, then runs the server (which migrates and seeds).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("build/server/index.js") || !fs.existsSync("build/client")) {
  console.log("No build yet: building the app once (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("omanut: the build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}
await import("../server.ts");
