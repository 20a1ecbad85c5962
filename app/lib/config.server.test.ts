import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, describeDatabase, readConfig } from "./config.server.ts";

describe("readConfig", () => {
  it("has working defaults", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: null,
      origin: "http://localhost:3000",
      siteName: "Omanut",
      isSampleDataEnabled: true,
      adminEmail: null,
    });
  });

  it.each(["abc", "0", "70000", "3.5", "-1"])("refuses PORT=%j with a clear message", (port) => {
    expect(() => readConfig({ PORT: port })).toThrowError(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrowError(/PORT must be a whole number from 1 to 65535/);
  });

  it("reads SAMPLE_DATA=false and refuses nonsense", () => {
    expect(readConfig({ SAMPLE_DATA: "false" }).isSampleDataEnabled).toBe(false);
    expect(() => readConfig({ SAMPLE_DATA: "maybe" })).toThrowError(/SAMPLE_DATA must be true or false/);
  });

  it("accepts only postgres:// database URLs", () => {
    expect(readConfig({ DATABASE_URL: "postgres://u@h/db" }).databaseUrl).toBe("postgres://u@h/db");
    expect(() => readConfig({ DATABASE_URL: "mysql://u@h/db" })).toThrowError(/must start with postgres:\/\//);
    expect(() => readConfig({ DATABASE_URL: "not a url" })).toThrowError(/not a valid URL/);
  });

  it("normalises ORIGIN and refuses other schemes", () => {
    expect(readConfig({ ORIGIN: "https://art.example.com/some/path" }).origin).toBe("https://art.example.com");
    expect(() => readConfig({ ORIGIN: "ftp://x" })).toThrowError(/ORIGIN must start with http/);
  });

  it("reads TRUST_PROXY as no proxy, hops or addresses, and refuses anything else", () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: " 2 " }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: "10.0.0.1, loopback, 192.168.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "loopback",
      "192.168.0.0/16",
    ]);
    expect(() => readConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY must be/);
  });

  it("fetches exchange rates from the Bank of Israel, then the ECB, unless turned off", () => {
    expect(readConfig({}).exchangeRates).toEqual({
      url: "https://boi.org.il/PublicApi/GetExchangeRates",
      fallbackUrl: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    });
    expect(readConfig({ FX_RATES_URL: " OFF ", FX_FALLBACK_URL: "off" }).exchangeRates).toEqual({
      url: null,
      fallbackUrl: null,
    });
    expect(
      readConfig({ FX_RATES_URL: "http://127.0.0.1:8080/rates?x=1", FX_FALLBACK_URL: "off" }).exchangeRates,
    ).toEqual({ url: "http://127.0.0.1:8080/rates?x=1", fallbackUrl: null });
    expect(readConfig({ FX_RATES_URL: "off" }).exchangeRates.fallbackUrl).toBe(
      "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    );
  });

  it.each([
    [
      "FX_RATES_URL",
      "ftp://rates.example.com/daily",
      /FX_RATES_URL must start with http:\/\/ or https:\/\/, or be off/,
    ],
    ["FX_RATES_URL", "file:///etc/passwd", /FX_RATES_URL must start with http/],
    ["FX_FALLBACK_URL", "not a url", /FX_FALLBACK_URL must be an http\(s\) URL or off, got "not a url"/],
  ])("refuses %s=%j with a clear message", (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrowError(message);
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => readConfig({ ADMIN_EMAIL: "a@b.co" })).toThrowError(/must be set together/);
    expect(readConfig({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "x".repeat(12) }).adminEmail).toBe("a@b.co");
  });
});

describe("describeDatabase", () => {
  it("names the SQLite file, or the PostgreSQL database and server without the password", () => {
    expect(describeDatabase({ dataDir: "/srv/omanut", databaseUrl: null })).toBe(
      "the SQLite database /srv/omanut/omanut.sqlite (DATA_DIR)",
    );
    const described = describeDatabase({ dataDir: "/x", databaseUrl: "postgres://app:s3cret@db.internal:5433/omanut" });
    expect(described).toBe('the PostgreSQL database "omanut" on db.internal:5433 (DATABASE_URL)');
    expect(described).not.toContain("s3cret");
  });
});
