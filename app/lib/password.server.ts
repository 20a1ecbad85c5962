import crypto from "node:crypto";
import { promisify } from "node:util";

const argon2 = promisify(crypto.argon2);

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); the parameters are stored with each hash.
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Why a new password is not acceptable, or null when it is. */
export function getPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const hash = await argon2("argon2id", { message: password, nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${nonce.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, expected] = match;
  const expectedBytes = Buffer.from(expected!, "base64");
  const actual = await argon2("argon2id", {
    message: password,
    nonce: Buffer.from(nonce!, "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedBytes.length,
  });
  return crypto.timingSafeEqual(actual, expectedBytes);
}
