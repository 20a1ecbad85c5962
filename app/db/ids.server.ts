import crypto from "node:crypto";

/** A URL-safe random id: 16 characters of base64url, 96 bits of randomness. */
export function newId(): string {
  return crypto.randomBytes(12).toString("base64url");
}
