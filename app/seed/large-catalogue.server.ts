import { mulberry32 } from "#app/lib/random.ts";
import { slugify } from "#app/lib/slug.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { storeImage } from "#app/models/media.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { insertArtworkBatch } from "#app/models/artworks.server.ts";
import { rebuildSearchIndex } from "#app/models/search-index.server.ts";
import { sampleArtists, sampleGalleries, type Composition } from "./catalogue-data.ts";
import { styleNamesHeOf } from "./catalogue-data-he.ts";
import { generateSampleImage } from "./generate-image.server.ts";

export interface LargeCatalogueOptions {
  artworks: number;
  artists: number;
  galleries: number;
  dataDir: string;
  onProgress?: (line: string) => void;
}

const FIRST = [
  "Maya",
  "Omer",
  "Lior",
  "Noa",
  "Amir",
  "Tamar",
  "Yossi",
  "Rana",
  "Dalia",
  "Eitan",
  "Shira",
  "Karim",
  "Hila",
  "Ido",
  "Mira",
  "Samir",
];
const LAST = [
  "Cohen",
  "Levi",
  "Mizrahi",
  "Haddad",
  "Peretz",
  "Biton",
  "Azoulay",
  "Khoury",
  "Friedman",
  "Gabay",
  "Nasser",
  "Rosen",
];
const ADJECTIVES = [
  "Quiet",
  "Golden",
  "Blue",
  "Distant",
  "Salt",
  "Morning",
  "Red",
  "Hidden",
  "Last",
  "Northern",
  "Open",
  "Still",
];
const NOUNS = [
  "Harbour",
  "Desert",
  "Orchard",
  "Window",
  "Courtyard",
  "Wall",
  "Sea",
  "Hills",
  "Market",
  "Garden",
  "Road",
  "Light",
];
// The Hebrew of ADJECTIVES and NOUNS, index for index: the catalogue is searched in both languages.
const ADJECTIVES_HE = [
  "שקט",
  "זהוב",
  "כחול",
  "רחוק",
  "מלוח",
  "של בוקר",
  "אדום",
  "נסתר",
  "אחרון",
  "צפוני",
  "פתוח",
  "דומם",
];
const NOUNS_HE = ["נמל", "מדבר", "פרדס", "חלון", "חצר", "חומה", "ים", "גבעות", "שוק", "גן", "דרך", "אור"];
const CITIES = ["Tel Aviv-Yafo", "Jerusalem", "Haifa", "Be'er Sheva", "Nazareth", "Eilat", "Akko"];
const COMPOSITIONS: Composition[] = ["circles", "stripes", "blocks", "waves", "horizon", "grid", "arches"];
const BATCH = 500;
const YEAR = 365 * 24 * 60 * 60 * 1000;

const cover = (image: { url: string; imageId: string }) => ({ imageUrl: image.url, imageId: image.imageId });

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!;
}

/**
 * Adds a large catalogue for benchmarks: artists and galleries through the domain module, artworks
 * in multi-row batches (one transaction each), all sharing a small pool of generated images.
 */
