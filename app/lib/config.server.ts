import os from "node:os";
import path from "node:path";
import { DEFAULT_SITE_NAME } from "./root-data.ts";

export type StorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  origin: string;
  /** ORIGIN was set; otherwise the origin is guessed from HOST and PORT, and writes are checked against the request's own host. */
  hasExplicitOrigin: boolean;
  siteName: string;
  contactEmail: string;
  isSampleDataEnabled: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  storage: StorageConfig;
  mail: MailConfig;
  places: PlacesConfig;
  /** Memory each server process may give to anonymous pages kept ready to send; 0 turns the cache off. */
  pageCacheBytes: number;
  /** Server processes answering requests (each with its own page cache); 1 serves from one process. */
  workers: number;
  /** Which proxies in front may name the visitor's address and protocol: none, a number of hops, or addresses. */
  trustProxy: false | number | string[];
  exchangeRates: ExchangeRatesConfig;
  mapTiles: MapTilesConfig;
  backups: BackupsConfig;
}

/** Backups the running server writes each day; dir null: none. */
export interface BackupsConfig {
  dir: string | null;
  /** How many of the newest archives in dir are kept; older ones are deleted. */
  keep: number;
}

/** The raster tiles the maps show, and the attribution their provider requires; null url: no tiles, the outline only. */
export interface MapTilesConfig {
  url: string | null;
  attribution: string;
}

export const DEFAULT_MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILES_ATTRIBUTION = "© OpenStreetMap contributors";

function parseMapTiles(env: NodeJS.ProcessEnv): MapTilesConfig {
  const raw = env.MAP_TILES_URL?.trim() || DEFAULT_MAP_TILES_URL;
  const attribution = env.MAP_TILES_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES_ATTRIBUTION;
  if (raw.toLowerCase() === "off") return { url: null, attribution };
  if (!/^https?:\/\/[^\s"'<>]+$/.test(raw) || !["{z}", "{x}", "{y}"].every((part) => raw.includes(part))) {
    throw new ConfigError(`MAP_TILES_URL must be an http(s) address with {z}, {x} and {y}, or off, got "${raw}".`);
  }
  return { url: raw, attribution };
}

/** Where the daily reference exchange rates come from; null is "off". Both null: nothing is fetched. */
export interface ExchangeRatesConfig {
  /** Tried first: the Bank of Israel's JSON (its representative rates). */
  url: string | null;
  /** Tried when the first fails or is off: the ECB's daily XML. */
  fallbackUrl: string | null;
}

export const DEFAULT_FX_RATES_URL = "https://boi.org.il/PublicApi/GetExchangeRates";
export const DEFAULT_FX_FALLBACK_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** Where the gallery form's place search looks (app/lib/places): always limited to Israel. */
export type PlacesConfig =
  | { provider: "builtin" }
  | { provider: "nominatim" | "photon"; url: string }
  | { provider: "google"; url: string; apiKey: string };

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; null keeps mail in the outbox and the log. */
  smtpUrl: string | null;
  /** Where notifications of new inquiries, messages and reviews go. */
  notifyEmail: string | null;
  from: string;
}

