/**
 * Fictional sample catalogue used to seed a demo instance of Omanut.
 *
 * Every artist, gallery, artwork and reviewer here is invented. Cities, streets and coordinates are real places in
 * Israel so the maps and addresses look plausible, but no real gallery or person is meant. Links only point to
 * example.com or to obviously fictional "omanut_sample" social handles.
 */

import type { HoursInterval, OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";

export type Composition = "circles" | "stripes" | "blocks" | "waves" | "horizon" | "grid" | "arches";

/** Colours are hex strings in the form "#rrggbb". */
export interface SamplePalette {
  background: string;
  colors: [string, string, string];
}

export interface SampleArtist {
  name: string;
  bio: string;
  styles: string[];
  website?: string;
  instagram?: string;
  facebook?: string;
  twitter?: string;
  featured: boolean;
  palette: SamplePalette;
  seoKeywords: string[];
}

export interface SampleGallery {
  name: string;
  street: string;
  city: string;
  latitude: number;
  longitude: number;
  hours: string;
  openingHours: OpeningHours;
  description: string;
  website?: string;
  instagram?: string;
  facebook?: string;
  twitter?: string;
  featured: boolean;
  palette: SamplePalette;
  /** Number of extra gallery images (2..4) besides the main one. */
  imageCount: number;
  /** How to reach it, what entry costs and how accessible it is; Hebrew texts beside the English. */
  visit: SampleGalleryVisit;
}

export interface SampleGalleryVisit {
  phone?: string;
  email?: string;
  whatsapp?: string;
  /** "free", or the price in English and Hebrew; left out when not stated. */
  admission?: "free" | { price: string; priceHe: string };
  isStepFree?: boolean;
  accessibilityNote?: string;
  accessibilityNoteHe?: string;
}

export interface SampleArtwork {
  title: string;
  year?: number;
  description?: string;
  /** Index into sampleArtists. */
  artist: number;
  /** Index into sampleGalleries. */
  gallery?: number;
  composition: Composition;
}

export interface SampleReview {
  /** Index into sampleGalleries. */
  gallery: number;
  name: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  status: "approved" | "pending" | "rejected";
  isAdminReview: boolean;
  daysAgo: number;
}

export const sampleArtists: SampleArtist[] = [
  // 0
  {
    name: "Noa Ben-Ami",
    bio: "Noa Ben-Ami paints large abstract canvases built from layers of thinned oil and raw pigment. Raised in a kibbutz in the Jezreel Valley, she translates the changing light over the fields into washes of ochre, green and pale blue. Her studio in south Tel Aviv is open to visitors by appointment.",
    styles: ["Abstract", "Contemporary", "Landscape"],
    website: "https://example.com/artists/noa-ben-ami",
    instagram: "https://www.instagram.com/omanut_sample_noa_benami",
    facebook: "https://www.facebook.com/omanut.sample.noabenami",
    featured: true,
    palette: {
      background: "#efe6d6",
      colors: ["#c9893f", "#6f8f5e", "#8fb3c9"],
    },
    seoKeywords: ["Israeli abstract painting", "Tel Aviv painter", "Jezreel Valley light", "contemporary oil painting"],
  },
  // 1
  {
    name: "Yusuf Haddad-Rizk",
    bio: "Born in Haifa to a family of stonemasons, Yusuf Haddad-Rizk combines landscape painting with collage made from old maps, fabric and printed paper. His work follows the Carmel ridge down to the sea, layering the histories that meet along the coast.",
    styles: ["Landscape", "Mixed Media"],
    website: "https://example.com/artists/yusuf-haddad-rizk",
    instagram: "https://www.instagram.com/omanut_sample_yusuf_hr",
    featured: true,
    palette: {
      background: "#e9e2d0",
      colors: ["#3f6b5a", "#b5663c", "#2f4f6f"],
    },
    seoKeywords: ["Haifa artist", "Carmel landscape", "mixed media collage", "Arab-Israeli painter"],
  },
  // 2
  {
    name: "Selamawit Gebre",
    bio: "Selamawit Gebre arrived in Israel as a child and grew up between Ashkelon and Jerusalem. Her bold figurative linocuts portray women at markets, weddings and bus stations, carved in confident black lines and printed on handmade paper. She teaches printmaking workshops for teenagers in community centres across the south.",
    styles: ["Figurative", "Printmaking"],
    website: "https://example.com/artists/selamawit-gebre",
    instagram: "https://www.instagram.com/omanut_sample_selam_prints",
    facebook: "https://www.facebook.com/omanut.sample.selamawitgebre",
    twitter: "https://x.com/omanut_sample_selam",
    featured: true,
    palette: {
      background: "#f3ece1",
      colors: ["#1f1f24", "#c2452d", "#e0a526"],
    },
    seoKeywords: ["Ethiopian-Israeli artist", "linocut prints", "figurative printmaking", "Jerusalem printmaker"],
  },
  // 3
  {
    name: "Wael Kheir-Eddin",
    bio: "Wael Kheir-Eddin carves basalt and limestone in his workshop in the Carmel hills. His sculptures are quiet, rounded forms that recall millstones, olive presses and the worn thresholds of village houses.",
    styles: ["Sculpture"],
    instagram: "https://www.instagram.com/omanut_sample_wael_stone",
    featured: false,
    palette: {
      background: "#dcd8cf",
      colors: ["#4a4a48", "#9c8f7a", "#6b7f6a"],
    },
    seoKeywords: ["Druze sculptor", "basalt sculpture", "Carmel stone carving"],
  },
  // 4
  {
    name: "Lev Davidovsky",
    bio: "Lev Davidovsky trained as an engraver in Saint Petersburg before moving to Be'er Sheva in the early 1990s. The Negev became his subject: etchings of dry riverbeds, acacia trees and the long shadows of late afternoon. He still prints every edition by hand on a press he rebuilt himself.",
    styles: ["Landscape", "Printmaking"],
    website: "https://example.com/artists/lev-davidovsky",
    featured: false,
    palette: {
      background: "#f1e7d3",
      colors: ["#b0784a", "#7a5a3c", "#d9b27c"],
    },
    seoKeywords: ["Negev etchings", "Be'er Sheva artist", "Russian-Israeli printmaker", "desert landscape prints"],
  },
  // 5
  {
    name: "Shira Elmaleh",
    bio: "Shira Elmaleh makes ceramic Judaica inspired by the patterned tiles of her grandmother's home in Morocco. Her Shabbat candlesticks, seder plates and mezuzah cases are thrown on the wheel and glazed in deep cobalt and turquoise.",
    styles: ["Ceramics", "Judaica"],
    website: "https://example.com/artists/shira-elmaleh",
    instagram: "https://www.instagram.com/omanut_sample_shira_ceramics",
    facebook: "https://www.facebook.com/omanut.sample.shiraelmaleh",
    featured: false,
    palette: {
      background: "#f4f1ea",
      colors: ["#1f4e8c", "#2a9d9c", "#d8a03c"],
    },
    seoKeywords: ["ceramic Judaica", "handmade seder plate", "Israeli ceramics", "Moroccan tile patterns"],
  },
  // 6
  {
    name: "Rana Khoury-Saba",
    bio: "Rana Khoury-Saba is a photographer from Nazareth whose long-term projects document neighbourhoods in transition. She works with medium-format film and natural light, returning to the same streets, families and shopfronts over many years. Her series on the markets of the Galilee has been shown across the country.",
    styles: ["Photography"],
    website: "https://example.com/artists/rana-khoury-saba",
    instagram: "https://www.instagram.com/omanut_sample_rana_photo",
    twitter: "https://x.com/omanut_sample_rana",
    featured: true,
    palette: {
      background: "#e8e4de",
      colors: ["#3b3f46", "#a3684a", "#7f9aa8"],
    },
    seoKeywords: [
      "Nazareth photographer",
      "Galilee documentary photography",
      "medium format film",
      "Israeli photography",
    ],
  },
  // 7
  {
    name: "Eitan Mizrahi-Gold",
    bio: "Eitan Mizrahi-Gold started painting walls in Florentin and now works between murals, stencils and found wood panels. His characters are commuters, fishermen and stray cats, drawn with humour and a lot of orange.",
    styles: ["Street Art", "Mixed Media", "Contemporary"],
    instagram: "https://www.instagram.com/omanut_sample_eitan_walls",
    twitter: "https://x.com/omanut_sample_eitanmg",
    featured: false,
    palette: {
      background: "#f2efe8",
      colors: ["#ef7d2d", "#2b6cb0", "#222222"],
    },
    seoKeywords: ["Tel Aviv street art", "Florentin murals", "stencil art"],
  },
  // 8
  {
    name: "Katya Zilberstein",
    bio: "Katya Zilberstein writes code that paints. Her generative works start from recordings of wind, traffic and sea sounds in Jaffa and turn them into slowly shifting fields of colour, which she then prints as large archival pigment prints. She studied mathematics in Novosibirsk and design in Jerusalem.",
    styles: ["Digital Art", "Abstract", "Printmaking"],
    website: "https://example.com/artists/katya-zilberstein",
    instagram: "https://www.instagram.com/omanut_sample_katya_gen",
    facebook: "https://www.facebook.com/omanut.sample.katyazilberstein",
    twitter: "https://x.com/omanut_sample_katyaz",
    featured: true,
    palette: {
      background: "#14161f",
      colors: ["#ff5e7a", "#3fc1c9", "#f5d547"],
    },
    seoKeywords: ["generative art Israel", "digital art Jaffa", "algorithmic painting", "Russian-Israeli artist"],
  },
  // 9
  {
    name: "Dawit Alemu-Baruch",
    bio: "Dawit Alemu-Baruch paints portraits of friends and neighbours from Kiryat Gat against flat, brilliant backgrounds. His figures are monumental and calm, often posed with objects that carry family memory: a basket, a radio, a folded prayer shawl.",
    styles: ["Figurative", "Contemporary"],
    instagram: "https://www.instagram.com/omanut_sample_dawit_paints",
    featured: false,
    palette: {
      background: "#f6eedf",
      colors: ["#2e5e4e", "#e2b33c", "#b5482f"],
    },
    seoKeywords: ["Ethiopian-Israeli painter", "contemporary portraits", "figurative painting Israel"],
  },
  // 10
  {
    name: "Amal Daher-Salman",
    bio: "Amal Daher-Salman builds hand-coiled vessels and clay sculptures in a small studio near Akko. She fires them in a wood kiln, and the ash leaves each piece with its own pattern of flashes and drips. Her pieces are an invitation to slow down and touch.",
    styles: ["Ceramics", "Sculpture"],
    facebook: "https://www.facebook.com/omanut.sample.amaldaher",
    featured: false,
    palette: {
      background: "#ece3d6",
      colors: ["#8a5a3b", "#c79a6b", "#56614c"],
    },
    seoKeywords: ["Akko ceramics", "wood-fired pottery", "hand-coiled vessels"],
  },
  // 11
  {
    name: "Gideon Harel-Stern",
    bio: "Gideon Harel-Stern is a Jerusalem papercutter and printmaker. His ketubot combine traditional motifs with the city skyline, cut by hand from a single sheet.",
    styles: ["Judaica", "Printmaking"],
    website: "https://example.com/artists/gideon-harel-stern",
    featured: false,
    palette: {
      background: "#f5efe0",
      colors: ["#1d3557", "#b08d57", "#8c2f39"],
    },
    seoKeywords: ["Jerusalem papercut", "hand-cut ketubah", "Judaica art"],
  },
  // 12
  {
    name: "Hadas Weinreb",
    bio: "Hadas Weinreb paints outdoors along the Mediterranean coast, from Rosh HaNikra to Ashdod, in every season. Her small, fast oil sketches catch the weather of a single morning; back in the studio they grow into larger abstractions of sea and sky. She has walked the whole Israel coastline twice.",
    styles: ["Abstract", "Landscape"],
    website: "https://example.com/artists/hadas-weinreb",
    instagram: "https://www.instagram.com/omanut_sample_hadas_sea",
    featured: false,
    palette: {
      background: "#eef2f3",
      colors: ["#2f6f8f", "#9fc5d0", "#e6c79c"],
    },
    seoKeywords: ["Mediterranean seascape", "plein air painting Israel", "abstract landscape"],
  },
  // 13
  {
    name: "Misha Korenblit",
    bio: "Misha Korenblit photographs Israeli cities at night and rebuilds them digitally. Neon signs and bus stops stretch into dreamlike architecture.",
    styles: ["Photography", "Digital Art"],
    twitter: "https://x.com/omanut_sample_misha_k",
    instagram: "https://www.instagram.com/omanut_sample_misha_nights",
    featured: false,
    palette: {
      background: "#1b1d2b",
      colors: ["#7b5cff", "#00b3a4", "#ff8a3d"],
    },
    seoKeywords: ["night photography Israel", "digital collage", "urban photography"],
  },
  // 14
  {
    name: "Liora Shabtai-Dahan",
    bio: "Liora Shabtai-Dahan was born in Yeruham and still lives there. In the studio in her backyard she makes pictures from coloured sand she gathers in the Big Crater, from old fabrics given to her by the women of her neighbourhood and from newspaper cuttings in Hebrew, Arabic and Amharic. Her work joins the desert landscape to the stories of the town where she grew up, and is shown mostly in community exhibitions in the Negev. On Fridays she opens the yard to visitors, who are invited to bring a small object from home that may find its place in her next work.",
    styles: ["Mixed Media", "Landscape"],
    featured: false,
    palette: {
      background: "#f1e4cf",
      colors: ["#b0603a", "#d9a441", "#6a4f7d"],
    },
    seoKeywords: ["Yeruham artist", "Negev mixed media", "sand collage", "community art"],
  },
];

const open = (opens: string, closes: string): HoursInterval[] => [{ opens, closes }];

/** A week from day ranges, Sunday 0: ["0-4", …] is Sunday to Thursday; a later entry overrides an earlier one. */
function week(...days: [range: string, intervals: HoursInterval[]][]): OpeningHours["week"] {
  const result: HoursInterval[][] = [[], [], [], [], [], [], []];
  for (const [range, intervals] of days) {
    const [from, to = from] = range.split("-").map(Number);
    for (let day = from!; day <= to!; day++) result[day] = intervals;
  }
  return result;
}

export const sampleGalleries: SampleGallery[] = [
  // 0
  {
    name: "Beit Tchelet Gallery",
    street: "Rothschild Boulevard 54",
    city: "Tel Aviv-Yafo",
    latitude: 32.0643,
    longitude: 34.7736,
    hours: "Sun–Thu 10:00–19:00, Fri 10:00–14:00",
    openingHours: weeklyHours(week(["0-4", open("10:00", "19:00")], ["5", open("10:00", "14:00")])),
    description:
      "A bright white-cube space in a restored Bauhaus building on the boulevard. Beit Tchelet shows contemporary painting and works on paper by emerging and mid-career Israeli artists, with a new exhibition every six weeks. Friday mornings bring artist talks in English and Hebrew.",
    website: "https://example.com/galleries/beit-tchelet",
    instagram: "https://www.instagram.com/omanut_sample_beit_tchelet",
    facebook: "https://www.facebook.com/omanut.sample.beittchelet",
    featured: true,
    palette: {
      background: "#f2f4f7",
      colors: ["#2d5b8a", "#e3b04b", "#9bb7c9"],
    },
    imageCount: 4,
    visit: {
      phone: "03-555-0154",
      email: "hello@beit-tchelet.example.com",
      whatsapp: "054-555-0154",
      admission: "free",
      isStepFree: true,
      accessibilityNote: "Level entrance from the boulevard; a lift to the upper floor.",
      accessibilityNoteHe: "כניסה מפולסת מהשדרה; מעלית לקומה העליונה.",
    },
  },
  // 1
  {
    name: "Namal Light Studio",
    street: "Yefet Street 31",
    city: "Tel Aviv-Yafo",
    latitude: 32.0527,
    longitude: 34.7548,
    hours: "Mon–Thu 11:00–20:00, Fri 10:00–15:00, Sat 11:00–17:00",
    openingHours: weeklyHours(
      week(["1-4", open("11:00", "20:00")], ["5", open("10:00", "15:00")], ["6", open("11:00", "17:00")]),
      {
        holidays: { policy: "open", intervals: open("11:00", "17:00") },
      },
    ),
    description:
      "An old Jaffa stone warehouse turned into a studio and project space for photography and digital art. The arched ceilings and sea light make it a favourite stop on walks through the flea market.",
    website: "https://example.com/galleries/namal-light",
    instagram: "https://www.instagram.com/omanut_sample_namal_light",
    twitter: "https://x.com/omanut_sample_namal",
    featured: false,
    palette: {
      background: "#ece6dc",
      colors: ["#c1693c", "#35606f", "#e8c48a"],
    },
    imageCount: 3,
    visit: {
      phone: "+972 3-555-0231",
      email: "studio@namal-light.example.com",
      admission: { price: "₪25, students and seniors ₪15", priceHe: "25 ₪, סטודנטים ואזרחים ותיקים 15 ₪" },
      isStepFree: false,
      accessibilityNote: "Three steps at the door of the old stone building; staff bring a ramp on request.",
      accessibilityNoteHe: "שלוש מדרגות בפתח בניין האבן הישן; הצוות מביא רמפה לפי בקשה.",
    },
  },
  // 2
  {
    name: "Even Zahav Gallery",
    street: "Shivtei Israel Street 5",
    city: "Jerusalem",
    latitude: 31.7683,
    longitude: 35.2137,
    hours: "Sun–Thu 10:00–18:00, Fri 09:30–13:00",
    openingHours: weeklyHours(week(["0-4", open("10:00", "18:00")], ["5", open("09:30", "13:00")])),
    description:
      "Set in a Jerusalem stone house near the old city walls, Even Zahav focuses on printmaking, papercuts and contemporary Judaica. The courtyard hosts open print days during the holidays. Staff are happy to explain techniques to visitors from abroad.",
    website: "https://example.com/galleries/even-zahav",
    facebook: "https://www.facebook.com/omanut.sample.evenzahav",
    featured: true,
    palette: {
      background: "#f3ead9",
      colors: ["#b08d57", "#5b4a3a", "#7a9a8c"],
    },
    imageCount: 4,
    visit: {
      phone: "02-555-0317",
      email: "info@even-zahav.example.com",
      whatsapp: "052-555-0317",
      admission: "free",
      isStepFree: true,
    },
  },
  // 3
  {
    name: "Carmel Ridge Art House",
    street: "Ben Gurion Boulevard 22",
    city: "Haifa",
    latitude: 32.794,
    longitude: 34.9896,
    hours: "Sun–Thu 10:00–19:00, Fri 10:00–14:00, Sat 11:00–15:00",
    openingHours: weeklyHours(
      week(["0-4", open("10:00", "19:00")], ["5", open("10:00", "14:00")], ["6", open("11:00", "15:00")]),
    ),
    description:
      "A two-floor gallery in the German Colony, looking up the terraces towards the Carmel. It presents Jewish and Arab artists side by side, with a strong programme of landscape, sculpture and mixed media. The rooftop has one of the best views of the bay.",
    website: "https://example.com/galleries/carmel-ridge",
    instagram: "https://www.instagram.com/omanut_sample_carmel_ridge",
    facebook: "https://www.facebook.com/omanut.sample.carmelridge",
    featured: true,
    palette: {
      background: "#e7ece6",
      colors: ["#3f6b5a", "#c98a4b", "#2f4f6f"],
    },
    imageCount: 3,
    visit: {
      phone: "04-555-0488",
      email: "visit@carmel-ridge.example.com",
      admission: { price: "₪20", priceHe: "20 ₪" },
      isStepFree: true,
      accessibilityNote: "Parking for disabled visitors beside the entrance.",
      accessibilityNoteHe: "חניית נכים ליד הכניסה.",
    },
  },
  // 4
  {
    name: "Olive Press Gallery",
    street: "Paulus VI Street 40",
    city: "Nazareth",
    latitude: 32.6996,
    longitude: 35.3035,
    hours: "Mon–Sat 10:00–18:00",
    openingHours: weeklyHours(week(["1-6", open("10:00", "18:00")]), {
      eves: { policy: "custom", intervals: open("10:00", "13:00") },
    }),
    description:
      "A small gallery in a former olive press, with thick walls and a cool vaulted room. It shows photography and ceramics from the Galilee and runs evening screenings in summer.",
    instagram: "https://www.instagram.com/omanut_sample_olive_press",
    featured: false,
    palette: {
      background: "#ebe5d8",
      colors: ["#6b7f3a", "#8a5a3b", "#d1b57a"],
    },
    imageCount: 2,
    visit: {
      phone: "04-555-0520",
      whatsapp: "050-555-0520",
      admission: "free",
      isStepFree: false,
      accessibilityNote: "The courtyard is reached by stone steps.",
      accessibilityNoteHe: "לחצר מגיעים במדרגות אבן.",
    },
  },
  // 5
  {
    name: "Negev Horizon Gallery",
    street: "Smilansky Street 14",
    city: "Be'er Sheva",
    latitude: 31.252,
    longitude: 34.7915,
    hours: "Sun–Thu 09:00–17:00",
    openingHours: weeklyHours(week(["0-4", open("09:00", "17:00")]), {
      cholHamoed: { policy: "custom", intervals: open("10:00", "14:00") },
    }),
    description:
      "On a quiet street of the Old City of Be'er Sheva, Negev Horizon champions artists who live and work in the south. Expect desert landscapes, etchings and new figurative painting. The gallery also runs a residency for young artists from the region.",
    website: "https://example.com/galleries/negev-horizon",
    facebook: "https://www.facebook.com/omanut.sample.negevhorizon",
    twitter: "https://x.com/omanut_sample_negev",
    featured: true,
    palette: {
      background: "#f4e9d8",
      colors: ["#c7773a", "#8c5a3c", "#e2b768"],
    },
    imageCount: 3,
    visit: {
      phone: "08-555-0655",
      email: "gallery@negev-horizon.example.com",
      admission: "free",
      isStepFree: true,
      accessibilityNote: "Step-free throughout, with an accessible toilet.",
      accessibilityNoteHe: "ללא מדרגות בכל המבנה, עם שירותי נכים.",
    },
  },
  // 6
  {
    name: "Sea Wall Studio",
    street: "Weizmann Street 9",
    city: "Akko",
    latitude: 32.9281,
    longitude: 35.0818,
    hours: "Sun–Fri 10:00–17:00",
    openingHours: weeklyHours(week(["0-5", open("10:00", "17:00")])),
    description:
      "A studio gallery inside the old city of Akko, a few steps from the sea wall. Artists work on site, so visitors can watch ceramics being made and talk with the makers. The building's domed ceilings keep it cool even in August.",
    instagram: "https://www.instagram.com/omanut_sample_sea_wall",
    featured: false,
    palette: {
      background: "#e9e6df",
      colors: ["#3a6f86", "#b8895a", "#6f6a5e"],
    },
    imageCount: 2,
    visit: {
      whatsapp: "+972 53-555-0766",
      admission: { price: "₪15", priceHe: "15 ₪" },
    },
  },
  // 7
  {
    name: "Red Sea Light Gallery",
    street: "HaTmarim Boulevard 7",
    city: "Eilat",
    latitude: 29.5577,
    longitude: 34.9519,
    hours: "Sun–Wed 17:00–22:00, Thu 17:00–01:00, Fri 10:00–14:00, Sat 18:00–22:00",
    openingHours: weeklyHours(
      week(
        ["0-3", open("17:00", "22:00")],
        ["4", open("17:00", "01:00")],
        ["5", open("10:00", "14:00")],
        ["6", open("18:00", "22:00")],
      ),
    ),
    description:
      "Open in the evenings when the heat breaks, this gallery shows photography and digital art inspired by the desert mountains and the coral reef. It is a popular stop for visitors before dinner.",
    website: "https://example.com/galleries/red-sea-light",
    featured: false,
    palette: {
      background: "#f6ece2",
      colors: ["#d0573a", "#2a8c9c", "#e8b04a"],
    },
    imageCount: 2,
    visit: {
      phone: "08-555-0877",
      email: "hello@red-sea-light.example.com",
      admission: "free",
      isStepFree: true,
    },
  },
  // 8
  {
    name: "Galil Heights Gallery",
    street: "HaHalutzim Street 11",
    city: "Rosh Pina",
    latitude: 32.969,
    longitude: 35.542,
    hours: "Fri 10:00–15:00, Sat 10:00–17:00, other days by appointment",
    openingHours: weeklyHours(week(["5", open("10:00", "15:00")], ["6", open("10:00", "17:00")]), {
      byAppointment: true,
    }),
    description:
      "A stone house on the historic lane of Rosh Pina, with views to the Hula Valley and Mount Hermon. The gallery is run by a collective of northern artists and rotates painting, sculpture and ceramics each season. Weekend visitors can combine it with a walk through the restored old village.",
    facebook: "https://www.facebook.com/omanut.sample.galilheights",
    instagram: "https://www.instagram.com/omanut_sample_galil_heights",
    featured: false,
    palette: {
      background: "#eef0e6",
      colors: ["#4f6d3a", "#a36b3f", "#7f97b0"],
    },
    imageCount: 3,
    visit: {
      phone: "04-555-0988",
      email: "studio@galil-heights.example.com",
      whatsapp: "054-555-0988",
      admission: { price: "₪30, free for children", priceHe: "30 ₪, ילדים בחינם" },
      isStepFree: false,
      accessibilityNote: "A gravel path and two steps lead to the door.",
      accessibilityNoteHe: "שביל חצץ ושתי מדרגות מובילים לדלת.",
    },
  },
];

export const sampleArtworks: SampleArtwork[] = [
  // Noa Ben-Ami (0): 5
  {
    title: "Jezreel in August",
    year: 2019,
    description:
      "Ochre and green washes laid over one another until the canvas seems to shimmer like a field in the heat.",
    artist: 0,
    gallery: 0,
    composition: "blocks",
  },
  {
    title: "Untitled (Sea)",
    year: 2021,
    description: "A quiet study in blue and sand, painted after a winter storm on the Tel Aviv coast.",
    artist: 0,
    gallery: 0,
    composition: "waves",
  },
  {
    title: "First Rain",
    year: 2023,
    description:
      "Soft grey circles drift over a warm ground, recalling the smell of dust after the first rain of autumn.",
    artist: 0,
    gallery: 0,
    composition: "circles",
  },
  {
    title: "Kibbutz Dining Hall, Evening",
    year: 2016,
    artist: 0,
    gallery: 3,
    composition: "stripes",
  },
  {
    title: "Field Notes No. 7",
    year: 2025,
    description: "Part of an ongoing series of small abstract panels made each month in the same valley.",
    artist: 0,
    composition: "grid",
  },
  // Yusuf Haddad-Rizk (1): 4
  {
    title: "Carmel Descending to the Sea",
    year: 2018,
    description:
      "Pine-green slopes fall in layers towards a strip of bright water, with scraps of an old survey map collaged into the hills.",
    artist: 1,
    gallery: 3,
    composition: "horizon",
  },
  {
    title: "Wadi Nisnas Windows",
    year: 2020,
    description: "Arched windows of the old Haifa neighbourhood, rebuilt from fabric and paint.",
    artist: 1,
    gallery: 3,
    composition: "arches",
  },
  {
    title: "Harbour Cranes at Dusk",
    year: 2022,
    description: "The port seen from the slopes at sunset, cut into bands of rust and blue.",
    artist: 1,
    gallery: 0,
    composition: "stripes",
  },
  {
    title: "Map of a Grandfather's Road",
    year: 1998,
    artist: 1,
    composition: "grid",
  },
  // Selamawit Gebre (2): 4
  {
    title: "Market Morning, Mahane Yehuda",
    year: 2017,
    description:
      "Women with baskets and a vendor's raised hand, carved in a single block and printed in black and red.",
    artist: 2,
    gallery: 2,
    composition: "blocks",
  },
  {
    title: "Wedding Dance",
    year: 2019,
    description: "A circle of dancers at a family wedding, the rhythm carried by repeating curves.",
    artist: 2,
    gallery: 2,
    composition: "circles",
  },
  {
    title: "Central Bus Station",
    year: 2021,
    description: "Travellers waiting for the last bus south, printed in three colours on handmade paper.",
    artist: 2,
    gallery: 5,
    composition: "grid",
  },
  {
    title: "Sigd on the Promenade",
    year: 2024,
    description:
      "The pilgrimage day seen from the Armon HaNatziv promenade, white shawls against the hills of Jerusalem.",
    artist: 2,
    gallery: 2,
    composition: "horizon",
  },
  // Wael Kheir-Eddin (3): 3
  {
    title: "Millstone",
    year: 2008,
    description: "A round basalt form with a hollow centre, polished on one face and left rough on the other.",
    artist: 3,
    gallery: 3,
    composition: "circles",
  },
  {
    title: "Threshold",
    year: 2014,
    description: "Limestone worn smooth by imagined footsteps, a meditation on entering and leaving home.",
    artist: 3,
    gallery: 8,
    composition: "arches",
  },
  {
    title: "Olive Press Fragment",
    year: 2011,
    artist: 3,
    gallery: 4,
    composition: "blocks",
  },
  // Lev Davidovsky (4): 3
  {
    title: "Acacia, Late Afternoon",
    year: 1996,
    description:
      "A lone acacia in a dry riverbed, etched with fine cross-hatching that turns gold in the evening light.",
    artist: 4,
    gallery: 5,
    composition: "horizon",
  },
  {
    title: "Ramon Crater, Winter",
    year: 2005,
    description: "The great crater under a cold sky, its layered walls drawn line by line.",
    artist: 4,
    gallery: 5,
    composition: "stripes",
  },
  {
    title: "Old City of Be'er Sheva",
    year: 1992,
    artist: 4,
    gallery: 5,
    composition: "arches",
  },
  // Shira Elmaleh (5): 3
  {
    title: "Seder Plate in Cobalt",
    year: 2022,
    description: "A wheel-thrown seder plate with six wells, glazed in cobalt and turquoise tile patterns.",
    artist: 5,
    gallery: 2,
    composition: "circles",
  },
  {
    title: "Shabbat Candlesticks, Pair",
    year: 2023,
    description: "Two tall candlesticks with a crackled white glaze and hand-painted blue borders.",
    artist: 5,
    gallery: 2,
    composition: "arches",
  },
  {
    title: "Grandmother's Tiles",
    year: 2020,
    description: "A wall piece of thirty small tiles, each painted with a different pattern remembered from Fez.",
    artist: 5,
    composition: "grid",
  },
  // Rana Khoury-Saba (6): 4
  {
    title: "Shopfront, Old Market",
    year: 2012,
    description: "A spice seller's shutters half open in the early morning, shot on medium-format film.",
    artist: 6,
    gallery: 4,
    composition: "blocks",
  },
  {
    title: "Galilee Rooftops",
    year: 2015,
    description: "Water tanks, satellite dishes and laundry lines across the rooftops of Nazareth at noon.",
    artist: 6,
    gallery: 4,
    composition: "grid",
  },
  {
    title: "Evening Light on the Basilica Steps",
    year: 2019,
    description: "Long shadows on worn steps as the city quiets down for the evening.",
    artist: 6,
    gallery: 1,
    composition: "arches",
  },
  {
    title: "Neighbours, Twenty Years Later",
    year: 2024,
    description: "A family photographed in the same doorway in 2004 and again two decades later.",
    artist: 6,
    gallery: 4,
    composition: "stripes",
  },
  // Eitan Mizrahi-Gold (7): 3
  {
    title: "Florentin Cat Parliament",
    year: 2018,
    description: "Twelve stray cats hold a meeting on a wall of garage doors, stencilled in orange and blue.",
    artist: 7,
    gallery: 1,
    composition: "grid",
  },
  {
    title: "The Fisherman of Jaffa Port",
    year: 2021,
    artist: 7,
    gallery: 1,
    composition: "waves",
  },
  {
    title: "Line 5 at Rush Hour",
    year: 2025,
    description: "Commuters squeezed into a bus, painted on a salvaged wooden door.",
    artist: 7,
    composition: "stripes",
  },
  // Katya Zilberstein (8): 4
  {
    title: "Wind over Jaffa, 14 March",
    year: 2020,
    description: "A full day of wind recordings translated into drifting bands of colour.",
    artist: 8,
    gallery: 1,
    composition: "waves",
  },
  {
    title: "Traffic Symphony, Ayalon",
    year: 2022,
    description: "Headlights and horns on the city highway, rendered as pulsing circles of light.",
    artist: 8,
    gallery: 1,
    composition: "circles",
  },
  {
    title: "Khamsin",
    year: 2024,
    description: "A hot desert wind as a field of burning yellow and coral, generated from dust sensor data.",
    artist: 8,
    gallery: 7,
    composition: "stripes",
  },
  {
    title: "Tiles for a Future Jerusalem",
    year: 2026,
    artist: 8,
    gallery: 0,
    composition: "grid",
  },
  // Dawit Alemu-Baruch (9): 3
  {
    title: "Portrait of My Uncle with Radio",
    year: 2017,
    description: "A seated man holds a transistor radio, calm against a flat field of yellow.",
    artist: 9,
    gallery: 5,
    composition: "blocks",
  },
  {
    title: "Sisters in Kiryat Gat",
    year: 2021,
    description: "Two sisters in white dresses on the steps of their building, painted life size.",
    artist: 9,
    gallery: 0,
    composition: "arches",
  },
  {
    title: "Basket of Memory",
    year: 2020,
    artist: 9,
    description: "A woven basket from Gondar rests on a kitchen table in a southern Israeli town.",
    composition: "circles",
  },
  // Amal Daher-Salman (10): 2
  {
    title: "Vessel with Ash Rain",
    year: 2019,
    description: "A tall coiled vessel whose shoulders caught the falling ash of a three-day firing.",
    artist: 10,
    gallery: 6,
    composition: "circles",
  },
  {
    title: "Harbour Stones",
    year: 2023,
    description: "A group of seven rounded clay forms arranged like stones at the foot of the sea wall.",
    artist: 10,
    gallery: 6,
    composition: "waves",
  },
  // Gideon Harel-Stern (11): 2
  {
    title: "Ketubah with the Jerusalem Skyline",
    year: 2009,
    description: "A hand-cut marriage contract framed by domes, cypress trees and the walls of the city.",
    artist: 11,
    gallery: 2,
    composition: "arches",
  },
  {
    title: "Seven Species Papercut",
    year: 1998,
    description: "Wheat, barley, grapes, figs, pomegranates, olives and dates woven into one symmetrical sheet.",
    artist: 11,
    gallery: 8,
    composition: "grid",
  },
  // Hadas Weinreb (12): 2
  {
    title: "Untitled (Sea)",
    year: 2014,
    description: "Painted on the cliffs of Rosh HaNikra on a grey February morning.",
    artist: 12,
    gallery: 8,
    composition: "horizon",
  },
  {
    title: "Achziv, Late Summer",
    year: 1987,
    description: "The first of many sea studies: a band of turquoise, a band of sand, and a white sky.",
    artist: 12,
    gallery: 3,
    composition: "waves",
  },
  // Misha Korenblit (13): 2
  {
    title: "Dizengoff Square After Midnight",
    year: 2016,
    description: "The square's fountain and neon signs stretched into a spiral of violet light.",
    artist: 13,
    gallery: 7,
    composition: "circles",
  },
  {
    title: "Bus Stop on the Way to Eilat",
    year: 2025,
    artist: 13,
    gallery: 7,
    composition: "horizon",
  },
  // Liora Shabtai-Dahan (14): 2
  {
    title: "Sands of the Big Crater",
    year: 2022,
    description:
      "Seven shades of sand, from violet to mustard yellow, gathered on seven visits to the crater and glued in bands onto an old wooden board. Scraps of newspaper from the week each shade was gathered peek out between the layers.",
    artist: 14,
    gallery: 5,
    composition: "horizon",
  },
  {
    title: "The Neighbours' Dresses",
    year: 2024,
    description:
      "A large collage of fabric from dresses the women of the neighbourhood gave her, sewn onto a painted map of Yeruham: each piece of cloth where the woman who wore it lives.",
    artist: 14,
    gallery: 5,
    composition: "waves",
  },
];

export const sampleReviews: SampleReview[] = [
  // Approved
  {
    gallery: 0,
    name: "Emma L.",
    content:
      "A calm, beautifully lit space right on the boulevard. The staff spent twenty minutes telling us about the painters, in perfect English.",
    rating: 5,
    status: "approved",
    isAdminReview: false,
    daysAgo: 12,
  },
  {
    gallery: 0,
    name: "Yarden S.",
    content:
      "One of our favourite places to start a gallery walk in Tel Aviv. Check the Friday talks schedule before you go.",
    rating: 5,
    status: "approved",
    isAdminReview: true,
    daysAgo: 40,
  },
  {
    gallery: 0,
    name: "Kenji T.",
    content: "Interesting exhibition, though quite small. Worth a visit if you are already walking on Rothschild.",
    rating: 3,
    status: "approved",
    isAdminReview: false,
    daysAgo: 95,
  },
  {
    gallery: 1,
    name: "Lucia M.",
    content:
      "The old arched warehouse is stunning and the photography show was excellent. Go late in the afternoon for the light.",
    rating: 5,
    status: "approved",
    isAdminReview: false,
    daysAgo: 7,
  },
  {
    gallery: 1,
    name: "Tom B.",
    content: "Great digital art, but it was closed when we came on a Sunday morning. Check the hours.",
    rating: 3,
    status: "approved",
    isAdminReview: false,
    daysAgo: 210,
  },
  {
    gallery: 2,
    name: "Ingrid S.",
    content:
      "I bought a small papercut here and they wrapped it carefully for the flight home. The courtyard is lovely and very quiet.",
    rating: 5,
    status: "approved",
    isAdminReview: false,
    daysAgo: 33,
  },
  {
    gallery: 2,
    name: "Michal A.",
    content: "A perfect introduction to printmaking and contemporary Judaica, a short walk from the old city.",
    rating: 4,
    status: "approved",
    isAdminReview: true,
    daysAgo: 150,
  },
  {
    gallery: 3,
    name: "Pierre D.",
    content: "Very good landscape show, and the view from the roof over the bay is worth the visit on its own.",
    rating: 4,
    status: "approved",
    isAdminReview: false,
    daysAgo: 58,
  },
  {
    gallery: 3,
    name: "Aisha K.",
    content:
      "Thoughtful curation with artists from very different backgrounds. The sculptures on the ground floor stayed with me.",
    rating: 5,
    status: "approved",
    isAdminReview: false,
    daysAgo: 120,
  },
  {
    gallery: 4,
    name: "Marco R.",
    content: "Small but charming, in a cool vaulted room. A nice break from the crowds in the old city.",
    rating: 4,
    status: "approved",
    isAdminReview: false,
    daysAgo: 21,
  },
  {
    gallery: 5,
    name: "Sarah J.",
    content: "Unexpected and wonderful. The etchings of the desert were the highlight of our trip to the south.",
    rating: 5,
    status: "approved",
    isAdminReview: false,
    daysAgo: 66,
  },
  {
    gallery: 6,
    name: "Yarden S.",
    content: "You can watch the ceramicists at work and ask them questions. Combine it with a walk along the sea wall.",
    rating: 4,
    status: "approved",
    isAdminReview: true,
    daysAgo: 180,
  },
  {
    gallery: 7,
    name: "Olga P.",
    content: "Nice photographs of the reef, but the space is small and it was a bit crowded in the evening.",
    rating: 3,
    status: "approved",
    isAdminReview: false,
    daysAgo: 300,
  },
  {
    gallery: 8,
    name: "David W.",
    content: "A lovely stone house with a view of the Hermon. The collective members were friendly and relaxed.",
    rating: 4,
    status: "approved",
    isAdminReview: false,
    daysAgo: 45,
  },
  // Pending
  {
    gallery: 0,
    name: "Hannah G.",
    content: "We came for the new painting exhibition and were not disappointed. Bright, spacious and free to enter.",
    rating: 5,
    status: "pending",
    isAdminReview: false,
    daysAgo: 1,
  },
  {
    gallery: 1,
    name: "Rafael C.",
    content: "The building is beautiful but the signage outside is hard to find from the flea market side.",
    rating: 3,
    status: "pending",
    isAdminReview: false,
    daysAgo: 2,
  },
  {
    gallery: 3,
    name: "Mei-Ling H.",
    content: "Good exhibition, a little hard to reach by public transport from the centre.",
    rating: 3,
    status: "pending",
    isAdminReview: false,
    daysAgo: 4,
  },
  {
    gallery: 4,
    name: "Jonas E.",
    content: "The photography show about the market was moving. I wish there had been a catalogue to take home.",
    rating: 4,
    status: "pending",
    isAdminReview: false,
    daysAgo: 3,
  },
  {
    gallery: 5,
    name: "Fatima B.",
    content: "Friendly staff and a strong selection of young artists from the Negev.",
    rating: 4,
    status: "pending",
    isAdminReview: false,
    daysAgo: 6,
  },
  {
    gallery: 7,
    name: "Liam O.",
    content: "Opened late as promised, which was perfect after a day at the beach. Prices are on the high side.",
    rating: 3,
    status: "pending",
    isAdminReview: false,
    daysAgo: 9,
  },
  {
    gallery: 8,
    name: "Chiara F.",
    content: "Only open at weekends, so plan ahead. The ceramics room was the best part.",
    rating: 4,
    status: "pending",
    isAdminReview: false,
    daysAgo: 14,
  },
  // Rejected
  {
    gallery: 2,
    name: "Max K.",
    content: "Buy cheap souvenirs at my shop instead, link in my profile!!!",
    rating: 2,
    status: "rejected",
    isAdminReview: false,
    daysAgo: 75,
  },
  {
    gallery: 6,
    name: "Anna V.",
    content: "Did not visit, just passing by. Parking nearby is terrible.",
    rating: 2,
    status: "rejected",
    isAdminReview: false,
    daysAgo: 260,
  },
  {
    gallery: 7,
    name: "Brian N.",
    content: "Test review please ignore.",
    rating: 2,
    status: "rejected",
    isAdminReview: false,
    daysAgo: 400,
  },
];
