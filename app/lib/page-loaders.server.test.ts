import { redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadPage } from "./page-loaders.server.ts";

/** Status and body of a loader's answer, plain or data(). */
function unwrap(result: unknown): { status: number; body: unknown } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const value = result as { data: unknown; init: { status?: number } | null };
    return { status: value.init?.status ?? 200, body: value.data };
  }
  return { status: 200, body: result };
}

describe("loadPage", () => {
  it("answers what was found, 404 for nothing, 503 when loading fails, with `always` each time", async () => {
    const always = { notice: "Saved." };
    expect(unwrap(await loadPage("a thing", async () => ({ name: "Noa" }), always))).toEqual({
      status: 200,
      body: { notice: "Saved.", name: "Noa", state: "ok" },
    });
    expect(unwrap(await loadPage("a thing", async () => null, always))).toEqual({
      status: 404,
      body: { notice: "Saved.", state: "not-found" },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await loadPage(
      "a thing",
      async () => {
        throw new Error("database down");
      },
      always,
    );
    expect(unwrap(failed)).toEqual({ status: 503, body: { notice: "Saved.", state: "error" } });
    expect(console.error).toHaveBeenCalledWith("omanut: Loading a thing failed: database down");
  });

  it("lets a redirect thrown inside through", async () => {
    await expect(
      loadPage("a thing", async () => {
        throw redirect("/artists/new-name");
      }),
    ).rejects.toHaveProperty("status", 302);
  });
});