/** A configuration problem the operator must fix; its message is the one line printed at start. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function parseCount(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${raw}".`);
  }
  return port;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = raw.trim().toLowerCase();
  if (["1", "true", "yes", "on"].includes(value)) return true;
  if (["0", "false", "no", "off"].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function parseDatabaseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//".`);
  }
  return raw;
}

function parseOrigin(raw: string | undefined, host: string, port: number): string {
  if (raw === undefined || raw.trim() === "") {
    const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    return `http://${shownHost}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`ORIGIN must be a URL such as https://art.example.com, got "${raw}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`ORIGIN must start with http:// or https://, got "${raw}".`);
  }
  return url.origin;
}

function parseStorage(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE?.trim().toLowerCase() || "local";
  if (kind === "local") return { kind: "local" };
  if (kind !== "s3") throw new ConfigError(`STORAGE must be local or s3, got "${env.STORAGE}".`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError("STORAGE=s3 needs S3_BUCKET.");
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    try {
      new URL(endpoint);
    } catch {
      throw new ConfigError(`S3_ENDPOINT must be a URL such as https://s3.example.com, got "${endpoint}".`);
    }
  }
  return {
    kind: "s3",
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint,
    forcePathStyle: parseBoolean("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE, false),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseMail(env: NodeJS.ProcessEnv, adminEmail: string | null, siteName: string): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new ConfigError("SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://…).");
    }
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
      throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
    }
  }
  const notifyEmail = env.NOTIFY_EMAIL?.trim() || adminEmail;
  if (notifyEmail && !EMAIL.test(notifyEmail))
    throw new ConfigError(`NOTIFY_EMAIL is not an email address: "${notifyEmail}".`);
  if (smtpUrl && !notifyEmail)
    throw new ConfigError("SMTP_URL is set: NOTIFY_EMAIL (or ADMIN_EMAIL) must say who is notified.");
  const from = env.MAIL_FROM?.trim() || `${siteName} <no-reply@${smtpUrl ? new URL(smtpUrl).hostname : "localhost"}>`;
  return { smtpUrl, notifyEmail, from };
}

const PLACES_DEFAULT_URLS = {
  nominatim: "https://nominatim.openstreetmap.org",
  photon: "https://photon.komoot.io",
  google: "https://places.googleapis.com",
} as const;

function parsePlaces(env: NodeJS.ProcessEnv): PlacesConfig {
  const provider = env.PLACES_PROVIDER?.trim().toLowerCase() || "builtin";
  if (provider === "builtin") return { provider };
  if (provider !== "nominatim" && provider !== "photon" && provider !== "google") {
    throw new ConfigError(
      `PLACES_PROVIDER must be builtin, nominatim, photon or google, got "${env.PLACES_PROVIDER}".`,
    );
  }
  const url = env.PLACES_URL?.trim() || PLACES_DEFAULT_URLS[provider];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`PLACES_URL must be a URL such as https://nominatim.example.com, got "${url}".`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(`PLACES_URL must start with http:// or https://, got "${url}".`);
  }
  if (provider !== "google") return { provider, url };
  const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
  if (!apiKey) throw new ConfigError("PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY.");
  return { provider, url, apiKey };
}

function parseFxUrl(name: string, raw: string | undefined, fallback: string): string | null {
  const value = raw?.trim() || fallback;
  if (value.toLowerCase() === "off") return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL or off, got "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must start with http:// or https://, or be off, got "${value}".`);
  }
  return url.toString();
}

/**
 * Behind a TLS-terminating proxy the request's protocol and address come from X-Forwarded-*
 * headers. Only the hops named are trusted: "true" is the one proxy in front, so the address is
 * the one that proxy saw and a forged X-Forwarded-For from the visitor changes nothing.
 */
function parseTrustProxy(raw: string | undefined): AppConfig["trustProxy"] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (addresses.some((address) => !/^[\w.:/-]+$/.test(address))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of hops or a comma-separated list of addresses, got "${value}".`,
    );
  }
  return addresses;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT);
  const host = env.HOST?.trim() || "0.0.0.0";
  const adminEmail = env.ADMIN_EMAIL?.trim() || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together.");
  }
  const siteName = env.SITE_NAME?.trim() || DEFAULT_SITE_NAME;
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    origin: parseOrigin(env.ORIGIN, host, port),
    hasExplicitOrigin: Boolean(env.ORIGIN?.trim()),
    siteName,
    contactEmail: env.CONTACT_EMAIL?.trim() || "hello@omanut.example",
    isSampleDataEnabled: parseBoolean("SAMPLE_DATA", env.SAMPLE_DATA, true),
    adminEmail,
    adminPassword,
    storage: parseStorage(env),
    mail: parseMail(env, adminEmail, siteName),
    places: parsePlaces(env),
    pageCacheBytes: parseCount("PAGE_CACHE_MB", env.PAGE_CACHE_MB, 64, 0, 4096) * 1024 * 1024,
    workers: parseCount("WORKERS", env.WORKERS, Math.min(os.availableParallelism(), 8), 1, 64),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exchangeRates: {
      url: parseFxUrl("FX_RATES_URL", env.FX_RATES_URL, DEFAULT_FX_RATES_URL),
      fallbackUrl: parseFxUrl("FX_FALLBACK_URL", env.FX_FALLBACK_URL, DEFAULT_FX_FALLBACK_URL),
    },
    mapTiles: parseMapTiles(env),
    backups: {
      dir: env.BACKUP_DIR?.trim() ? path.resolve(env.BACKUP_DIR.trim()) : null,
      keep: parseCount("BACKUP_KEEP", env.BACKUP_KEEP, 7, 1, 1000),
    },
  };
}

let cached: AppConfig | undefined;

/** The process configuration, read once. */
export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * Where the data lives, for tools that write to it: the SQLite file under DATA_DIR, or the
 * PostgreSQL server and database of DATABASE_URL (never its password).
 */
export function describeDatabase(config: Pick<AppConfig, "dataDir" | "databaseUrl">): string {
  if (!config.databaseUrl) return `the SQLite database ${path.join(config.dataDir, "omanut.sqlite")} (DATA_DIR)`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database "${decodeURIComponent(url.pathname.slice(1)) || "postgres"}" on ${url.host} (DATABASE_URL)`;
}
