// Records the checksum of every migration in app/db/migrations/frozen.json. Run once when adding a
// migration; a landed migration's checksum never changes (schema.test.ts checks it).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve("app/db/migrations");
const file = path.join(dir, "frozen.json");
const frozen = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {};
for (const name of fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.*\.ts$/.test(f))
  .sort()) {
  const key = name.replace(/\.ts$/, "");
  const checksum = crypto
    .createHash("sha256")
    .update(fs.readFileSync(path.join(dir, name)))
    .digest("hex");
  if (frozen[key] && frozen[key] !== checksum) {
    console.error(`omanut: ${name} changed after it was frozen; write a new migration instead.`);
    process.exit(1);
  }
  frozen[key] = checksum;
}
fs.writeFileSync(file, `${JSON.stringify(frozen, null, 2)}\n`);
console.log(`Froze ${Object.keys(frozen).length} migration(s) in ${path.relative(process.cwd(), file)}`);
