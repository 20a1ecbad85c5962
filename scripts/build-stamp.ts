// What the build was made from: a hash of every source the build reads, kept in build/ after each
// build, so that `npm start` can tell an up-to-date build from one an update left behind.
// `node scripts/build-stamp.ts --write` records the current sources' hash (run by `npm run build`).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "server", "public", "messages"];
const SOURCE_FILES = [
  "server.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "project.inlang/settings.json",
  "project.inlang/paraglide.config.js",
  "scripts/compress-assets.ts",
  "scripts/build-sw.ts",
];
const STAMP = path.join("build", ".source-hash");

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    // Tests are not part of the build.
    return /\.test\.tsx?$/.test(entry.name) ? [] : [file];
  });
}

/** The hash of every source file under `root` that the build reads (contents and names). */
export function hashSources(root: string): string {
  const hash = crypto.createHash("sha256");
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => listFiles(path.join(root, dir))),
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export type BuildState = "current" | "missing" | "stale";

/** Whether `root`'s build exists and was made from the sources as they are now. */
export function getBuildState(root: string): BuildState {
  if (!fs.existsSync(path.join(root, "build/server/index.js")) || !fs.existsSync(path.join(root, "build/client")))
    return "missing";
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp)) return "stale";
  return fs.readFileSync(stamp, "utf8").trim() === hashSources(root) ? "current" : "stale";
}

export function writeBuildStamp(root: string): void {
  fs.writeFileSync(path.join(root, STAMP), `${hashSources(root)}\n`);
}

if (process.argv[1] === import.meta.filename && process.argv.includes("--write")) writeBuildStamp(process.cwd());
