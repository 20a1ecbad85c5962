import { describe, expect, it } from "vitest";
import { parsePlainText, toPlainSummary, toSafeHref, type Paragraph } from "./plain-text.ts";

const text = (value: string) => ({ kind: "text", text: value }) as const;
const link = (value: string, href: string) => ({ kind: "link", text: value, href }) as const;
const br = { kind: "break" } as const;

/** Every href the parse made. */
const hrefsOf = (paragraphs: Paragraph[]) =>
  paragraphs.flatMap((paragraph) => paragraph.flatMap((part) => (part.kind === "link" ? [part.href] : [])));

describe("parsePlainText", () => {
  it("splits paragraphs at blank lines and keeps single line breaks", () => {
    expect(parsePlainText("First line\nsecond line\n\n\n  Second paragraph  \r\n\r\nThird")).toEqual([
      [text("First line"), br, text("second line")],
      [text("Second paragraph")],
      [text("Third")],
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(parsePlainText("")).toEqual([]);
    expect(parsePlainText(" \n\n \t\n")).toEqual([]);
  });

  it("links bare http(s) and mailto addresses, leaving the sentence's punctuation outside", () => {
    expect(parsePlainText("See https://example.com/a?b=1, or mailto:hi@example.com.")).toEqual([
      [
        text("See "),
        link("https://example.com/a?b=1", "https://example.com/a?b=1"),
        text(", or "),
        link("mailto:hi@example.com", "mailto:hi@example.com"),
        text("."),
      ],
    ]);
    expect(parsePlainText("(see http://example.com/x_(y))")).toEqual([
      [text("(see "), link("http://example.com/x_(y)", "http://example.com/x_(y)"), text(")")],
    ]);
  });

  it("links e-mail addresses written alone", () => {
    expect(parsePlainText("Write to privacy@omanut.example today")).toEqual([
      [text("Write to "), link("privacy@omanut.example", "mailto:privacy@omanut.example"), text(" today")],
    ]);
  });

  it("links words written as [words](address)", () => {
    expect(parsePlainText("Read [our terms](https://example.com/terms) first")).toEqual([
      [text("Read "), link("our terms", "https://example.com/terms"), text(" first")],
    ]);
  });

  it("never links anything but http(s) and mailto", () => {
    const hostile = [
      "[click](javascript:alert(1))",
      "[click](JaVaScRiPt:alert(1))",
      "[click](data:text/html;base64,PHNjcmlwdD4=)",
      "[click](vbscript:msgbox)",
      "[click](//evil.example/x)",
      "[click](/relative)",
      "javascript:alert(document.cookie)",
      "ftp://example.com/file",
      "[click](https://exa\u202emple.com)",
      "https://\u200bexample.com",
      "[x](mailto:javascript:alert(1))",
    ].join("\n\n");
    const paragraphs = parsePlainText(hostile);
    for (const href of hrefsOf(paragraphs)) expect(href).toMatch(/^(https?:\/\/[^/]|mailto:)/);
    expect(hrefsOf(paragraphs)).toEqual([]);
    // What was not linked is still there, as text.
    expect(paragraphs[0]).toEqual([text("[click](javascript:alert(1))")]);
  });

  it("keeps markup and quotes as text: nothing is HTML", () => {
    const source = `<script>alert("x")</script> <a href="javascript:alert(1)">y</a> it's`;
    expect(parsePlainText(source)).toEqual([[text(source)]]);
  });

  it("ends an address at a quote or an angle bracket, so it cannot break out of an attribute", () => {
    const paragraphs = parsePlainText(`"https://example.com/a"onmouseover="alert(1)" <https://example.com/b>`);
    expect(hrefsOf(paragraphs)).toEqual(["https://example.com/a", "https://example.com/b"]);
    for (const href of hrefsOf(paragraphs)) expect(href).not.toMatch(/["'<> ]/);
  });

  it("stays fast on long hostile input", () => {
    const started = performance.now();
    parsePlainText(`${"[".repeat(20_000)}${"a".repeat(20_000)}](${"(".repeat(5_000)}`);
    parsePlainText("https://".repeat(5_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("toSafeHref", () => {
  it("takes absolute http(s) links and mailto addresses only", () => {
    expect(toSafeHref("https://example.com")).toBe("https://example.com/");
    expect(toSafeHref("mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(toSafeHref("mailto:nobody")).toBeNull();
    expect(toSafeHref("javascript:alert(1)")).toBeNull();
    expect(toSafeHref("https://")).toBeNull();
    expect(toSafeHref("https://example.com/a b")).toBeNull();
  });
});

describe("toPlainSummary", () => {
  it("joins the text and cuts it at the length", () => {
    expect(toPlainSummary("One\ntwo\n\nthree [four](https://x.example)", 100)).toBe("One two three four");
    expect(toPlainSummary("abcdefghij", 6)).toBe("abcde…");
  });
});
