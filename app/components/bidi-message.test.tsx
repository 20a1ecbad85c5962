import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BidiMessage } from "./bidi-message.tsx";

describe("BidiMessage", () => {
  it("isolates each value in its own <bdi>, keeping the words around it", () => {
    const html = renderToStaticMarkup(
      <BidiMessage
        message={({ name }: { name: string }) => `עדיין אין כאן יצירות של ${name}.`}
        values={{ name: <strong>Noa Ben-Ami</strong> }}
      />,
    );
    expect(html).toBe("עדיין אין כאן יצירות של <bdi><strong>Noa Ben-Ami</strong></bdi>.");
  });

  it("places several values where the message puts them", () => {
    const html = renderToStaticMarkup(
      <BidiMessage
        message={({ a, b }: { a: string; b: string }) => `${b} then ${a}`}
        values={{ a: "first", b: "second" }}
      />,
    );
    expect(html).toBe("<bdi>second</bdi> then <bdi>first</bdi>");
  });
});
