import crypto from "node:crypto";
import { getDb } from "#app/db/db.server.ts";

/** The keys this installation signs with, each made once (by whichever instance comes first) and kept. */
export type SecretName = "form_secret" | "device_secret";

const secrets = new Map<SecretName, Promise<crypto.KeyObject>>();

async function loadSecret(name: SecretName): Promise<crypto.KeyObject> {
  const db = getDb();
  await db
    .insertInto("app_meta")
    .values({ key: name, value: crypto.randomBytes(32).toString("base64url"), updated_at: Date.now() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", name).executeTakeFirstOrThrow();
  // A key object, not the bytes: an HMAC with raw bytes makes one anyway, six times slower, on every page view.
  return crypto.createSecretKey(Buffer.from(row.value, "base64url"));
}

/** A per-installation HMAC key, read once per process; a failed read is tried again next time. */
export function getInstallationSecret(name: SecretName): Promise<crypto.KeyObject> {
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadSecret(name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
