// The administrator's written pages are plain text, never HTML: a blank line starts a paragraph, a
// line break stays one, and links are made only from http(s) and mailto addresses (bare, or as
// [words](address)). Everything else is text, which React escapes.

import { isEmailAddress } from "./email-address.ts";

export type TextPart =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string } | { kind: "break" };
export type Paragraph = TextPart[];

// Whitespace, controls, zero-width and bidi characters never belong to an address (they would hide
// or disguise it), nor do the characters that end one in running text.
const ADDRESS_CHAR = String.raw`[^\s<>"'\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]`;
const TOKEN = new RegExp(
  [
    String.raw`\[([^\[\]\n]{1,500})\]\((${ADDRESS_CHAR}{1,2048}?)\)`,
    String.raw`((?:https?:\/\/|mailto:)${ADDRESS_CHAR}{1,2048})`,
    // Bounded, so a long run of letters without an @ is not scanned again from each of them.
    String.raw`([A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24})`,
  ].join("|"),
  "gi",
);

// An address running into one of these was written to look like something else: it stays text.
const INVISIBLE = /^[\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

/** The href of an http(s) or mailto address as written, or null for anything else. */
export function toSafeHref(address: string): string | null {
  if (!new RegExp(`^${ADDRESS_CHAR}+$`).test(address)) return null;
  if (/^mailto:/i.test(address)) {
    return isEmailAddress(decodeURIComponentSafely(address.slice("mailto:".length).split("?")[0]!)) ? address : null;
  }
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : null;
  } catch {
    return null;
  }
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A bare address ends before the punctuation that closes its sentence (and an unopened bracket). */
function trimAddress(address: string): string {
  let end = address.length;
  for (;;) {
    const last = address[end - 1];
    if (last && ".,;:!?".includes(last)) end--;
    else if (last === ")" && count(address.slice(0, end), "(") < count(address.slice(0, end), ")")) end--;
    else return address.slice(0, end);
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

function pushText(parts: TextPart[], text: string) {
  if (text === "") return;
  const last = parts.at(-1);
  if (last?.kind === "text") last.text += text;
  else parts.push({ kind: "text", text });
}

function parseLine(line: string, parts: TextPart[]) {
  let at = 0;
  for (const match of line.matchAll(TOKEN)) {
    const [whole, words, target, bare, email] = match;
    pushText(parts, line.slice(at, match.index));
    at = match.index + whole.length;
    if (words !== undefined && target !== undefined) {
      const href = toSafeHref(target);
      if (href) parts.push({ kind: "link", text: words, href });
      else pushText(parts, whole);
    } else if (bare !== undefined) {
      const address = trimAddress(bare);
      at = match.index + address.length;
      const href = INVISIBLE.test(line.charAt(at)) ? null : toSafeHref(address);
      if (href) parts.push({ kind: "link", text: address, href });
      else pushText(parts, address);
    } else if (email !== undefined) {
      parts.push({ kind: "link", text: email, href: `mailto:${email}` });
    }
  }
  pushText(parts, line.slice(at));
}

/** Paragraphs (split by blank lines) of text, line breaks and safe links. */
export function parsePlainText(source: string): Paragraph[] {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const parts: TextPart[] = [];
      lines.forEach((line, index) => {
        if (index > 0) parts.push({ kind: "break" });
        parseLine(line, parts);
      });
      return parts;
    });
}

/** The text alone, paragraphs joined by spaces (a page's description for search engines). */
export function toPlainSummary(source: string, maxLength: number): string {
  const text = parsePlainText(source)
    .map((paragraph) => paragraph.map((part) => (part.kind === "break" ? " " : part.text)).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
