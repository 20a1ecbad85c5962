import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlacesFixtureServer, type PlacesFixtureServer } from "#tests/support/places-fixture-server.ts";
import {
  createAdminSession,
  freePort,
  runServer,
  waitForHealth,
  type ServerProcess,
} from "#tests/support/server-process.ts";

const NOT_LOGGED_IN = "You must be logged in to perform this action";

interface Running {
  server: ServerProcess;
  origin: string;
  cookie: string;
  dataDir: string;
}

async function start(env: Record<string, string>): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-places-"));
  const port = await freePort();
  const server = runServer({ DATA_DIR: dataDir, PORT: String(port), SAMPLE_DATA: "false", ...env });
  await waitForHealth(port, server.output);
  return { server, origin: `http://127.0.0.1:${port}`, cookie: createAdminSession(dataDir), dataDir };
}

async function stop(running: Running | undefined) {
  if (!running) return;
  running.server.stop();
  await running.server.done;
  fs.rmSync(running.dataDir, { recursive: true, force: true });
}

beforeAll(() => {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
});

describe("GET /admin/places with the built-in gazetteer", () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({});
  });
  afterAll(() => stop(running));

  const get = (query: string, cookie = running.cookie) =>
    fetch(`${running.origin}/admin/places${query}`, { headers: { cookie }, redirect: "manual" });

  it("answers places in Israel as JSON, at most 8, never stored by HTTP caches", async () => {
    const response = await get("?q=tel");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { places: { label: string; latitude: number }[]; attribution: string };
    expect(body.places[0]).toMatchObject({ id: "geonames:293397", label: "Tel Aviv", city: "Tel Aviv" });
    expect(body.attribution).toMatch(/GeoNames/);

    const many = (await (await get("?q=a")).json()) as { places: unknown[] };
    expect(many.places).toHaveLength(8);

    const hebrew = (await (await get(`?q=${encodeURIComponent("באר שבע")}`)).json()) as {
      places: { city: string }[];
    };
    expect(hebrew.places[0]?.city).toBe("Be'er Sheva");
  });

  it("answers 401 JSON without a session instead of redirecting", async () => {
    const response = await get("?q=tel", "");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: NOT_LOGGED_IN });
    const stale = await get("?q=tel", "omanut_session=not-a-session");
    expect(stale.status).toBe(401);
  });

  it("answers 400 JSON for a missing, blank or too long query", async () => {
    for (const query of ["", "?q=", "?q=%20%20"]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: "Type a place to search for." });
    }
    const long = await get(`?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "The search is too long: at most 100 characters." });
    expect((await get(`?q=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("answers an empty list when nothing matches", async () => {
    const response = await get("?q=Paris");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { places: unknown[] }).places).toEqual([]);
  });
});

describe("GET /admin/places with an external provider", () => {
  let fixtures: PlacesFixtureServer;
  let running: Running;
  beforeAll(async () => {
    fixtures = await startPlacesFixtureServer();
    running = await start({ PLACES_PROVIDER: "nominatim", PLACES_URL: fixtures.url });
  });
  afterAll(async () => {
    await stop(running);
    await fixtures?.close();
  });

  it("answers the provider's places in Israel", async () => {
    const response = await fetch(`${running.origin}/admin/places?q=dizengoff`, { headers: { cookie: running.cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { places: { city: string; street?: string }[]; attribution: string };
    expect(body.places[0]).toMatchObject({ city: "Tel Aviv-Yafo", street: "Dizengoff Street 50" });
    expect(body.places.map((place) => place.city)).not.toContain("Paris");
    expect(body.attribution).toMatch(/OpenStreetMap/);
    const request = fixtures.requests.find((recorded) => recorded.url.searchParams.get("q") === "dizengoff");
    expect(request?.url.searchParams.get("countrycodes")).toBe("il");
  });

  it("answers 502 with a clear message when the provider fails", async () => {
    const response = await fetch(`${running.origin}/admin/places?q=fail`, { headers: { cookie: running.cookie } });
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error:
        "The place search (Nominatim) answered with an error (HTTP 500). Type the city instead; it is located when you save.",
    });
  });
});

describe("PLACES_* settings at start-up", () => {
  it.each([
    [
      { PLACES_PROVIDER: "mapbox" },
      /^omanut: PLACES_PROVIDER must be builtin, nominatim, photon or google, got "mapbox"\.$/,
    ],
    [{ PLACES_PROVIDER: "google" }, /^omanut: PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY\.$/],
  ])("ends with one clear line on %j", async (env, message) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-places-bad-"));
    try {
      const { code, stderr } = await runServer(
        { DATA_DIR: dataDir, PORT: String(await freePort()), ...env },
        { killAfterMs: 30_000 },
      ).done;
      expect(code).not.toBe(0);
      expect(stderr.trim()).toMatch(message);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
