import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { masterKey } from "#app/lib/image-variants.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { setAppMeta } from "./app-meta.server.ts";
import { createArtist, getArtistById, updateArtist } from "./artists.server.ts";
import { createArtwork, getArtworkBySlugOrId } from "./artworks.server.ts";
import { createGallery, getGalleryById } from "./galleries.server.ts";
import { createInquiry, listInquiries } from "./inquiries.server.ts";
import { storeImage } from "./media.server.ts";
import { getPageGeneration } from "./page-generation.server.ts";
import { addMembership, listMemberRecords } from "./people.server.ts";
import { getOpenDraft, saveDraft } from "./record-versions.server.ts";
import { createAdminReview, createVisitorReview } from "./reviews.server.ts";
import {
  countSampleCatalogue,
  removeSampleCatalogue,
  SAMPLE_CATALOGUE_MARKER,
  SAMPLE_PARTNER_EMAILS,
} from "./sample-removal.server.ts";
import { createSession } from "./sessions.server.ts";
import { getSiteSettings, saveSiteSettings } from "./site.server.ts";
import { createPartnerAccount, getUserByEmail, upsertAdmin } from "./users.server.ts";

const DAY = 86_400_000;
const LOADED_AT = 1_700_000_000_000;
const before = (days: number) => ({ now: LOADED_AT - days * DAY });
const after = (days: number) => ({ now: LOADED_AT + days * DAY });
const artistBase = { bio: "Paints the sea.", imageUrl: "https://example.com/a.jpg" };
const galleryBase = { street: "Herzl 1", city: "Haifa", hours: "10-18", description: "A gallery." };
const PASSWORD = "a long enough password";
const NONE = { artists: 0, artworks: 0, galleries: 0, reviews: 0, images: 0, partners: 0 };

async function picture() {
  const stored = await storeImage(await makeImage("png", 64, 48), { prepareVariants: false });
  return { imageId: stored.id, imageUrl: `/media/${stored.id}` };
}

async function hasStoredImage(id: string): Promise<boolean> {
  const row = await getDb().selectFrom("media_images").select("id").where("id", "=", id).executeTakeFirst();
  return Boolean(row) || (await getStorage().read(masterKey(id))) !== null;
}

