import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ExchangeRateError,
  isRateFresh,
  parseBoiRates,
  parseEcbRates,
  parseExchangeRates,
  validateExchangeRate,
} from "./rate-parsing.ts";

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const boi = fixture("boi-exchange-rates.json");
const ecb = fixture("ecb-eurofxref-daily.xml");
const NOW = Date.parse("2026-11-24T18:00:00Z");

/** The BOI fixture with its entries changed by `edit`. */
function boiWith(edit: (entries: Record<string, unknown>[]) => unknown): string {
  const data = JSON.parse(boi) as { exchangeRates: Record<string, unknown>[] };
  const edited = edit(data.exchangeRates);
  return JSON.stringify(edited === undefined ? data : edited);
}
const usdOf = (entries: Record<string, unknown>[]) => entries.find((entry) => entry.key === "USD")!;

describe("parseBoiRates", () => {
  it("reads the dollar and the euro of the Bank of Israel's answer, dated by lastUpdate", () => {
    expect(parseBoiRates(boi, NOW)).toEqual([
      { currency: "USD", shekelsPerUnit: 3.712, rateDate: "2026-11-24", source: "boi" },
      { currency: "EUR", shekelsPerUnit: 4.021, rateDate: "2026-11-24", source: "boi" },
    ]);
  });

  it("divides by the unit, and reads PascalCase fields and decimal strings", () => {
    const perHundred = boiWith((entries) => {
      Object.assign(usdOf(entries), { currentExchangeRate: 371.2, unit: 100 });
    });
    expect(parseBoiRates(perHundred, NOW)[0]?.shekelsPerUnit).toBe(3.712);
    const pascal = JSON.stringify({
      ExchangeRates: [
        { Key: "USD", CurrentExchangeRate: "3.70", Unit: 1, LastUpdate: "2026-11-23T13:20:00Z" },
        { Key: "EUR", CurrentExchangeRate: 4.01, Unit: "1", LastUpdate: "2026-11-23" },
      ],
    });
    expect(parseBoiRates(pascal, NOW)).toEqual([
      { currency: "USD", shekelsPerUnit: 3.7, rateDate: "2026-11-23", source: "boi" },
      { currency: "EUR", shekelsPerUnit: 4.01, rateDate: "2026-11-23", source: "boi" },
    ]);
  });

  it.each<[string, string, RegExp]>([
    ["not JSON", "<html>Service Unavailable</html>", /not JSON/],
    ["an object without the list", JSON.stringify({ message: "An error has occurred." }), /no exchangeRates list/],
    ["no euro", boiWith((entries) => entries.filter((entry) => entry.key !== "EUR")), /no EUR rate/],
    ["the dollar twice", boiWith((entries) => ({ exchangeRates: [...entries, usdOf(entries)] })), /names USD twice/],
    [
      "a null rate",
      boiWith((entries) => void (usdOf(entries).currentExchangeRate = null)),
      /USD: the rate is not a number/,
    ],
    ["a text rate", boiWith((entries) => void (usdOf(entries).currentExchangeRate = "3,71")), /not a number/],
    [
      "a rate of zero",
      boiWith((entries) => void (usdOf(entries).currentExchangeRate = 0)),
      /0 shekels is not plausible/,
    ],
    [
      "a rate per 100 read as per 1",
      boiWith((entries) => void (usdOf(entries).currentExchangeRate = 371.2)),
      /plausible/,
    ],
    ["a negative unit", boiWith((entries) => void (usdOf(entries).unit = -1)), /unit -1 is not a positive/],
    ["a zero unit", boiWith((entries) => void (usdOf(entries).unit = 0)), /unit 0 is not a positive/],
    [
      "no lastUpdate",
      boiWith((entries) => void delete usdOf(entries).lastUpdate),
      /lastUpdate undefined is not a date/,
    ],
    [
      "a day that does not exist",
      boiWith((entries) => void (usdOf(entries).lastUpdate = "2026-02-30T10:00:00Z")),
      /not a date/,
    ],
    ["a date in another format", boiWith((entries) => void (usdOf(entries).lastUpdate = "24/11/2026")), /not a date/],
    [
      "a date next month",
      boiWith((entries) => void (usdOf(entries).lastUpdate = "2026-12-24T10:00:00Z")),
      /in the future/,
    ],
  ])("refuses an answer with %s", (_, body, message) => {
    expect(() => parseBoiRates(body, NOW)).toThrowError(ExchangeRateError);
    expect(() => parseBoiRates(body, NOW)).toThrowError(message);
  });
});

