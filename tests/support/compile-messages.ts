// Vitest's global setup: the message catalogue (app/lib/paraglide) is compiled once before any
// test imports it. It runs in a process of its own: the compiler leaves handles open that would
// hold the test run open after its last test.
import { spawnSync } from "node:child_process";

export default function setup(): void {
  const result = spawnSync("node_modules/.bin/paraglide-js", ["compile", "--project", "./project.inlang"], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Compiling the message catalogue failed:\n${result.stdout}${result.stderr}`);
}
