import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { writeSamplePartnerDrafts } from "#app/features/sample-partners/sample-partner-drafts.server.ts";
import { verifyPassword } from "#app/lib/password.server.ts";
import { getPersonAccess } from "#app/models/access.server.ts";
import { listArtists } from "#app/models/artists.server.ts";
import { getArtworkById } from "#app/models/artworks.server.ts";
import { getVariant } from "#app/models/media.server.ts";
import { getGalleryById, listGalleries, listGalleryCities } from "#app/models/galleries.server.ts";
import { listMemberRecords } from "#app/models/people.server.ts";
import { listPublishedVersions, listWaitingDrafts } from "#app/models/record-versions.server.ts";
import {
  countSampleCatalogue,
  removeSampleCatalogue,
  SAMPLE_PARTNER_EMAILS,
} from "#app/models/sample-removal.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { loadSampleCatalogueIfEmpty, type LoadedSample } from "./sample-catalogue.server.ts";
import { describeSamplePartners } from "./sample-partners.server.ts";

// Rendering and storing some fifty images takes 15 s on an idle 2-core machine, twice that beside
// the other test files: the loading tests get room for it.
const LOADING_MS = 120_000;

/** The sample partners' accounts as stored: e-mail, role and password hash. */
const listPartnerAccounts = () =>
  getDb().selectFrom("users").select(["id", "email", "role", "password_hash"]).orderBy("email").execute();

