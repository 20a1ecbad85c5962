import type { ArtworkFacts } from "#app/lib/artwork-facts.ts";

// The sample artworks' facts, in the order of sampleArtworks: what a collector would read on a
// gallery's label, with a mix of availabilities and prices from a few hundred to tens of
// thousands of shekels. Materials are given in both languages.

export interface SampleFacts extends ArtworkFacts {
  materialsHe: string | null;
}

const OIL = { medium: "painting", materials: "Oil on canvas", materialsHe: "שמן על בד" } as const;
const ACRYLIC = { medium: "painting", materials: "Acrylic on canvas", materialsHe: "אקריליק על בד" } as const;
const MIXED = {
  medium: "mixed-media",
  materials: "Fabric, acrylic and paper on board",
  materialsHe: "בד, אקריליק ונייר על לוח",
} as const;
const WOODCUT = {
  medium: "print",
  materials: "Woodcut on Japanese paper",
  materialsHe: "חיתוך עץ על נייר יפני",
} as const;
const LINOCUT = {
  medium: "print",
  materials: "Linocut in three colours",
  materialsHe: "הדפס לינוליאום בשלושה צבעים",
} as const;
const ETCHING = { medium: "print", materials: "Etching and aquatint", materialsHe: "תצריב ואקווטינטה" } as const;
const BASALT = { medium: "sculpture", materials: "Basalt", materialsHe: "בזלת" } as const;
const LIMESTONE = { medium: "sculpture", materials: "Jerusalem limestone", materialsHe: "אבן ירושלמית" } as const;
const STONEWARE = { medium: "ceramics", materials: "Glazed stoneware", materialsHe: "חרס אבן מזוגג" } as const;
const PHOTO = {
  medium: "photography",
  materials: "Archival pigment print from medium-format film",
  materialsHe: "הדפס פיגמנט ארכיוני מסרט בפורמט בינוני",
} as const;
const STENCIL = { medium: "mixed-media", materials: "Spray paint on wood", materialsHe: "צבע ספריי על עץ" } as const;
const DIGITAL = {
  medium: "digital",
  materials: "Generative animation, pigment print",
  materialsHe: "אנימציה גנרטיבית, הדפס פיגמנט",
} as const;
const PAPERCUT = { medium: "other", materials: "Hand-cut paper, gouache", materialsHe: "נייר חתוך ביד, גואש" } as const;

function facts(values: Partial<SampleFacts>): SampleFacts {
  return {
    medium: null,
    materials: null,
    materialsHe: null,
    heightCm: null,
    widthCm: null,
    depthCm: null,
    edition: { kind: "unique" },
    isFramed: null,
    isSigned: true,
    hasCertificate: true,
    availability: "for-sale",
    priceIls: null,
    ...values,
  };
}

const edition = (number: number, size: number) => ({ kind: "edition", number, size }) as const;