export async function seedLargeCatalogue(options: LargeCatalogueOptions): Promise<void> {
  const log = options.onProgress ?? (() => {});
  const next = mulberry32(42);
  const now = Date.now();

  const images: { url: string; imageId: string }[] = [];
  for (let i = 0; i < 24; i++) {
    const palette = sampleArtists[i % sampleArtists.length]!.palette;
    const image = await generateSampleImage({
      seed: 10_000 + i,
      palette,
      composition: COMPOSITIONS[i % COMPOSITIONS.length]!,
      width: 1200,
      height: 900,
    });
    // The benchmark measures pages, not images: sizes are made on request.
    const stored = await storeImage(image.data, { prepareVariants: false });
    images.push({ url: mediaImageUrl(stored.id), imageId: stored.id });
  }
  log(`Generated ${images.length} shared images.`);

  const galleryIds: string[] = [];
  for (let i = 0; i < options.galleries; i++) {
    const template = sampleGalleries[i % sampleGalleries.length]!;
    const gallery = await createGallery(
      {
        name: `${pick(ADJECTIVES, next)} ${pick(NOUNS, next)} Gallery`,
        street: template.street,
        city: pick(CITIES, next),
        latitude: template.latitude,
        longitude: template.longitude,
        description: template.description,
        hours: template.hours,
        openingHours: template.openingHours,
        ...cover(pick(images, next)),
        galleryImages: [pick(images, next), pick(images, next)],
        isFeatured: i < 6,
      },
      { now: now - Math.floor(next() * 5 * YEAR) },
    );
    galleryIds.push(gallery.id);
  }
  log(`Created ${galleryIds.length} galleries.`);

  const artistIds: string[] = [];
  for (let i = 0; i < options.artists; i++) {
    const template = sampleArtists[i % sampleArtists.length]!;
    const artist = await createArtist(
      {
        name: `${pick(FIRST, next)} ${pick(LAST, next)}`,
        bio: template.bio,
        ...cover(pick(images, next)),
        styles: template.styles,
        stylesHe: styleNamesHeOf(template.styles),
        isFeatured: i < 6,
      },
      { now: now - Math.floor(next() * 5 * YEAR) },
    );
    artistIds.push(artist.id);
  }
  log(`Created ${artistIds.length} artists.`);

  const started = Date.now();
  for (let done = 0; done < options.artworks; done += BATCH) {
    const size = Math.min(BATCH, options.artworks - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const adjective = Math.floor(next() * ADJECTIVES.length);
      const noun = Math.floor(next() * NOUNS.length);
      const title = `${ADJECTIVES[adjective]} ${NOUNS[noun]} No. ${done + i + 1}`;
      const createdAt = now - Math.floor(next() * 5 * YEAR);
      const image = pick(images, next);
      return {
        slug: slugify(title),
        title,
        title_he: `${NOUNS_HE[noun]} ${ADJECTIVES_HE[adjective]} מס׳ ${done + i + 1}`,
        image_url: image.url,
        image_id: image.imageId,
        year: 1980 + Math.floor(next() * 46),
        description: "A study from the benchmark catalogue.",
        description_he: "מחקר מקטלוג המדידה.",
        artist_id: pick(artistIds, next),
        gallery_id: galleryIds.length > 0 && next() < 0.7 ? pick(galleryIds, next) : null,
        ...largeCatalogueFacts(next),
        user_id: null,
        created_at: createdAt,
        updated_at: createdAt,
        availability_confirmed_at: createdAt,
      };
    });
    await insertArtworkBatch(rows);
    if ((done / BATCH) % 20 === 0) log(`  ${done + size} artworks…`);
  }
  log(`Created ${options.artworks} artworks in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  // The batches bypass the artworks' own writes, and with them the search index.
  const indexing = Date.now();
  const indexed = await rebuildSearchIndex();
  log(`Indexed ${indexed} records for search in ${((Date.now() - indexing) / 1000).toFixed(1)} s.`);
}

const LARGE_MEDIA = [
  "painting",
  "painting",
  "print",
  "photography",
  "drawing",
  "sculpture",
  "ceramics",
  "mixed-media",
  "digital",
  "textile",
] as const;
const LARGE_AVAILABILITY = [
  "for-sale",
  "for-sale",
  "for-sale",
  "for-sale",
  "for-sale",
  "sold",
  "sold",
  "on-hold",
  "not-for-sale",
] as const;

/** Facts spread like a real catalogue's: mostly for sale, sizes from a hand's breadth to a wall, prices by size. */
function largeCatalogueFacts(next: () => number) {
  const medium = pick(LARGE_MEDIA, next);
  const availability = pick(LARGE_AVAILABILITY, next);
  const height = 10 + Math.round(next() * 190);
  const width = 10 + Math.round(next() * 190);
  const isThreeDimensional = medium === "sculpture" || medium === "ceramics";
  const isEdition = medium === "print" || medium === "photography";
  const size = isEdition ? 5 + Math.floor(next() * 20) : null;
  // A tenth of the works for sale ask for the price on request.
  const hasPrice = (availability === "for-sale" || availability === "on-hold") && next() > 0.1;
  return {
    medium,
    materials: null,
    height_cm: height,
    width_cm: width,
    depth_cm: isThreeDimensional ? 5 + Math.round(next() * 60) : null,
    edition_kind: isEdition ? "edition" : "unique",
    edition_number: size === null ? null : 1 + Math.floor(next() * size),
    edition_size: size,
    is_framed: next() < 0.5 ? 1 : 0,
    is_signed: 1,
    has_certificate: next() < 0.7 ? 1 : null,
    availability,
    price_ils: hasPrice ? Math.round((500 + (height * width * next()) / 2) / 100) * 100 : null,
  };
}
