import crypto from "node:crypto";
import { addMembership } from "#app/models/people.server.ts";
import { SAMPLE_PARTNER_EMAILS, type SamplePartners } from "#app/models/sample-removal.server.ts";
import { createPartnerAccount } from "#app/models/users.server.ts";
import { sampleArtists, sampleArtworks, sampleGalleries } from "./catalogue-data.ts";

// The sample catalogue's two partners (issue 36): a gallery's and an artist's, so the partner's
// dashboard, its editors and the review queue have something to show on a new site.

/** The records they keep: a gallery with several works and weekly hours, an artist with works for sale there. */
const KEPT = { gallery: "Even Zahav Gallery", artist: "Selamawit Gebre", artwork: "Sigd on the Promenade" } as const;

/** No letters or digits that read alike (0/o, 1/l/i). */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A fresh password of about 98 bits, in groups of five for reading it off the log ("abcde-fghjk-…"). */
function newSamplePassword(): string {
  const characters = Array.from({ length: 20 }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]);
  return characters.join("").match(/.{5}/g)!.join("-");
}

function indexOf<T>(list: readonly T[], isIt: (item: T) => boolean, what: string): number {
  const index = list.findIndex(isIt);
  if (index < 0) throw new Error(`The sample catalogue has no ${what}`);
  return index;
}

/** Which of the loaded records (by their index in the sample data) the partners keep. */
export function samplePartnerRecordIndexes(): { gallery: number; artist: number; artwork: number } {
  const gallery = indexOf(sampleGalleries, (sample) => sample.name === KEPT.gallery, `gallery "${KEPT.gallery}"`);
  const artist = indexOf(sampleArtists, (sample) => sample.name === KEPT.artist, `artist "${KEPT.artist}"`);
  const artwork = indexOf(
    sampleArtworks,
    (sample) => sample.title === KEPT.artwork && sample.artist === artist,
    `artwork "${KEPT.artwork}" by ${KEPT.artist}`,
  );
  return { gallery, artist, artwork };
}

/**
 * Creates the two sample partners with one new random password between them, each a member of its
 * record. The password is returned to be shown once; only its hash is stored.
 */
export async function createSamplePartners(
  records: { galleryId: string; artistId: string; artworkId: string },
  now: number,
): Promise<{ partners: SamplePartners; password: string }> {
  const password = newSamplePassword();
  const gallery = await createPartnerAccount(SAMPLE_PARTNER_EMAILS.gallery, password, now);
  await addMembership(gallery.id, "gallery", records.galleryId, now);
  const artist = await createPartnerAccount(SAMPLE_PARTNER_EMAILS.artist, password, now);
  await addMembership(artist.id, "artist", records.artistId, now);
  return {
    partners: {
      gallery: { userId: gallery.id, email: gallery.email, galleryId: records.galleryId },
      artist: { userId: artist.id, email: artist.email, artistId: records.artistId, artworkId: records.artworkId },
    },
    password,
  };
}

/** The start-up's one line about them, the only place their password is ever shown. */
export function describeSamplePartners(partners: SamplePartners, password: string): string {
  return `Sample partners: ${partners.gallery.email} (keeps a gallery) and ${partners.artist.email} (keeps an artist), password: ${password} — shown only now; each has a draft waiting at /admin/changes.`;
}
