import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { checkSubmission, FORM_TOKEN_MAX_AGE_MS, issueFormToken } from "./anti-spam.server.ts";

const HOUR = 60 * 60 * 1000;

function formWith(token: string): FormData {
  const formData = new FormData();
  formData.set("formToken", token);
  return formData;
}

let address = 0;
/** An address of its own per check, so the per-address rate limit never interferes. */
const nextAddress = () => `192.0.2.${++address}`;

describeEachEngine("visitor-form tokens", () => {
  it("are accepted on the form and record they were issued for, for up to a day", async () => {
    const now = Date.now();
    const token = await issueFormToken("inquiry", "artwork-a", now - 23 * HOUR);
    const verdict = await checkSubmission("inquiry", formWith(token), nextAddress(), { subject: "artwork-a", now });
    expect(verdict).toEqual({ kind: "ok" });
  });

  it("are refused on another form or another record", async () => {
    const now = Date.now();
    const contact = await issueFormToken("contact", "", now - 60_000);
    const otherForm = await checkSubmission("review", formWith(contact), nextAddress(), { now });
    expect(otherForm).toMatchObject({ kind: "refused", status: 400 });
    const artworkA = await issueFormToken("inquiry", "artwork-a", now - 60_000);
    const otherRecord = await checkSubmission("inquiry", formWith(artworkA), nextAddress(), {
      subject: "artwork-b",
      now,
    });
    expect(otherRecord).toMatchObject({ kind: "refused", status: 400 });
  });

  it("expire after a day, with words, and are refused when dated in the future", async () => {
    const now = Date.now();
    const old = await issueFormToken("contact", "", now - FORM_TOKEN_MAX_AGE_MS - 1);
    expect(await checkSubmission("contact", formWith(old), nextAddress(), { now })).toEqual({
      kind: "expired",
      status: 400,
      message: "This form has expired. Your details are kept: please send it again.",
    });
    const future = await issueFormToken("contact", "", now + 10 * 60_000);
    expect(await checkSubmission("contact", formWith(future), nextAddress(), { now })).toMatchObject({
      kind: "refused",
    });
  });

  it("refuse in the language of the page the form was sent from", async () => {
    const now = Date.now();
    const old = await issueFormToken("contact", "", now - FORM_TOKEN_MAX_AGE_MS - 1);
    const expired = await withRequestLocale("he", () =>
      checkSubmission("contact", formWith(old), nextAddress(), { now }),
    );
    expect(expired).toMatchObject({
      kind: "expired",
      message: "תוקף הטופס פג. הפרטים שמילאתם נשמרו: נא לשלוח אותו שוב.",
    });
    const tooSoon = await issueFormToken("contact", "", now - 500);
    const quick = await withRequestLocale("he", () =>
      checkSubmission("contact", formWith(tooSoon), nextAddress(), { now }),
    );
    expect(quick).toMatchObject({
      kind: "refused",
      message: "הטופס נשלח מהר מדי. נא לבדוק את הפרטים ולשלוח אותו שוב.",
    });
    const forged = await withRequestLocale("he", () =>
      checkSubmission("contact", formWith("1.x"), nextAddress(), { now }),
    );
    expect(forged).toMatchObject({
      kind: "refused",
      message: "לא הצלחנו לאמת את הטופס. נא לטעון את הדף מחדש ולנסות שוב.",
    });
  });
});
