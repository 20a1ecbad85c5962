import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

// A stand-in for Nominatim, Photon and Google Places on loopback: it answers with the recorded
// responses in app/lib/places/fixtures and remembers each request, so tests can check what was asked.
// The query "fail" answers 500; "slow" never answers (for the time limit).

const fixtures = path.resolve(import.meta.dirname, "../../app/lib/places/fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");

const GOOGLE_DETAILS: Record<string, string> = {
  "ChIJH3w7GaZMHRURkD-WwKJy-8E": "google-details-tel-aviv.json",
  ChIJdizengoff50: "google-details-dizengoff.json",
};

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface PlacesFixtureServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

export async function startPlacesFixtureServer(): Promise<PlacesFixtureServer> {
  const requests: RecordedRequest[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({ method: request.method ?? "GET", url, headers: request.headers, body });
    const query =
      url.searchParams.get("q") ?? (body ? ((JSON.parse(body) as { input?: string }).input ?? "") : undefined);
    if (query === "slow") {
      held.add(response);
      return;
    }
    if (query === "fail") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { code: 500, message: "Internal error", status: "INTERNAL" } }));
      return;
    }
    const send = (json: string) => {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      response.end(json);
    };
    if (request.method === "GET" && url.pathname === "/search") return send(fixture("nominatim-search.json"));
    if (request.method === "GET" && url.pathname === "/api") return send(fixture("photon-search.json"));
    if (request.method === "POST" && url.pathname === "/v1/places:autocomplete") {
      return send(fixture("google-autocomplete.json"));
    }
    const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    const detailsFile = details ? GOOGLE_DETAILS[decodeURIComponent(details[1]!)] : undefined;
    if (request.method === "GET" && detailsFile) return send(fixture(detailsFile));
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: "not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