describeEachEngine("the sample catalogue", ({ database }) => {
  let loaded: LoadedSample | null = null;

  it(
    "fills an empty database with the catalogue the foundation issue asks for",
    async () => {
      loaded = await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false });
      expect(loaded).not.toBeNull();
      const db = getDb();
      const count = async (table: "artists" | "artworks" | "galleries") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("artists")).toBeGreaterThanOrEqual(12);
      expect(await count("artworks")).toBeGreaterThanOrEqual(40);
      expect(await count("galleries")).toBeGreaterThanOrEqual(8);
      expect((await listGalleryCities()).length).toBeGreaterThanOrEqual(5);
      // Loaded through the models' writes, every record is in the search index already.
      const documents = await db
        .selectFrom("search_documents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(documents.n)).toBe(
        (await count("artists")) + (await count("artworks")) + (await count("galleries")),
      );

      const statuses = (await db.selectFrom("reviews").select("status").distinct().execute())
        .map((row) => row.status)
        .sort();
      expect(statuses).toEqual(["approved", "pending", "rejected"]);
      const artists = await listArtists();
      const galleries = await listGalleries();
      expect(artists.some((a) => a.isFeatured) && artists.some((a) => !a.isFeatured)).toBe(true);
      expect(galleries.some((g) => g.isFeatured) && galleries.some((g) => !g.isFeatured)).toBe(true);
      // Complete in both languages: every artist's English texts carry no Hebrew, every Hebrew text is Hebrew.
      const hebrew = /[\u05D0-\u05EA]/;
      for (const artist of artists) {
        expect(artist.name).not.toMatch(hebrew);
        expect(artist.bio).not.toMatch(hebrew);
        expect(artist.slug).toMatch(/^[a-z0-9-]+$/);
        expect(artist.he.name, artist.name).toMatch(hebrew);
        expect(artist.he.bio, artist.name).toMatch(hebrew);
      }
      // Every style tag of every artist has its shared Hebrew name.
      for (const artist of artists) {
        expect(artist.stylesHe, artist.name).toHaveLength(artist.styles.length);
        for (const name of artist.stylesHe) expect(name, artist.name).toMatch(hebrew);
      }
      for (const gallery of galleries)
        for (const text of [
          gallery.he.name,
          gallery.he.street,
          gallery.he.city,
          gallery.he.hours,
          gallery.he.description,
        ])
          expect(text, gallery.name).toMatch(hebrew);
      const titles = await db.selectFrom("artworks").select(["title", "title_he"]).execute();
      for (const row of titles.filter((row) => /[a-z]/i.test(row.title)))
        expect(row.title_he, row.title).toMatch(hebrew);
      // Real places: every gallery lies within Israel's bounding box.
      for (const gallery of galleries) {
        expect(gallery.latitude).toBeGreaterThan(29.4);
        expect(gallery.latitude).toBeLessThan(33.4);
        expect(gallery.longitude).toBeGreaterThan(34.2);
        expect(gallery.longitude).toBeLessThan(35.95);
      }
    },
    LOADING_MS,
  );

  it("generated images of realistic sizes and stored them with their variants", async () => {
    const rows = await getDb()
      .selectFrom("artworks")
      .innerJoin("media_images", "media_images.id", "artworks.image_id")
      .select(["artworks.image_url", "media_images.id", "media_images.width", "media_images.height"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows.slice(0, 5)) {
      expect(row.image_url).toBe(`/media/${row.id}`);
      expect(Math.max(row.width, row.height)).toBeGreaterThanOrEqual(1200);
      // Variants are made on their first request, then kept.
      const variant = await getVariant(row.id, 960, "jpg");
      const metadata = await sharp(variant!.body as Buffer).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.width).toBe(960);
      const file = path.join(database().dataDir, "media", "images", row.id, "960.jpg");
      expect(fs.readFileSync(file).equals(variant!.body as Buffer)).toBe(true);
    }
  });

  it("is told apart from the operator's records whole: the sample removal counts every record and image it loaded", async () => {
    const db = getDb();
    const count = async (table: "artists" | "artworks" | "galleries" | "reviews" | "media_images") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await countSampleCatalogue()).toEqual({
      artists: await count("artists"),
      artworks: await count("artworks"),
      galleries: await count("galleries"),
      reviews: await count("reviews"),
      images: await count("media_images"),
      partners: 2,
    });
  });

  it("makes a gallery's and an artist's partner, each keeping its record, with one password to show once", async () => {
    const { partners, password } = loaded!;
    const accounts = await listPartnerAccounts();
    expect(accounts.map((account) => [account.email, account.role])).toEqual([
      [SAMPLE_PARTNER_EMAILS.artist, "partner"],
      [SAMPLE_PARTNER_EMAILS.gallery, "partner"],
    ]);
    // Random, long enough for the password rules, and stored only as its hash.
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    for (const account of accounts) {
      expect(account.password_hash).not.toContain(password);
      expect(await verifyPassword(password, account.password_hash)).toBe(true);
    }
    const gallery = (await getGalleryById(partners.gallery.galleryId))!;
    const work = (await getArtworkById(partners.artist.artworkId))!;
    expect(await listMemberRecords(partners.gallery.userId)).toEqual([
      { kind: "gallery", id: gallery.id, name: gallery.name, slug: gallery.slug },
    ]);
    expect((await listMemberRecords(partners.artist.userId)).map((record) => [record.kind, record.id])).toEqual([
      ["artist", partners.artist.artistId],
    ]);
    expect(work.artistId).toBe(partners.artist.artistId);
    // A gallery with several works and weekly hours, and a work for sale by the artist.
    const shown = await getDb().selectFrom("artworks").select("id").where("gallery_id", "=", gallery.id).execute();
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(gallery.openingHours).not.toBeNull();
    expect(work.facts.availability).toBe("for-sale");
    expect(describeSamplePartners(partners, password)).toBe(
      `Sample partners: gallery@example.com (keeps a gallery) and artist@example.com (keeps an artist), password: ${password} — shown only now; each has a draft waiting at /admin/changes.`,
    );
    // A second start loads nothing: no password to show, and the accounts stay as they are.
    expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false })).toBeNull();
    expect(await listPartnerAccounts()).toEqual(accounts);
  });

  it("gives each partner a draft waiting for review, written by the editors' saves; the gallery has two versions", async () => {
    const { partners } = loaded!;
    const before = (await getGalleryById(partners.gallery.galleryId))!;
    await writeSamplePartnerDrafts(partners);
    const drafts = await listWaitingDrafts({ limit: 10, offset: 0 });
    expect(drafts.map((draft) => [draft.kind, draft.recordId, draft.authorEmail, draft.isNew])).toEqual([
      ["gallery", partners.gallery.galleryId, SAMPLE_PARTNER_EMAILS.gallery, false],
      ["artwork", partners.artist.artworkId, SAMPLE_PARTNER_EMAILS.artist, false],
    ]);
    const [galleryDraft, workDraft] = drafts as [(typeof drafts)[0], (typeof drafts)[0]];
    const fieldsOf = (data: unknown) => (data as { fields: Record<string, string> }).fields;
    expect(fieldsOf(galleryDraft.data).hours).toMatch(/first Thursday of the month/);
    expect(fieldsOf(galleryDraft.data).description).toMatch(/ketubot/);
    // Kept without the moment's version token, as every save keeps its values.
    expect(fieldsOf(galleryDraft.data)).not.toHaveProperty("version");
    expect(fieldsOf(workDraft.data)).toMatchObject({ availability: "on-hold", priceIls: "3200" });

    // The public records show the published state: the earlier change, not the drafts.
    const gallery = (await getGalleryById(partners.gallery.galleryId))!;
    expect(gallery.hours).toBe(before.hours);
    expect(gallery.description).toBe(before.description);
    expect(gallery.accessibility.note).toMatch(/courtyard gate/);
    expect(before.accessibility.note).toBeNull();
    const work = (await getArtworkById(partners.artist.artworkId))!;
    expect([work.facts.availability, work.facts.priceIls]).toEqual(["for-sale", 2900]);
    const versions = await listPublishedVersions("gallery", partners.gallery.galleryId, { limit: 10, offset: 0 });
    expect(versions.map((version) => [version.number, version.authorEmail])).toEqual([
      [2, SAMPLE_PARTNER_EMAILS.gallery],
      [1, null],
    ]);
    // The partners stayed partners of their own records only.
    expect((await getPersonAccess(partners.gallery.userId))?.role).toBe("partner");
  });

  it("removing it removes the partners, their memberships, and the sample records' drafts and versions", async () => {
    expect((await countSampleCatalogue()).partners).toBe(2);
    const removed = await removeSampleCatalogue();
    expect(removed.partners).toBe(2);
    expect(await listPartnerAccounts()).toEqual([]);
    for (const table of ["memberships", "record_versions"] as const) {
      const rows = await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(rows.n), table).toBe(0);
    }
    expect((await countSampleCatalogue()).partners).toBe(0);
  });

  it(
    "is never loaded twice, even after the administrator deletes everything: no new partners, no password shown",
    async () => {
      expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false })).toBeNull();
      expect(await listPartnerAccounts()).toEqual([]);
      await getDb().deleteFrom("artists").execute();
      await getDb().deleteFrom("galleries").execute();
      expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false })).toBeNull();
      expect(await listArtists()).toEqual([]);
      expect(await listPartnerAccounts()).toEqual([]);
    },
    LOADING_MS,
  );
});
