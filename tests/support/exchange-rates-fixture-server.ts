import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

// A stand-in for the Bank of Israel and the ECB on loopback: /boi and /ecb answer with the recorded
// answers in app/lib/fixtures; /fail answers 500, /slow never answers, /empty-list and /not-xml are
// well-formed but useless answers, /deep names its currency in a list nested 100,000 deep, /huge
// is larger than any answer may be; ?delay=ms answers late.
// Each request is kept.

const fixtures = path.resolve(import.meta.dirname, "../../app/lib/fixtures");
export const BOI_ANSWER = fs.readFileSync(path.join(fixtures, "boi-exchange-rates.json"), "utf8");
export const ECB_ANSWER = fs.readFileSync(path.join(fixtures, "ecb-eurofxref-daily.xml"), "utf8");

export interface RatesFixtureServer {
  /** http://127.0.0.1:port, without a trailing slash. */
  origin: string;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

export async function startRatesFixtureServer(): Promise<RatesFixtureServer> {
  const requests: RatesFixtureServer["requests"] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({ path: url.pathname, headers: request.headers });
    // ?delay=ms answers late, so requests from several processes would overlap.
    const delay = Number(url.searchParams.get("delay") ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    switch (url.pathname) {
      case "/boi":
        return send(200, "application/json; charset=utf-8", BOI_ANSWER);
      case "/ecb":
        return send(200, "text/xml", ECB_ANSWER);
      case "/fail":
        return send(500, "text/html", "<html><body>Internal Server Error</body></html>");
      case "/slow":
        held.add(response);
        return;
      case "/empty-list":
        return send(200, "application/json", JSON.stringify({ exchangeRates: [] }));
      case "/deep":
        return send(
          200,
          "application/json",
          `{"exchangeRates":[{"key":${"[".repeat(100_000)}${"]".repeat(100_000)}}]}`,
        );
      case "/not-xml":
        return send(200, "text/html", "<html><body>Maintenance</body></html>");
      case "/huge": {
        // No Content-Length: the cap must hold while reading, not only on the header.
        response.writeHead(200, { "content-type": "application/json" });
        response.write(`{"exchangeRates":[${'{"key":"GBP"},'.repeat(10)}`);
        const piece = " ".repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && !response.destroyed) {
            sent++;
            if (!response.write(piece)) return void response.once("drain", pump);
          }
          response.end("]}");
        };
        pump();
        return;
      }
      default:
        return send(404, "text/plain", "Not Found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