export const sampleArtworkFacts: SampleFacts[] = [
  // Noa Ben-Ami
  facts({ ...OIL, heightCm: 60, widthCm: 80, isFramed: false, priceIls: 12_500 }),
  facts({ ...OIL, heightCm: 50, widthCm: 50, isFramed: false, availability: "sold" }),
  facts({ ...ACRYLIC, heightCm: 100, widthCm: 120, isFramed: false, priceIls: 24_000 }),
  facts({ ...OIL, heightCm: 90, widthCm: 140, isFramed: false, availability: "on-hold", priceIls: 28_000 }),
  facts({ ...ACRYLIC, heightCm: 30, widthCm: 30, isFramed: true, priceIls: 3_800 }),
  // Yusuf Haddad-Rizk
  facts({ ...MIXED, heightCm: 70, widthCm: 100, depthCm: 4, isFramed: false, priceIls: 16_000 }),
  facts({ ...MIXED, heightCm: 80, widthCm: 60, depthCm: 4, isFramed: false, priceIls: 14_500 }),
  facts({ ...MIXED, heightCm: 100, widthCm: 150, depthCm: 5, isFramed: false, availability: "sold" }),
  facts({ ...MIXED, heightCm: 120, widthCm: 90, depthCm: 5, isFramed: false, availability: "not-for-sale" }),
  // Selamawit Gebre
  facts({ ...WOODCUT, heightCm: 45, widthCm: 60, edition: edition(4, 20), isFramed: false, priceIls: 2_400 }),
  facts({ ...WOODCUT, heightCm: 40, widthCm: 40, edition: edition(11, 25), isFramed: false, priceIls: 1_800 }),
  facts({ ...LINOCUT, heightCm: 50, widthCm: 70, edition: edition(7, 15), isFramed: true, availability: "sold" }),
  facts({ ...LINOCUT, heightCm: 56, widthCm: 76, edition: edition(2, 30), isFramed: false, priceIls: 2_900 }),
  // Wael Kheir-Eddin
  facts({ ...BASALT, heightCm: 45, widthCm: 60, depthCm: 60, priceIls: 65_000 }),
  facts({ ...LIMESTONE, heightCm: 180, widthCm: 90, depthCm: 40, availability: "not-for-sale", hasCertificate: false }),
  facts({ ...BASALT, heightCm: 35, widthCm: 50, depthCm: 30, availability: "on-hold", priceIls: 38_000 }),
  // Lev Davidovsky
  facts({ ...ETCHING, heightCm: 30, widthCm: 40, edition: edition(9, 12), isFramed: true, availability: "sold" }),
  facts({ ...ETCHING, heightCm: 40, widthCm: 60, edition: edition(3, 12), isFramed: false, priceIls: 4_200 }),
  facts({ ...ETCHING, heightCm: 25, widthCm: 35, edition: edition(1, 8), isFramed: false, priceIls: 3_100 }),
  // Shira Elmaleh
  facts({ ...STONEWARE, heightCm: 5, widthCm: 38, depthCm: 38, priceIls: 1_450 }),
  facts({ ...STONEWARE, heightCm: 32, widthCm: 9, depthCm: 9, priceIls: 980, hasCertificate: false }),
  facts({ ...STONEWARE, heightCm: 75, widthCm: 90, depthCm: 2, availability: "sold" }),
  // Rana Khoury-Saba
  facts({ ...PHOTO, heightCm: 50, widthCm: 60, edition: edition(2, 8), isFramed: true, priceIls: 5_500 }),
  facts({ ...PHOTO, heightCm: 80, widthCm: 100, edition: edition(1, 5), isFramed: false, priceIls: 9_800 }),
  facts({ ...PHOTO, heightCm: 40, widthCm: 50, edition: edition(6, 8), isFramed: false, availability: "sold" }),
  facts({ ...PHOTO, heightCm: 60, widthCm: 150, edition: edition(1, 3), isFramed: false, priceIls: 12_000 }),
  // Eitan Mizrahi-Gold
  facts({ ...STENCIL, heightCm: 210, widthCm: 300, depthCm: 3, isFramed: false, priceIls: 42_000 }),
  facts({ ...STENCIL, heightCm: 120, widthCm: 80, depthCm: 3, isFramed: false, availability: "sold" }),
  facts({
    ...ACRYLIC,
    materials: "Acrylic on a salvaged wooden door",
    materialsHe: "אקריליק על דלת עץ ממוחזרת",
    heightCm: 200,
    widthCm: 80,
    depthCm: 4,
    isFramed: false,
    priceIls: 19_500,
  }),
  // Katya Zilberstein
  facts({ ...DIGITAL, heightCm: 70, widthCm: 100, edition: edition(3, 10), isFramed: false, priceIls: 6_000 }),
  facts({ ...DIGITAL, heightCm: 90, widthCm: 160, edition: edition(1, 5), isFramed: false, priceIls: 8_500 }),
  facts({
    ...DIGITAL,
    medium: "video",
    materials: "Single-channel video, 12 minutes, loop",
    materialsHe: "וידאו חד־ערוצי, 12 דקות, בלולאה",
    edition: edition(2, 5),
    priceIls: 14_000,
  }),
  facts({
    ...DIGITAL,
    heightCm: 60,
    widthCm: 60,
    edition: edition(5, 10),
    isFramed: false,
    availability: "on-hold",
    priceIls: 5_200,
  }),
  // Dawit Alemu-Baruch
  facts({ ...OIL, heightCm: 100, widthCm: 80, isFramed: false, priceIls: 21_000 }),
  facts({ ...OIL, heightCm: 160, widthCm: 120, isFramed: false, availability: "sold" }),
  facts({ ...OIL, heightCm: 50, widthCm: 70, isFramed: true, priceIls: 11_000 }),
  // Amal Daher-Salman
  facts({
    ...STONEWARE,
    materials: "Coiled stoneware, wood-fired",
    materialsHe: "חרס אבן בבניית חבלים, שריפת עצים",
    heightCm: 64,
    widthCm: 30,
    depthCm: 30,
    priceIls: 7_800,
  }),
  facts({
    ...STONEWARE,
    materials: "Burnished earthenware, seven pieces",
    materialsHe: "חרס מלוטש, שבעה חלקים",
    heightCm: 25,
    widthCm: 160,
    depthCm: 60,
    availability: "not-for-sale",
    hasCertificate: false,
  }),
  // Gideon Harel-Stern
  facts({ ...PAPERCUT, heightCm: 50, widthCm: 40, isFramed: true, priceIls: 9_600 }),
  facts({ ...PAPERCUT, heightCm: 45, widthCm: 45, isFramed: true, availability: "sold" }),
  // Hadas Weinreb
  facts({ ...OIL, heightCm: 40, widthCm: 50, isFramed: true, priceIls: 8_200 }),
  facts({ ...OIL, heightCm: 35, widthCm: 45, isFramed: true, availability: "not-for-sale", hasCertificate: false }),
  // Misha Korenblit
  facts({
    ...PHOTO,
    materials: "Archival pigment print, long exposure",
    materialsHe: "הדפס פיגמנט ארכיוני, חשיפה ארוכה",
    heightCm: 100,
    widthCm: 100,
    edition: edition(1, 7),
    isFramed: false,
    priceIls: 7_400,
  }),
  facts({
    ...PHOTO,
    materials: "Gelatin silver print",
    materialsHe: "הדפס כסף ג׳לטין",
    heightCm: 30,
    widthCm: 40,
    edition: edition(4, 10),
    isFramed: false,
    priceIls: 2_600,
  }),
  // Liora Shabtai-Dahan
  facts({
    medium: "mixed-media",
    materials: "Coloured sand and newspaper on an old wooden board",
    materialsHe: "חול צבעוני ונייר עיתון על לוח עץ ישן",
    heightCm: 60,
    widthCm: 120,
    depthCm: 3,
    isFramed: false,
    priceIls: 7_200,
  }),
  facts({
    medium: "textile",
    materials: "Dress fabrics sewn onto painted canvas",
    materialsHe: "בדי שמלות תפורים על בד צבוע",
    heightCm: 150,
    widthCm: 200,
    depthCm: 2,
    isFramed: false,
    availability: "not-for-sale",
    hasCertificate: false,
  }),
];
