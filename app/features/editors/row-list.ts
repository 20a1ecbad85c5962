import type { FieldErrors } from "#app/lib/validation.ts";

// An editor's lists of rows (an artist's artworks, a gallery's images and reviews): buttons add,
// remove and move rows. With JavaScript they act in the page; without it each is a submit button
// (name="intent", value "list:op:index") and the server answers with the form changed, nothing saved.
// A list kept per day or per group is named with its number ("hours-0").

/** "copy" is a list-wide op its owner answers (a day's hours copied to other days); rows stay as they are here. */
export type RowOp = "add" | "remove" | "up" | "down" | "copy";

export interface RowIntent<L extends string = string> {
  list: L;
  op: RowOp;
  index: number;
}

export const ROW_INTENT_FIELD = "intent";

export const rowIntentValue = ({ list, op, index }: RowIntent) => `${list}:${op}:${index}`;

/** The row button a submission names, if it names one of `lists`. */
export function parseRowIntent<L extends string>(value: unknown, lists: readonly L[]): RowIntent<L> | null {
  const match =
    typeof value === "string" ? /^([a-z]+(?:-\d{1,2})?):(add|remove|up|down|copy):(\d{1,4})$/.exec(value) : null;
  if (!match || !(lists as readonly string[]).includes(match[1]!)) return null;
  return { list: match[1] as L, op: match[2] as RowOp, index: Number(match[3]) };
}

/** The rows with one button's change: add a blank row, remove one, or move one up or down. */
export function applyRowIntent<T>(rows: readonly T[], intent: RowIntent, blank: () => T): T[] {
  const next = [...rows];
  const { op, index } = intent;
  if (op === "copy") return next;
  if (op === "add") next.push(blank());
  else if (index >= next.length) return next;
  else if (op === "remove") next.splice(index, 1);
  else {
    const target = op === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= next.length) return next;
    [next[index], next[target]] = [next[target]!, next[index]!];
  }
  return next;
}

/**
 * A list's field errors after a row button: they follow their rows (named `${prefix}${index}…`),
 * so a removed row's errors go and a moved row's go with it.
 */
export function moveRowErrors(errors: FieldErrors, prefix: string, intent: RowIntent): FieldErrors {
  if (intent.op === "add" || intent.op === "copy") return errors;
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\d+)(.*)$`);
  const { op, index } = intent;
  const target = op === "up" ? index - 1 : index + 1;
  const moved: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const match = pattern.exec(name);
    if (!match) {
      moved[name] = message;
      continue;
    }
    let row = Number(match[1]);
    if (op === "remove") {
      if (row === index) continue;
      if (row > index) row -= 1;
    } else if (row === index) row = target;
    else if (row === target) row = index;
    moved[`${prefix}${row}${match[2]}`] = message;
  }
  return moved;
}
