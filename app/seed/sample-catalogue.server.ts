import os from "node:os";
import { getAppMeta, hasCatalogueRecords, setAppMetaOnce } from "#app/models/app-meta.server.ts";
import { SAMPLE_CATALOGUE_MARKER, type SamplePartners } from "#app/models/sample-removal.server.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { storeImage } from "#app/models/media.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { sampleArtworkFacts } from "./catalogue-facts.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { approveReview, createAdminReview, createVisitorReview, rejectReview } from "#app/models/reviews.server.ts";
import {
  sampleArtists,
  sampleArtworks,
  sampleGalleries,
  type SampleGallery,
  sampleReviews,
  type Composition,
  type SamplePalette,
} from "./catalogue-data.ts";
import { generateSampleImage } from "./generate-image.server.ts";
import { createSamplePartners, samplePartnerRecordIndexes } from "./sample-partners.server.ts";
import { sampleArtistsHe, sampleArtworksHe, sampleGalleriesHe, styleNamesHeOf } from "./catalogue-data-he.ts";

interface StoredImage {
  url: string;
  imageId: string;
}
const DAY = 24 * 60 * 60 * 1000;

export interface LoadedSample {
  artists: number;
  artworks: number;
  galleries: number;
  reviews: number;
  partners: SamplePartners;
  /** The sample partners' password, in clear only here: to be shown once. */
  password: string;
}

/** A sample gallery's Hebrew texts (the catalogue writes no Hebrew SEO fields: the defaults apply). */
function hebrewGallery(index: number) {
  const gallery = sampleGalleriesHe[index]!;
  const visit = sampleGalleries[index]!.visit;
  const admissionPrice = typeof visit.admission === "object" ? visit.admission.priceHe : null;
  return {
    ...gallery,
    seoTitle: null,
    seoDescription: null,
    admissionPrice,
    accessibilityNote: visit.accessibilityNoteHe ?? null,
  };
}

/** A sample gallery's contact, admission and accessibility as the galleries model takes them. */
function visitFacts({ visit }: SampleGallery) {
  return {
    contact: { phone: visit.phone ?? null, email: visit.email ?? null, whatsapp: visit.whatsapp ?? null },
    admission:
      visit.admission === undefined
        ? null
        : visit.admission === "free"
          ? { isFree: true as const }
          : { isFree: false as const, price: visit.admission.price },
    accessibility: { isStepFree: visit.isStepFree ?? null, note: visit.accessibilityNote ?? null },
  };
}

/** True when the sample catalogue was loaded once already or the catalogue has content of its own. */
async function hasCatalogue(): Promise<boolean> {
  return (await getAppMeta(SAMPLE_CATALOGUE_MARKER)) !== null || (await hasCatalogueRecords());
}

/**
 * Loads the sample catalogue (fictional artists, artworks, galleries and reviews with locally
 * generated images) into an empty database, once: a marker keeps it from coming back after the
 * administrator deletes it. Every record is dated before the marker's moment, which is how
 * removeSampleCatalogue tells them from the operator's. Two partner accounts keep one sample gallery
 * and one sample artist. Returns what was loaded, or null when nothing was.
 */
