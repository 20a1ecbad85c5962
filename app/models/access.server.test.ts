import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { mayPerson, OWN_ACCOUNT, SITE, type AccessAction, type AccessTarget, type Person } from "./access.server.ts";
import { createArtist } from "./artists.server.ts";
import { createArtwork } from "./artworks.server.ts";
import { createGallery } from "./galleries.server.ts";
import { addMembership, listMemberRecords, removeMembership, removePerson } from "./people.server.ts";
import { createSession, getSessionUser } from "./sessions.server.ts";
import { upsertAdmin } from "./users.server.ts";
import { getDb } from "#app/db/db.server.ts";

const ACTIONS: readonly AccessAction[] = ["read", "edit", "create", "delete", "publish", "manage"];
const galleryBase = { street: "Herzl 1", city: "Haifa", hours: "", description: "A gallery." };

async function catalogue() {
  const gallery = await createGallery({ ...galleryBase, name: "Own Gallery" });
  const otherGallery = await createGallery({ ...galleryBase, name: "Other Gallery" });
  const artist = await createArtist({ name: "Own Artist", bio: "b", imageUrl: "/a.jpg" });
  const otherArtist = await createArtist({ name: "Other Artist", bio: "b", imageUrl: "/a.jpg" });
  const shown = await createArtwork({
    title: "Shown Here",
    imageUrl: "/w.jpg",
    artistId: otherArtist.id,
    galleryId: gallery.id,
  });
  const byArtist = await createArtwork({ title: "By Own Artist", imageUrl: "/w.jpg", artistId: artist.id });
  const elsewhere = await createArtwork({
    title: "Elsewhere",
    imageUrl: "/w.jpg",
    artistId: otherArtist.id,
    galleryId: otherGallery.id,
  });
  return { gallery, otherGallery, artist, otherArtist, shown, byArtist, elsewhere };
}

/** Every action's answer for one target, as a word each: what the person may do to it. */
async function allowed(person: Person, target: AccessTarget): Promise<AccessAction[]> {
  const answers = await Promise.all(ACTIONS.map((action) => mayPerson(person, action, target)));
  return ACTIONS.filter((_, index) => answers[index]);
}

describeEachEngine("the admin area's authorization rule", () => {
  it("lets an operator do everything, a gallery's partner keep its gallery and the works shown there, and refuses the rest", async () => {
    const c = await catalogue();
    const operator: Person = { id: "op", role: "operator", memberships: [] };
    const galleryPartner: Person = {
      id: "gp",
      role: "partner",
      memberships: [{ kind: "gallery", recordId: c.gallery.id }],
    };
    const artistMember: Person = {
      id: "am",
      role: "partner",
      memberships: [{ kind: "artist", recordId: c.artist.id }],
    };
    const nobody: Person = { id: "no", role: "partner", memberships: [] };

    const targets: Record<string, AccessTarget> = {
      site: SITE,
      account: OWN_ACCOUNT,
      gallery: { kind: "gallery", id: c.gallery.id },
      otherGallery: { kind: "gallery", id: c.otherGallery.id },
      artist: { kind: "artist", id: c.artist.id },
      otherArtist: { kind: "artist", id: c.otherArtist.id },
      shown: { kind: "artwork", id: c.shown.id },
      byArtist: { kind: "artwork", id: c.byArtist.id },
      elsewhere: { kind: "artwork", id: c.elsewhere.id },
      missingArtwork: { kind: "artwork", id: "no-such-artwork" },
      newAtGallery: { kind: "new-artwork", artistId: c.otherArtist.id, galleryId: c.gallery.id },
      newByArtist: { kind: "new-artwork", artistId: c.artist.id, galleryId: null },
      newElsewhere: { kind: "new-artwork", artistId: c.otherArtist.id, galleryId: c.otherGallery.id },
      newGallery: { kind: "new-record", recordKind: "gallery" },
    };
    const table = async (person: Person): Promise<Record<string, AccessAction[]>> =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(targets).map(async ([name, target]) => [name, await allowed(person, target)] as const),
        ),
      );

    for (const answer of Object.values(await table(operator))) expect(answer).toEqual(ACTIONS);
    expect(await table(galleryPartner)).toEqual({
      site: [],
      account: ["read", "edit"],
      gallery: ["read", "edit"],
      otherGallery: [],
      artist: [],
      otherArtist: [],
      shown: ["read", "edit"],
      byArtist: [],
      elsewhere: [],
      missingArtwork: [],
      newAtGallery: ["read", "create"],
      newByArtist: ["read"],
      newElsewhere: ["read"],
      newGallery: [],
    });
    expect(await table(artistMember)).toEqual({
      site: [],
      account: ["read", "edit"],
      gallery: [],
      otherGallery: [],
      artist: ["read", "edit"],
      otherArtist: [],
      shown: [],
      byArtist: ["read", "edit"],
      elsewhere: [],
      missingArtwork: [],
      newAtGallery: ["read"],
      newByArtist: ["read", "create"],
      newElsewhere: ["read"],
      newGallery: [],
    });
    const none = await table(nobody);
    expect(Object.entries(none).filter(([, answer]) => answer.length > 0)).toEqual([["account", ["read", "edit"]]]);
  });

  it("reads the role and memberships with the session, so a removed membership or person is refused at the next request", async () => {
    const c = await catalogue();
    const { user } = await upsertAdmin("partner@example.com", "a long enough password");
    await getDb().updateTable("users").set({ role: "partner" }).where("id", "=", user.id).execute();
    await addMembership(user.id, "gallery", c.gallery.id);
    await addMembership(user.id, "gallery", c.gallery.id);
    const token = await createSession(user.id, { ipAddress: "127.0.0.1", userAgent: null });
    const request = () => new Request("http://localhost/admin", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });

    const signedIn = await getSessionUser(request());
    expect(signedIn).toMatchObject({ role: "partner", memberships: [{ kind: "gallery", recordId: c.gallery.id }] });
    expect(await mayPerson(signedIn!, "edit", { kind: "gallery", id: c.gallery.id })).toBe(true);
    expect(await listMemberRecords(user.id)).toEqual([
      { kind: "gallery", id: c.gallery.id, name: "Own Gallery", slug: c.gallery.slug },
    ]);
    const lastSignIn = await getDb()
      .selectFrom("users")
      .select("last_sign_in_at")
      .where("id", "=", user.id)
      .executeTakeFirst();
    expect(lastSignIn?.last_sign_in_at).toBeGreaterThan(0);

    expect(await removeMembership(user.id, "gallery", c.gallery.id)).toBe(true);
    const after = await getSessionUser(request());
    expect(after?.memberships).toEqual([]);
    expect(await mayPerson(after!, "edit", { kind: "gallery", id: c.gallery.id })).toBe(false);

    expect(await removePerson(user.id)).toBe(true);
    expect(await getSessionUser(request())).toBeNull();
  });

  it("makes every existing administrator an operator", async () => {
    const { user } = await upsertAdmin("first@example.com", "a long enough password");
    const token = await createSession(user.id, { ipAddress: "127.0.0.1", userAgent: null });
    const session = await getSessionUser(
      new Request("http://localhost/admin", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }),
    );
    expect(session).toMatchObject({ role: "operator", memberships: [] });
  });
});
