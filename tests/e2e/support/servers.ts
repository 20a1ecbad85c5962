import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";

// The four servers the end-to-end tests run against (started together by scripts/e2e-servers.ts,
// each through scripts/e2e-server.ts), each on its own port with its own data folder, wiped at its start:
// - main: the sample catalogue; tests add their own records to it (support/catalogue.ts);
// - empty: no catalogue at all, for the empty states;
// - broken: a database whose catalogue tables are gone (brokenBase()), for the failure states;
// - site: no catalogue, for the site-wide settings (the Site page's, which change the footer of
//   every page, and who must use two-step sign-in), so no other test sees them change;
// - sample: the sample catalogue, for the spec that removes it (the main one's must stay).
// E2E_PORT moves the ports (main, main + 1, main + 2, main + 3 for PostgreSQL, main + 4 for site,
// main + 5 for sample);
// E2E_TMP_DIR moves the data folders (.tmp by default), so two checkouts or two suites can run side
// by side.

export interface E2eServer {
  name: "main" | "empty" | "broken" | "postgres" | "site" | "sample";
  port: number;
  /** http://127.0.0.1:{port}, the base URL without a trailing slash. */
  origin: string;
  dataDir: string;
  isSampleDataEnabled: boolean;
  /** PostgreSQL instead of SQLite: the database the server uses, made anew at its start. */
  databaseUrl?: string;
}

const root = path.resolve(import.meta.dirname, "../../..");
const tmpDir = path.resolve(root, process.env.E2E_TMP_DIR || ".tmp");
const mainPort = Number(process.env.E2E_PORT || 3210);

function server(name: E2eServer["name"], offset: number, folder: string, isSampleDataEnabled: boolean): E2eServer {
  const port = mainPort + offset;
  return { name, port, origin: `http://127.0.0.1:${port}`, dataDir: path.join(tmpDir, folder), isSampleDataEnabled };
}

export const e2eServers = {
  main: server("main", 0, "e2e-data", true),
  empty: server("empty", 1, "e2e-empty", false),
  broken: server("broken", 2, "e2e-broken", false),
  site: server("site", 4, "e2e-site", false),
  sample: server("sample", 5, "e2e-sample", true),
} as const satisfies Record<Exclude<E2eServer["name"], "postgres">, E2eServer>;

/**
 * With TEST_DATABASE_URL (npm test sets it when PostgreSQL answers), a fourth server runs the app
 * on PostgreSQL without the sample catalogue, so the admin flows are walked on both engines.
 */
export const postgresServer: E2eServer | null = process.env.TEST_DATABASE_URL
  ? {
      ...server("postgres", 3, "e2e-postgres", false),
      databaseUrl: (() => {
        const url = new URL(process.env.TEST_DATABASE_URL);
        url.pathname = `/omanut_e2e_${mainPort + 3}`;
        return url.toString();
      })(),
    }
  : null;

/** Every server Playwright starts. */
export const allE2eServers: E2eServer[] = [...Object.values(e2eServers), ...(postgresServer ? [postgresServer] : [])];

/** The main server (Playwright's baseURL): the sample catalogue and whatever tests add. */
export const mainBase = e2eServers.main.origin;
/** The server without any catalogue: every list is empty. */
export const emptyBase = e2eServers.empty.origin;

/** The server whose site-wide settings the Site page's tests change. */
export const siteBase = e2eServers.site.origin;

/** True when the lock's holder is gone: its worker ended, or it never wrote its id (after a while). */
function isLockStale(lock: string): boolean {
  try {
    const pid = Number(fs.readFileSync(lock, "utf8"));
    if (!pid) return Date.now() - fs.statSync(lock).mtimeMs > 10_000;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Holds the site server's site-wide settings for one spec file at a time (the Site page's and the
 * two-step requirement's change them, and each would trip up the other's pages), across
 * Playwright's workers: resolves once held, with the function that lets go. Call it in beforeAll
 * and let go in afterAll; the lock lives in the server's data folder, wiped at each start.
 */
export async function holdSiteServer(): Promise<() => void> {
  const lock = path.join(e2eServers.site.dataDir, "site-settings.lock");
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (isLockStale(lock)) fs.rmSync(lock, { force: true });
    await sleep(250);
  }
}

/** The server whose sample catalogue one spec removes (tests/e2e/sample-removal.spec.ts). */
export const sampleBase = e2eServers.sample.origin;

/** The tables whose loss breaks every public page: each query on them fails. */
export const BROKEN_TABLES = ["artists", "artworks", "galleries", "reviews"] as const;

let isBroken = false;

/**
 * Renames the catalogue tables of the broken server's SQLite file (artists → artists_broken, …)
 * while the server keeps running: from then on each of its queries on them fails. Idempotent and
 * safe to call from parallel workers (one write transaction at a time) and again in a rerun.
 */
export function breakBrokenDatabase(): void {
  if (isBroken) return;
  const sqlite = new DatabaseSync(path.join(e2eServers.broken.dataDir, "omanut.sqlite"));
  try {
    sqlite.exec("PRAGMA busy_timeout = 10000");
    sqlite.exec("BEGIN IMMEDIATE");
    const exists = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    for (const table of BROKEN_TABLES) {
      if (exists.get(table) && !exists.get(`${table}_broken`)) {
        sqlite.exec(`ALTER TABLE "${table}" RENAME TO "${table}_broken"`);
      }
    }
    sqlite.exec("COMMIT");
    if (BROKEN_TABLES.some((table) => exists.get(table))) {
      throw new Error(`the broken e2e server's database still has the tables it should have lost`);
    }
  } catch (error) {
    if (sqlite.isTransaction) sqlite.exec("ROLLBACK");
    throw error;
  } finally {
    sqlite.close();
  }
  isBroken = true;
}

/** The base URL of the server whose database fails, broken first (breakBrokenDatabase). */
export function brokenBase(): string {
  breakBrokenDatabase();
  return e2eServers.broken.origin;
}
