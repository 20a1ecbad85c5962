import { describe, expect, it } from "vitest";
import { getRequestLocale, withRequestLocale } from "./locale.server.ts";
import { skip_to_content } from "./paraglide/messages.js";

describe("withRequestLocale", () => {
  it("gives each response its own language, even when they are made at the same time", async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const [hebrew, english] = await Promise.all([
      withRequestLocale("he", async () => {
        await pause();
        return [getRequestLocale(), skip_to_content()];
      }),
      withRequestLocale("en", async () => {
        await pause();
        return [getRequestLocale(), skip_to_content()];
      }),
    ]);
    expect(hebrew).toEqual(["he", "דילוג לתוכן"]);
    expect(english).toEqual(["en", "Skip to content"]);
  });

  it("is English outside a response", () => {
    expect(getRequestLocale()).toBe("en");
    expect(skip_to_content()).toBe("Skip to content");
  });
});