export async function loadSampleCatalogueIfEmpty(options: {
  dataDir: string;
  now?: number;
  /** False leaves every image size to be made on its first request (tests). */
  prepareVariants?: boolean;
}): Promise<LoadedSample | null> {
  if (await hasCatalogue()) return null;
  const now = options.now ?? Date.now();
  // Image jobs are queued first and rendered a few at a time: sharp renders each on its own thread.
  let seed = 1;
  const jobs: Promise<StoredImage>[] = [];
  const pending: (() => Promise<void>)[] = [];
  const image = (palette: SamplePalette, composition: Composition, width: number, height: number) => {
    const jobSeed = seed++;
    const job = new Promise<StoredImage>((resolve, reject) => {
      pending.push(async () => {
        try {
          const generated = await generateSampleImage({ seed: jobSeed, palette, composition, width, height });
          // Through the upload pipeline, so the sample site serves variants like any upload.
          const stored = await storeImage(generated.data, { now, prepareVariants: options.prepareVariants });
          resolve({ url: mediaImageUrl(stored.id), imageId: stored.id });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    // Awaited later, all together; until then a failure must not count as unhandled.
    job.catch(() => {});
    jobs.push(job);
    return job;
  };
  const renderAll = async () => {
    const workers = Array.from({ length: Math.max(2, Math.min(4, os.availableParallelism())) }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await next();
    });
    await Promise.all(workers);
  };

  const galleryImageUrls = sampleGalleries.map((sample) => ({
    cover: image(sample.palette, "arches", 1600, 1000),
    extra: Array.from({ length: sample.imageCount }, (_, i) =>
      image(sample.palette, (["grid", "blocks", "horizon", "circles"] as const)[i % 4]!, 1200, 900),
    ),
  }));
  const artistImageUrls = sampleArtists.map((sample) => image(sample.palette, "circles", 1000, 1250));
  const artworkImageUrls = sampleArtworks.map((sample, index) => {
    const palette = sampleArtists[sample.artist]?.palette ?? sampleArtists[0]!.palette;
    const isPortrait = index % 3 === 0;
    return image(palette, sample.composition, isPortrait ? 1200 : 1600, isPortrait ? 1500 : 1200);
  });
  await renderAll();
  await Promise.all(jobs);

  const galleryIds: string[] = [];
  for (const [index, sample] of sampleGalleries.entries()) {
    const cover = await galleryImageUrls[index]!.cover;
    const galleryImages = await Promise.all(galleryImageUrls[index]!.extra);
    const gallery = await createGallery(
      {
        name: sample.name,
        street: sample.street,
        city: sample.city,
        latitude: sample.latitude,
        longitude: sample.longitude,
        description: sample.description,
        hours: sample.hours,
        openingHours: sample.openingHours,
        he: hebrewGallery(index),
        ...visitFacts(sample),
        imageUrl: cover.url,
        imageId: cover.imageId,
        galleryImages,
        website: sample.website ?? null,
        isFeatured: sample.featured,
        socialMedia: {
          instagram: sample.instagram ?? null,
          facebook: sample.facebook ?? null,
          twitter: sample.twitter ?? null,
        },
      },
      // Spread creation times over the past months so "newest first" has a visible order.
      { now: now - (sampleGalleries.length - index) * 9 * DAY },
    );
    galleryIds.push(gallery.id);
  }

  const artistIds: string[] = [];
  for (const [index, sample] of sampleArtists.entries()) {
    const portrait = await artistImageUrls[index]!;
    const artist = await createArtist(
      {
        name: sample.name,
        bio: sample.bio,
        he: {
          name: sampleArtistsHe[index]!.name,
          bio: sampleArtistsHe[index]!.bio,
          seoTitle: null,
          seoDescription: null,
        },
        imageUrl: portrait.url,
        imageId: portrait.imageId,
        website: sample.website ?? null,
        styles: sample.styles,
        // The shared vocabulary: every sample style gets its Hebrew name.
        stylesHe: styleNamesHeOf(sample.styles),
        isFeatured: sample.featured,
        seo: { keywords: sample.seoKeywords },
        socialMedia: {
          instagram: sample.instagram ?? null,
          facebook: sample.facebook ?? null,
          twitter: sample.twitter ?? null,
        },
      },
      { now: now - (sampleArtists.length - index) * 7 * DAY },
    );
    artistIds.push(artist.id);
  }

  const artworkIds: string[] = [];
  for (const [index, sample] of sampleArtworks.entries()) {
    const artistId = artistIds[sample.artist];
    if (!artistId) throw new Error(`Sample artwork "${sample.title}" names a missing artist`);
    const picture = await artworkImageUrls[index]!;
    const artwork = await createArtwork(
      {
        title: sample.title,
        imageUrl: picture.url,
        imageId: picture.imageId,
        year: sample.year ?? null,
        description: sample.description ?? null,
        he: {
          title: sampleArtworksHe[index]!.title,
          description: sampleArtworksHe[index]!.description ?? null,
          materials: sampleArtworkFacts[index]!.materialsHe,
        },
        facts: sampleArtworkFacts[index]!,
        artistId,
        galleryId: sample.gallery === undefined ? null : (galleryIds[sample.gallery] ?? null),
      },
      { now: now - (sampleArtworks.length - index) * DAY },
    );
    artworkIds.push(artwork.id);
  }

  for (const sample of sampleReviews) {
    const galleryId = galleryIds[sample.gallery];
    if (!galleryId) throw new Error(`Sample review by ${sample.name} names a missing gallery`);
    const input = { galleryId, name: sample.name, content: sample.content, rating: sample.rating };
    const at = { now: now - sample.daysAgo * DAY };
    if (sample.isAdminReview) {
      await createAdminReview(input, at);
    } else {
      const review = await createVisitorReview(input, at);
      if (sample.status === "approved") await approveReview(review.id);
      if (sample.status === "rejected") await rejectReview(review.id);
    }
  }

  const kept = samplePartnerRecordIndexes();
  const { partners, password } = await createSamplePartners(
    { galleryId: galleryIds[kept.gallery]!, artistId: artistIds[kept.artist]!, artworkId: artworkIds[kept.artwork]! },
    now,
  );

  await setAppMetaOnce(SAMPLE_CATALOGUE_MARKER, String(now), now);
  return {
    artists: sampleArtists.length,
    artworks: sampleArtworks.length,
    galleries: sampleGalleries.length,
    reviews: sampleReviews.length,
    partners,
    password,
  };
}
