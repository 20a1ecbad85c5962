import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleryEditor, type GalleryFormValues } from "#app/features/editors/gallery-editor.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { compareEditorValues, type ChangeComparison } from "./change-diff.ts";
import { ChangeDiffView } from "./change-diff-view.tsx";

const gallery = (fields: Partial<GalleryFormValues["fields"]>, imageId: string): GalleryFormValues => {
  const blank = galleryEditor.blank();
  return {
    ...blank,
    fields: { ...blank.fields, name: "Tide", description: "Paintings of the sea and the coast.", ...fields },
    image: { url: "", imageId },
  };
};

const STORED = { id: "img-new", width: 800, height: 600, placeholder: "data:image/webp;base64,AA" };

/** A draft of a gallery as the review queue shows it to an operator who reads `language`. */
function render(language: Locale, published: GalleryFormValues | null): string {
  return withRequestLocale(language, () => {
    const proposed = gallery({ description: "Paintings of the harbour and the coast.", nameHe: "גאות" }, "img-new");
    const comparison: ChangeComparison = {
      diff: compareEditorValues("gallery", published, proposed),
      images: { [STORED.id]: STORED },
    };
    return renderToString(<ChangeDiffView comparison={comparison} caption="Tide" />);
  });
}

describe("a change side by side", () => {
  it("has a row header per field, the published and proposed columns, and marks words and images in words too", () => {
    const html = render("en", gallery({}, "img-gone"));
    expect(html).toContain('<caption class="sr-only">Tide</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Published<\/th><th scope="col"[^>]*>Proposed<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Description<\/th>/);
    expect(html).toMatch(/<del[^>]*><span class="sr-only">removed: <\/span>sea<\/del>/);
    expect(html).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>harbour<\/ins>/);
    // User text keeps its own direction; the Hebrew version says its language.
    expect(html).toContain('<bdi lang="he" class="whitespace-pre-line">גאות</bdi>');
    // The new image as a thumbnail of its stored variants, the one deleted since in words.
    expect(html).toContain('src="/media/img-new/640.jpg"');
    expect(html).toContain('alt="Main image"');
    expect(html).toContain("A stored image that no longer exists");
  });

  it("shows a new record's proposed values alone, in Hebrew for a Hebrew-speaking operator", () => {
    const html = render("he", null);
    expect(html).not.toContain("מפורסם");
    expect(html).toMatch(/<th scope="col"[^>]*>מוצע<\/th>/);
    expect(html).not.toContain("<del");
    expect(html).not.toContain("<ins");
    expect(html).toContain('alt="תמונה ראשית"');
  });

  it("says when nothing differs", () => {
    const same = gallery({}, "img-new");
    const html = withRequestLocale("en", () =>
      renderToString(
        <ChangeDiffView comparison={{ diff: compareEditorValues("gallery", same, same), images: {} }} caption="Tide" />,
      ),
    );
    expect(html).toContain("Nothing differs from the published version.");
    expect(html).not.toContain("<table");
  });
});
