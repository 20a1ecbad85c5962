import { getDb } from "#app/db/db.server.ts";
import type { AccessTarget, Person, Role } from "./access.server.ts";

// Who must use two-step sign-in, an operator's choice for the whole site (decision 036), kept on
// the site settings' one row; a person it asks of who has not turned it on may only set it up.

export type TwoStepRequirement = "none" | "operators" | "everyone";
export const TWO_STEP_REQUIREMENTS: readonly TwoStepRequirement[] = ["none", "operators", "everyone"];

// The site settings' one row (migration 0008).
const SETTINGS_ID = 1;

export function isTwoStepRequirement(value: unknown): value is TwoStepRequirement {
  return TWO_STEP_REQUIREMENTS.some((requirement) => requirement === value);
}

/** True when `requirement` asks a person of `role` to use two-step sign-in ("everyone" is operators and partners). */
export function isTwoStepRequiredFor(requirement: TwoStepRequirement, role: Role): boolean {
  return requirement === "everyone" || (requirement === "operators" && role === "operator");
}

/** Who must use two-step sign-in; a stored value this code does not know asks it of everyone, never of no one. */
export async function getTwoStepRequirement(): Promise<TwoStepRequirement> {
  const row = await getDb()
    .selectFrom("site_settings")
    .select("two_step_required")
    .where("id", "=", SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return "none";
  return isTwoStepRequirement(row.two_step_required) ? row.two_step_required : "everyone";
}

/**
 * Keeps who must use two-step sign-in; true when it changed. Apart from the Site page's save: that
 * page's version token stays, so an editor open meanwhile is not refused for it.
 */
export async function saveTwoStepRequirement(requirement: TwoStepRequirement): Promise<boolean> {
  const result = await getDb()
    .updateTable("site_settings")
    .set({ two_step_required: requirement })
    .where("id", "=", SETTINGS_ID)
    .where("two_step_required", "!=", requirement)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the site asks `person` to use two-step sign-in (read now, so a change holds at once). */
export async function isTwoStepRequiredOf(person: Pick<Person, "role">): Promise<boolean> {
  return isTwoStepRequiredFor(await getTwoStepRequirement(), person.role);
}

/**
 * True when the site asks `person` to use two-step sign-in and it is not on yet: until it is, the
 * admin area lets them only set it up (and change their language, or sign out).
 */
export async function isTwoStepSetupDue(person: Pick<Person, "id" | "role">): Promise<boolean> {
  if (!(await isTwoStepRequiredOf(person))) return false;
  const row = await getDb().selectFrom("users").select("totp_secret").where("id", "=", person.id).executeTakeFirst();
  return !row?.totp_secret;
}

/** What a person whose setup is due may still read and write: their own account (two-step sign-in, language). */
export function isAllowedWhileTwoStepSetupDue(target: AccessTarget): boolean {
  return target.kind === "own-account";
}