describeEachEngine("removing the sample catalogue", () => {
  it("finds nothing to remove where no sample catalogue was loaded", async () => {
    await createArtist({ ...artistBase, name: "Unmarked Artist" }, before(3));
    // A partner whose address is a sample partner's, on a site without the sample: the operator's.
    await createPartnerAccount(SAMPLE_PARTNER_EMAILS.gallery, PASSWORD, before(3).now);
    expect(await countSampleCatalogue()).toEqual(NONE);
    expect((await removeSampleCatalogue()).artists).toBe(0);
    expect(await getUserByEmail(SAMPLE_PARTNER_EMAILS.gallery)).not.toBeNull();
    await getDb().deleteFrom("users").execute();
    await getDb().deleteFrom("artists").execute();
  });

  it("removes the sample records, their reviews and images, and keeps the operator's and the administrators", async () => {
    const admin = await upsertAdmin("owner@example.com", "a long enough password");
    // The sample, as the loader writes it: every record dated before the marker's moment.
    const galleryCover = await picture();
    const galleryExtra = await picture();
    const sampleGallery = await createGallery(
      {
        ...galleryBase,
        name: "Sample Gallery",
        ...galleryCover,
        galleryImages: [{ url: galleryExtra.imageUrl, imageId: galleryExtra.imageId }],
      },
      before(30),
    );
    const adoptedGallery = await createGallery({ ...galleryBase, name: "Adopted Sample Gallery" }, before(29));
    const portrait = await picture();
    const sampleArtist = await createArtist(
      { ...artistBase, name: "Sample Artist", ...portrait, styles: ["Oil"] },
      before(20),
    );
    const adoptedArtist = await createArtist({ ...artistBase, name: "Adopted Sample Artist" }, before(19));
    const work = await picture();
    const sampleWork = await createArtwork(
      { title: "Sample Work", ...work, artistId: sampleArtist.id, galleryId: sampleGallery.id },
      before(10),
    );
    await createArtwork(
      { title: "Adopted Artist's Sample Work", imageUrl: "/x.jpg", artistId: adoptedArtist.id },
      before(9),
    );
    await createAdminReview(
      { galleryId: sampleGallery.id, name: "Dana", content: "Lovely light.", rating: 5 },
      before(5),
    );
    await createAdminReview(
      { galleryId: adoptedGallery.id, name: "Noa", content: "Quiet rooms.", rating: 4 },
      before(4),
    );
    // The sample partners, one keeping a sample gallery, the other a sample artist an operator's work adopts.
    const galleryPartner = await createPartnerAccount(SAMPLE_PARTNER_EMAILS.gallery, PASSWORD, LOADED_AT);
    await addMembership(galleryPartner.id, "gallery", sampleGallery.id, LOADED_AT);
    const artistPartner = await createPartnerAccount(SAMPLE_PARTNER_EMAILS.artist, PASSWORD, LOADED_AT);
    await addMembership(artistPartner.id, "artist", adoptedArtist.id, LOADED_AT);
    await setAppMeta(SAMPLE_CATALOGUE_MARKER, String(LOADED_AT), LOADED_AT);

    // Since then: the operator edits a sample artist, adds records of their own (one of them by a
    // sample artist in a sample gallery), picks a sample hero, and visitors write.
    await updateArtist(sampleArtist.id, { ...artistBase, name: "Sample Artist Renamed", ...portrait }, after(1));
    const ownPicture = await picture();
    const ownGallery = await createGallery({ ...galleryBase, name: "Operator Gallery", ...ownPicture }, after(2));
    const ownArtist = await createArtist({ ...artistBase, name: "Operator Artist" }, after(2));
    const ownWork = await createArtwork(
      { title: "Operator Work", imageUrl: "/y.jpg", artistId: ownArtist.id, galleryId: ownGallery.id },
      after(3),
    );
    const adoptingWork = await createArtwork(
      {
        title: "Operator Work by a Sample Artist",
        imageUrl: "/z.jpg",
        artistId: adoptedArtist.id,
        galleryId: adoptedGallery.id,
      },
      after(3),
    );
    await createVisitorReview({ galleryId: sampleGallery.id, name: "Visitor", content: "Nice.", rating: 4 }, after(4));
    await createAdminReview({ galleryId: ownGallery.id, name: "Operator", content: "Ours.", rating: 5 }, after(4));
    await createInquiry({
      artworkId: sampleWork.id,
      artworkTitle: "Sample Work",
      name: "Buyer",
      email: "buyer@example.com",
      phone: "",
      country: "IL",
      message: "",
    });
    const settings = (await getSiteSettings())!;
    await saveSiteSettings({ ...settings, heroArtworkId: sampleWork.id, pages: [] });
    // The partners' drafts: of their sample gallery, of a new work never published, of the kept artist.
    const draftOf = (author: { id: string; email: string }, kind: "gallery" | "artist" | "artwork") =>
      ({ kind, name: "Draft", data: { fields: {} }, author, now: after(5).now }) as const;
    const galleryToken = (await getGalleryById(sampleGallery.id))!.updatedAt;
    await saveDraft({ ...draftOf(galleryPartner, "gallery"), recordId: sampleGallery.id, token: galleryToken });
    const newWork = await saveDraft({ ...draftOf(artistPartner, "artwork"), recordId: null, token: 0 });
    const artistToken = (await getArtistById(adoptedArtist.id))!.updatedAt;
    await saveDraft({ ...draftOf(artistPartner, "artist"), recordId: adoptedArtist.id, token: artistToken });
    const ownToken = (await getArtistById(ownArtist.id))!.updatedAt;
    await saveDraft({ ...draftOf(admin.user, "artist"), recordId: ownArtist.id, token: ownToken });
    await createSession(artistPartner.id, { ipAddress: "203.0.113.1", userAgent: "test" });
    // A partner the operator invited since keeps its account and its own gallery, not the removed one.
    const invited = await createPartnerAccount("invited@example.com", PASSWORD, after(5).now);
    await addMembership(invited.id, "gallery", sampleGallery.id);
    await addMembership(invited.id, "gallery", ownGallery.id);
    const generation = await getPageGeneration();

    const expected = { artists: 1, artworks: 2, galleries: 1, reviews: 3, images: 4, partners: 2 };
    expect(await countSampleCatalogue()).toEqual(expected);
    expect(await removeSampleCatalogue()).toEqual(expected);

    expect(await getArtistById(sampleArtist.id)).toBeNull();
    expect(await getGalleryById(sampleGallery.id)).toBeNull();
    expect(await getArtworkBySlugOrId(sampleWork.id)).toBeNull();
    // The old slug of the edited sample artist no longer leads anywhere.
    expect(
      await getDb().selectFrom("slug_history").select("record_id").where("record_id", "=", sampleArtist.id).execute(),
    ).toEqual([]);
    for (const image of [galleryCover, galleryExtra, portrait, work])
      expect(await hasStoredImage(image.imageId)).toBe(false);
    expect(await hasStoredImage(ownPicture.imageId)).toBe(true);
    const indexed = await getDb().selectFrom("search_documents").select("record_id").execute();
    expect(indexed.map((row) => row.record_id)).not.toContain(sampleArtist.id);
    expect(indexed.map((row) => row.record_id)).toContain(ownArtist.id);

    // The operator's records stay whole, with the sample artist and gallery they name.
    expect(await getArtistById(ownArtist.id)).not.toBeNull();
    expect(await getGalleryById(ownGallery.id)).not.toBeNull();
    expect((await getArtworkBySlugOrId(ownWork.id))?.galleryId).toBe(ownGallery.id);
    expect(await getArtistById(adoptedArtist.id)).not.toBeNull();
    expect((await getArtworkBySlugOrId(adoptingWork.id))?.galleryId).toBe(adoptedGallery.id);
    const reviews = await getDb().selectFrom("reviews").select("name").execute();
    expect(reviews.map((row) => row.name)).toEqual(["Operator"]);
    expect((await getUserByEmail("owner@example.com"))?.id).toBe(admin.user.id);
    // The sample partners go with their sessions, memberships and every draft of theirs.
    expect(await getUserByEmail(SAMPLE_PARTNER_EMAILS.gallery)).toBeNull();
    expect(await getUserByEmail(SAMPLE_PARTNER_EMAILS.artist)).toBeNull();
    expect(await getDb().selectFrom("sessions").select("id").execute()).toEqual([]);
    expect(await getOpenDraft("gallery", sampleGallery.id)).toBeNull();
    expect(await getOpenDraft("artwork", newWork!.recordId)).toBeNull();
    expect(await getOpenDraft("artist", adoptedArtist.id)).toBeNull();
    expect(await getOpenDraft("artist", ownArtist.id)).toMatchObject({ authorEmail: "owner@example.com" });
    expect((await listMemberRecords(invited.id)).map((record) => record.id)).toEqual([ownGallery.id]);
    const memberships = await getDb().selectFrom("memberships").select(["user_id", "record_id"]).execute();
    expect(memberships).toEqual([{ user_id: invited.id, record_id: ownGallery.id }]);
    // Nothing points at what is gone; the inquiry keeps the artwork's title for the inbox.
    expect((await getSiteSettings())?.heroArtworkId).toBeNull();
    expect((await listInquiries()).map((inquiry) => [inquiry.artworkTitle, inquiry.artworkId])).toEqual([
      ["Sample Work", null],
    ]);
    expect(await getPageGeneration()).toBeGreaterThan(generation);

    expect(await countSampleCatalogue()).toEqual(NONE);
  });
});
