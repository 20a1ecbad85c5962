import { Secret, TOTP } from "otpauth";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { OWN_ACCOUNT, SITE, type AccessTarget, type Role } from "./access.server.ts";
import { getSiteSettings } from "./site.server.ts";
import { confirmTwoStepSetup, getTwoStepSetup, resetTwoStep, startTwoStepSetup } from "./two-step.server.ts";
import {
  getTwoStepRequirement,
  isAllowedWhileTwoStepSetupDue,
  isTwoStepRequiredFor,
  isTwoStepSetupDue,
  saveTwoStepRequirement,
  TWO_STEP_REQUIREMENTS,
} from "./two-step-requirement.server.ts";
import { upsertAdmin } from "./users.server.ts";

let counter = 0;
/** A person of `role` of its own, without two-step sign-in. */
async function newPerson(role: Role) {
  counter += 1;
  const email = `required${counter}-${Date.now()}@example.com`;
  const { user } = await upsertAdmin(email, "a long enough password");
  await getDb().updateTable("users").set({ role }).where("id", "=", user.id).execute();
  return { id: user.id, email, role };
}

async function turnOn(userId: string) {
  const now = Date.now();
  await startTwoStepSetup(userId, now);
  const setup = (await getTwoStepSetup(userId, now))!;
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.secret), timestamp: now });
  expect((await confirmTwoStepSetup(userId, code, null, now)).kind).toBe("on");
}

describeEachEngine("who must use two-step sign-in", () => {
  it("asks it of no one by default, of operators, or of operators and partners alike", () => {
    expect(TWO_STEP_REQUIREMENTS).toEqual(["none", "operators", "everyone"]);
    const asked = (role: Role) =>
      TWO_STEP_REQUIREMENTS.filter((requirement) => isTwoStepRequiredFor(requirement, role));
    expect(asked("operator")).toEqual(["operators", "everyone"]);
    expect(asked("partner")).toEqual(["everyone"]);
  });

  it("is kept on the site settings' row, apart from the Site page's version, and says whether it changed", async () => {
    expect(await getTwoStepRequirement()).toBe("none");
    const before = (await getSiteSettings())!.updatedAt;
    expect(await saveTwoStepRequirement("operators")).toBe(true);
    expect(await getTwoStepRequirement()).toBe("operators");
    expect(await saveTwoStepRequirement("operators")).toBe(false);
    expect(await saveTwoStepRequirement("everyone")).toBe(true);
    expect(await getTwoStepRequirement()).toBe("everyone");
    // An editor of the Site page open meanwhile still saves.
    expect((await getSiteSettings())!.updatedAt).toBe(before);
    // A value this code does not know lets no one off.
    await getDb().updateTable("site_settings").set({ two_step_required: "sometimes" }).execute();
    expect(await getTwoStepRequirement()).toBe("everyone");
    expect(await saveTwoStepRequirement("none")).toBe(true);
    expect(await getTwoStepRequirement()).toBe("none");
  });

  it("makes setting it up due for the people it asks of until they turn it on, read anew each time", async () => {
    const operator = await newPerson("operator");
    const partner = await newPerson("partner");
    const due = async () => [await isTwoStepSetupDue(operator), await isTwoStepSetupDue(partner)];

    await saveTwoStepRequirement("none");
    expect(await due()).toEqual([false, false]);
    await saveTwoStepRequirement("operators");
    expect(await due()).toEqual([true, false]);
    await saveTwoStepRequirement("everyone");
    expect(await due()).toEqual([true, true]);

    // Turned on, nothing is due any more; a setup begun but not confirmed is not on.
    await turnOn(operator.id);
    await startTwoStepSetup(partner.id);
    expect(await due()).toEqual([false, true]);
    // The way out from the server turns it off: due again at the next request.
    expect(await resetTwoStep(operator.email)).toBe("reset");
    expect(await due()).toEqual([true, true]);
    await saveTwoStepRequirement("none");
    expect(await due()).toEqual([false, false]);
  });

  it("leaves a person whose setup is due only their own account", () => {
    const targets: AccessTarget[] = [
      SITE,
      { kind: "gallery", id: "g1" },
      { kind: "artist", id: "a1" },
      { kind: "artwork", id: "w1" },
      { kind: "new-artwork", artistId: "a1", galleryId: null },
      { kind: "new-record", recordKind: "gallery" },
    ];
    expect(isAllowedWhileTwoStepSetupDue(OWN_ACCOUNT)).toBe(true);
    for (const target of targets) expect(isAllowedWhileTwoStepSetupDue(target), target.kind).toBe(false);
  });
});
