// The checks every editor form makes of links and numbers, one way for every field, in the browser
// and on the server alike.

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
// Whitespace, control and bidi characters anywhere: the URL parser would quietly drop a tab or a
// newline, and a bidi control would disguise the address.
function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.codePointAt(0)!;
    return (
      /\s/.test(char) ||
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x200b && code <= 0x200f) ||
      (code >= 0x2028 && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
}

/** An absolute http(s) link, as typed: nothing else from user data is ever linked. */
export function isHttpUrl(value: string): boolean {
  if (hasUnsafeCharacter(value) || !HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// Plain decimal notation only: no hex (0x20), exponents (1e309), NaN or Infinity, which Number() reads.
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,20})?$/;

/** A latitude (limit 90) or longitude (limit 180) written as a plain decimal within range, else null. */
export function parseCoordinate(value: string, limit: number): number | null {
  if (!DECIMAL.test(value)) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}