describe("parseEcbRates", () => {
  it("turns the ECB's rates per euro into shekels per dollar and per euro", () => {
    expect(parseEcbRates(ecb, NOW)).toEqual([
      // 4.0183 / 1.0832 shekels per dollar, to four places.
      { currency: "USD", shekelsPerUnit: 3.7097, rateDate: "2026-11-24", source: "ecb" },
      { currency: "EUR", shekelsPerUnit: 4.0183, rateDate: "2026-11-24", source: "ecb" },
    ]);
  });

  it("reads double quotes, attributes in any order and a prefixed element name", () => {
    const body = `<e:Envelope xmlns:e="x"><e:Cube><e:Cube time="2026-11-20">
      <e:Cube rate="1.1" currency="USD" /><e:Cube currency="ILS" rate="4.4"/></e:Cube></e:Cube></e:Envelope>`;
    expect(parseEcbRates(body, NOW)).toEqual([
      { currency: "USD", shekelsPerUnit: 4, rateDate: "2026-11-20", source: "ecb" },
      { currency: "EUR", shekelsPerUnit: 4.4, rateDate: "2026-11-20", source: "ecb" },
    ]);
  });

  it("takes only the newest day of a file of several days", () => {
    const body = `<Cube><Cube time='2026-11-24'><Cube currency='USD' rate='1.1'/><Cube currency='ILS' rate='4.4'/></Cube>
      <Cube time='2026-11-21'><Cube currency='USD' rate='1.0'/><Cube currency='ILS' rate='3.0'/></Cube></Cube>`;
    expect(parseEcbRates(body, NOW).map((rate) => [rate.rateDate, rate.shekelsPerUnit])).toEqual([
      ["2026-11-24", 4],
      ["2026-11-24", 4.4],
    ]);
    // A newest day that lacks the shekel must not borrow it from the day before.
    const missing = body.replace("<Cube currency='ILS' rate='4.4'/>", "");
    expect(() => parseEcbRates(missing, NOW)).toThrowError(/no ILS rate/);
  });

  it.each<[string, string, RegExp]>([
    ["no day", ecb.replace("time='2026-11-24'", ""), /no <Cube time/],
    ["no shekel", ecb.replace("<Cube currency='ILS' rate='4.0183'/>", ""), /no ILS rate/],
    ["no dollar", ecb.replace("<Cube currency='USD' rate='1.0832'/>", ""), /no USD rate/],
    ["an empty rate", ecb.replace("rate='1.0832'", "rate=''"), /USD: the ECB's rate "" is not a positive number/],
    ["a zero rate", ecb.replace("rate='1.0832'", "rate='0'"), /not a positive number/],
    ["a text rate", ecb.replace("rate='4.0183'", "rate='NaN'"), /ILS: the ECB's rate "NaN"/],
    ["an implausible cross rate", ecb.replace("rate='1.0832'", "rate='0.01'"), /USD: 401.83 shekels is not plausible/],
    ["a bad day", ecb.replace("time='2026-11-24'", "time='2026-13-01'"), /"2026-13-01" is not a date/],
    [
      "the shekel twice",
      ecb.replace("<Cube currency='INR'", "<Cube currency='ILS' rate='5'/><Cube currency='INR'"),
      /ILS twice/,
    ],
  ])("refuses an answer with %s", (_, body, message) => {
    expect(() => parseEcbRates(body, NOW)).toThrowError(ExchangeRateError);
    expect(() => parseEcbRates(body, NOW)).toThrowError(message);
  });
});

/** The fastest of a few runs in milliseconds: the one least slowed by other work on the machine. */
function fastestMs(run: () => void, times = 5): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("a hostile answer", () => {
  // Each shape at n characters; the regular expressions this replaced took 9 s on the second at 120 kB.
  it.each<[string, (n: number) => string]>([
    ["a Cube tag of one endless name", (n) => `<Cube ${"a".repeat(n)}`],
    ["the same, closed", (n) => `<Cube ${"a".repeat(n)}>`],
    ["Cube tags never closed", (n) => "<Cube".repeat(n / 5)],
    ["attributes whose quotes never close", (n) => `<Cube${" a='1".repeat(n / 5)}`],
    ["attributes without quotes", (n) => `<Cube time='2026-11-24'${" rate=1".repeat(n / 7)}>`],
    ["a value quoted the other way", (n) => `<Cube a="${"'a=".repeat(n / 3)}`],
    ["a currency nested in lists", (n) => `{"exchangeRates":[{"key":${"[".repeat(n / 2)}${"]".repeat(n / 2)}}]}`],
  ])("is read or refused in time linear in its size: %s", (_, make) => {
    const parse = (body: string) => () => {
      expect(() => parseExchangeRates(body, NOW)).toThrowError(ExchangeRateError);
    };
    const small = fastestMs(parse(make(25_000)));
    const large = fastestMs(parse(make(100_000)));
    // Four times the size: four times the time when linear, sixteen when quadratic (the old
    // expressions took seconds); a busy machine's pauses of a few hundred milliseconds are noise.
    expect(large).toBeLessThan(Math.max(10 * small, 250));
  });

  it("is refused past 1 MiB, and quoted short in the refusal", () => {
    expect(() => parseExchangeRates(`${ecb}${" ".repeat(1024 * 1024)}`, NOW)).toThrowError(/longer than 1048576/);
    const longDay = ecb.replace("time='2026-11-24'", `time='${"9".repeat(100_000)}'`);
    expect(() => parseEcbRates(longDay, NOW)).toThrowError(/^USD: "9{39}… is not a date/);
    const listUnit = boiWith((entries) => void (usdOf(entries).unit = [[[1]]]));
    expect(() => parseBoiRates(listUnit, NOW)).toThrowError("USD: the unit a list is not a positive number");
  });

  it("still reads the ECB's file with a '>' inside a value and every other element passed over", () => {
    const body = ecb.replace("<Cube>", "<!-- rates > 0 --><Cube note='a > b'>");
    expect(parseEcbRates(body, NOW)).toEqual(parseEcbRates(ecb, NOW));
  });
});

describe("parseExchangeRates", () => {
  it("tells the publishers apart by the answer itself", () => {
    expect(parseExchangeRates(`\uFEFF  ${boi}`, NOW)[0]?.source).toBe("boi");
    expect(parseExchangeRates(ecb, NOW)[0]?.source).toBe("ecb");
    expect(() => parseExchangeRates("", NOW)).toThrowError(/neither JSON nor XML/);
    expect(() => parseExchangeRates("USD 3.71", NOW)).toThrowError(ExchangeRateError);
  });
});

describe("validateExchangeRate", () => {
  const rate = { currency: "USD", shekelsPerUnit: 3.71, rateDate: "2026-11-20", source: "manual" };

  it("accepts a plausible rate and refuses anything else", () => {
    expect(validateExchangeRate(rate, NOW)).toEqual(rate);
    expect(() => validateExchangeRate({ ...rate, currency: "GBP" }, NOW)).toThrowError(/unknown currency "GBP"/);
    expect(() => validateExchangeRate({ ...rate, shekelsPerUnit: Number.POSITIVE_INFINITY }, NOW)).toThrowError(
      /not a number/,
    );
    expect(() => validateExchangeRate({ ...rate, shekelsPerUnit: 0.49 }, NOW)).toThrowError(/not plausible/);
    expect(() => validateExchangeRate({ ...rate, shekelsPerUnit: 20.01 }, NOW)).toThrowError(/not plausible/);
    expect(validateExchangeRate({ ...rate, shekelsPerUnit: 20 }, NOW).shekelsPerUnit).toBe(20);
    expect(() => validateExchangeRate({ ...rate, rateDate: "1999-12-31" }, NOW)).toThrowError(/not a date/);
    expect(() => validateExchangeRate({ ...rate, rateDate: "2026-11-20T00:00" }, NOW)).toThrowError(/not a date/);
    // Israel's day starts before UTC's: tomorrow is allowed, the day after is not.
    expect(validateExchangeRate({ ...rate, rateDate: "2026-11-25" }, NOW).rateDate).toBe("2026-11-25");
    expect(() => validateExchangeRate({ ...rate, rateDate: "2026-11-27" }, NOW)).toThrowError(/in the future/);
    expect(() => validateExchangeRate({ ...rate, source: "" }, NOW)).toThrowError(/not a source name/);
  });
});

describe("isRateFresh", () => {
  it("keeps a rate for seven days from its day, and never a date it cannot read", () => {
    expect(isRateFresh("2026-11-24", NOW)).toBe(true);
    expect(isRateFresh("2026-11-18", NOW)).toBe(true);
    expect(isRateFresh("2026-11-17", NOW)).toBe(false);
    expect(isRateFresh("2026-11-16", NOW)).toBe(false);
    expect(isRateFresh("2026-11-17", Date.parse("2026-11-23T23:59:59Z"))).toBe(true);
    expect(isRateFresh("2026-11-17", Date.parse("2026-11-24T00:00:00Z"))).toBe(false);
    expect(isRateFresh("yesterday", NOW)).toBe(false);
  });
});
