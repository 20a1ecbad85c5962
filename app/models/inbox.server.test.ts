import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist } from "./artists.server.ts";
import { createArtwork, deleteArtwork } from "./artworks.server.ts";
import { createInquiry, listInquiries, setInquiryStatus } from "./inquiries.server.ts";
import { createMessage, listMessages, setMessageStatus } from "./messages.server.ts";
import { listOutbox, type OutgoingMail } from "./mail.server.ts";

describeEachEngine("inquiries and messages", () => {
  it("keeps an inquiry, with the artwork's title, after the artwork is deleted", async () => {
    const artist = await createArtist({ name: "Inquired", bio: "b", imageUrl: "/a.jpg" });
    const artwork = await createArtwork({ title: "Wanted Piece", imageUrl: "/w.jpg", artistId: artist.id });
    const inquiry = await createInquiry({
      artworkId: artwork.id,
      artworkTitle: artwork.title,
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "+1 555 0100",
      country: "US",
    });
    expect(inquiry).toMatchObject({ status: "new", artworkId: artwork.id, message: null });
    await deleteArtwork(artwork.id);
    const [stored] = await listInquiries();
    expect(stored).toMatchObject({ id: inquiry.id, artworkId: null, artworkTitle: "Wanted Piece", country: "US" });
    expect(await setInquiryStatus(inquiry.id, "answered")).toBe(true);
    expect((await listInquiries())[0]?.status).toBe("answered");
  });

  it("keeps a collector's question and any country's code", async () => {
    const artist = await createArtist({ name: "Asked", bio: "b", imageUrl: "/a.jpg" });
    const artwork = await createArtwork({ title: "Asked Piece", imageUrl: "/w.jpg", artistId: artist.id });
    const asked = await createInquiry({
      artworkId: artwork.id,
      artworkTitle: artwork.title,
      name: "Hans Muster",
      email: "hans@example.com",
      phone: "+41 44 000 00 00",
      country: "CH",
      message: "Is it framed?\nAnd signed?",
    });
    expect((await listInquiries()).find((row) => row.id === asked.id)).toMatchObject({
      country: "CH",
      message: "Is it framed?\nAnd signed?",
    });
  });

  it("stores contact messages newest first", async () => {
    await createMessage({ name: "A", email: "a@example.com", message: "First message here" }, { now: 1 });
    const second = await createMessage(
      { name: "B", email: "b@example.com", message: "Second message here" },
      { now: 2 },
    );
    expect((await listMessages()).map((m) => m.name)).toEqual(["B", "A"]);
    expect(await setMessageStatus(second.id, "closed")).toBe(true);
  });

  it("stores a contact message with its mail or not at all", async () => {
    const input = { name: "Whole", email: "whole@example.com", message: "Stored with its mail." };
    const mail: OutgoingMail = { to: "administrator", subject: "A message", body: "Read it." };
    const before = (await listOutbox()).length;
    // A mail the outbox cannot take (no subject) fails the write: the message goes with it.
    await expect(
      createMessage(input, { mails: [mail, { ...mail, subject: null as unknown as string }] }),
    ).rejects.toThrow();
    expect((await listMessages()).filter((row) => row.name === "Whole")).toHaveLength(0);
    expect(await listOutbox()).toHaveLength(before);
    await createMessage(input, { mails: [mail] });
    expect((await listMessages()).filter((row) => row.name === "Whole")).toHaveLength(1);
    expect((await listOutbox()).filter((row) => row.subject === "A message")).toHaveLength(1);
  });
});
