import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A module's name says what it is, once: `x.ts`, `x.server.ts`, `x.test.ts` and `x.tsx` in one
// folder are one module's parts, but the same name in two folders sends a reader to the wrong one.
// Route modules are named for their addresses, generated code and frozen migrations by their tools.
const NAMED_ELSEWHERE = /^app\/(routes|lib\/paraglide|db\/migrations)\/|\/fixtures\//;

describe("the app's file names", () => {
  it("give each name to one folder", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => file !== "" && !NAMED_ELSEWHERE.test(file));
    const foldersByName = new Map<string, Set<string>>();
    for (const file of files) {
      const name = path.basename(file).split(".")[0]!;
      foldersByName.set(name, (foldersByName.get(name) ?? new Set()).add(path.dirname(file)));
    }
    const shared = [...foldersByName]
      .filter(([, folders]) => folders.size > 1)
      .map(([name, f]) => `${name}: ${[...f].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
