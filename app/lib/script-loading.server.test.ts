import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./script-loading.server.ts";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("withoutModulePreloads", () => {
  it("drops every module preload and keeps the stylesheet, the icon and the module script", () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="icon" href="/favicon.svg"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"/>',
      '<main>Art</main><script type="module" async="">import * as route0 from "/assets/root-2.js";</script>',
    );
    const result = withoutModulePreloads(Buffer.from(html)).toString();
    expect(result).not.toContain("modulepreload");
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(result).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(result).toContain('import * as route0 from "/assets/root-2.js";');
  });

  it("leaves text that only mentions a preload, and Hebrew, untouched", () => {
    const html = page(
      "",
      "<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;/&gt; שלום</p>" +
        '<input value="&lt;link rel=&quot;modulepreload&quot;&gt;"/>',
    );
    expect(withoutModulePreloads(Buffer.from(html)).toString()).toBe(html);
  });
});
