import { describe, expect, it } from "vitest";
import { parseArtworkReference, siteEditor, type SiteFormValues } from "./site-editor.ts";

const readSiteForm = siteEditor.read;
const validateSiteForm = (values: SiteFormValues) => siteEditor.check(values, { isNew: false });

function form(overrides: Record<string, string> = {}) {
  const formData = new FormData();
  const fields = {
    officeAddress: "  Omanut  \n\n 1 Art St \r\nHaifa ",
    instagram: "https://instagram.com/omanut",
    facebook: "",
    twitter: " https://x.com/omanut ",
    heroArtwork: "",
    aboutTitle: "About Us",
    aboutBody: "Hello\r\n\r\nWorld",
    privacyTitle: "Privacy Policy",
    privacyBody: "",
    termsTitle: "Terms of Service",
    termsBody: "",
    version: "5",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return readSiteForm(formData);
}

describe("the Site page's check", () => {
  it("trims the address line by line, keeps blank links blank and the pages' text", () => {
    const result = validateSiteForm(form());
    expect(result).toEqual({
      isValid: true,
      data: {
        officeAddress: "Omanut\n1 Art St\nHaifa",
        officeAddressHe: null,
        socialLinks: { instagram: "https://instagram.com/omanut", facebook: "", twitter: "https://x.com/omanut" },
        heroArtwork: "",
        pages: [
          { slug: "about", title: "About Us", body: "Hello\n\nWorld", he: { title: null, body: null } },
          { slug: "privacy", title: "Privacy Policy", body: "", he: { title: null, body: null } },
          { slug: "terms", title: "Terms of Service", body: "", he: { title: null, body: null } },
        ],
      },
    });
  });

  it("refuses links that are not http(s), long text and blank titles, in the form's words", () => {
    const result = validateSiteForm(
      form({
        instagram: "javascript:alert(1)",
        facebook: "facebook.com/omanut",
        officeAddress: "x".repeat(501),
        termsTitle: " ",
        privacyBody: "y".repeat(50_001),
      }),
    );
    expect(result).toEqual({
      isValid: false,
      errors: {
        instagram: "Please enter a valid Instagram URL starting with http:// or https://",
        facebook: "Please enter a valid Facebook URL starting with http:// or https://",
        officeAddress: "Office address must be at most 500 characters",
        termsTitle: "Terms of Service title is required",
        privacyBody: "Privacy Policy text must be at most 50000 characters",
      },
    });
  });
});

describe("the Site page's Hebrew fields", () => {
  it("are optional, trimmed (the address line by line), and reach the model blank as not written", () => {
    const result = validateSiteForm(
      form({ officeAddressHe: " אומנות \n\n רחוב האמנות 1 ", aboutTitleHe: " עלינו ", aboutBodyHe: "שלום\r\nעולם" }),
    );
    if (!result.isValid) throw new Error(JSON.stringify(result.errors));
    expect(result.data.officeAddressHe).toBe("אומנות\nרחוב האמנות 1");
    expect(result.data.pages.map((page) => page.he)).toEqual([
      { title: "עלינו", body: "שלום\nעולם" },
      { title: null, body: null },
      { title: null, body: null },
    ]);
  });

  it("take the English fields' limits and say the Hebrew one is too long", () => {
    const result = validateSiteForm(form({ officeAddressHe: "א".repeat(501), termsTitleHe: "ב".repeat(121) }));
    expect(result).toEqual({
      isValid: false,
      errors: {
        officeAddressHe: "Office address (Hebrew) must be at most 500 characters",
        termsTitleHe: "Terms of Service title (Hebrew) must be at most 120 characters",
      },
    });
  });
});

describe("parseArtworkReference", () => {
  it("takes an artwork page's address, its path or its last part", () => {
    expect(parseArtworkReference("https://omanut.example/artworks/sea-light?x=1#top")).toBe("sea-light");
    expect(parseArtworkReference("/artworks/sea-light/")).toBe("sea-light");
    expect(parseArtworkReference("artworks/sea%20light")).toBe("sea light");
    expect(parseArtworkReference(" sea-light ")).toBe("sea-light");
  });

  it("refuses anything else", () => {
    expect(parseArtworkReference("https://omanut.example/artists/someone")).toBeNull();
    expect(parseArtworkReference("/galleries/x")).toBeNull();
    expect(parseArtworkReference("/artworks/a/b")).toBeNull();
    expect(parseArtworkReference("%E0%A4%A")).toBeNull();
  });
});
