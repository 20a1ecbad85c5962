// The headers every response carries, and the sign-in cookie, on a server whose ORIGIN is https
// (behind a TLS proxy, so the test talks plain HTTP with X-Forwarded-Proto).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";

const ORIGIN = "https://art.example.test";
const PASSWORD = "correct horse battery staple";

describe("security headers and cookies behind https", () => {
  let tmp: string;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-security-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = runServer({
      DATA_DIR: tmp,
      PORT: String(port),
      SAMPLE_DATA: "false",
      ORIGIN,
      TRUST_PROXY: "true",
      ADMIN_EMAIL: "boss@example.test",
      ADMIN_PASSWORD: PASSWORD,
    });
    await waitForHealth(port, server.output);
  }, 90_000);

  afterAll(async () => {
    server?.stop();
    await server?.done;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  // As a TLS proxy forwards it: the public host (with its port, which React Router reads) and protocol.
  const viaProxy = { "x-forwarded-proto": "https", "x-forwarded-host": "art.example.test:443" };

  /** Signs in with the form, as the administrator: the answer and its session cookie. */
  async function signInAsBoss() {
    const signIn = await fetch(`${base}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "boss@example.test", password: PASSWORD }),
      redirect: "manual",
      headers: { ...viaProxy, origin: ORIGIN },
    });
    return { signIn, cookie: signIn.headers.getSetCookie()[0]!.split(";")[0]! };
  }

  it("sends the security headers on pages, data, redirects, errors and files alike", async () => {
    for (const target of [
      "/",
      "/robots.txt",
      "/admin",
      "/admin/places?q=tel",
      "/no-such-page",
      "/favicon.svg",
      "/healthz",
    ]) {
      const response = await fetch(`${base}${target}`, { headers: viaProxy, redirect: "manual" });
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, target).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
      expect(csp, target).toContain("frame-ancestors 'none'");
      expect(csp, target).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options"), target).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), target).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), target).toMatch(/^max-age=\d{8,}/);
      // One policy, not two: a second header would be enforced as well.
      expect(csp.split("default-src").length - 1, target).toBe(1);
    }
  });

  it("allows exactly the page's own inline scripts, by their hashes, and no nonce anywhere", async () => {
    for (const target of ["/", "/login", "/contact"]) {
      const response = await fetch(`${base}${target}`, { headers: viaProxy });
      const html = await response.text();
      const allowed = [...(response.headers.get("content-security-policy") ?? "").matchAll(/'sha256-([^']+)'/g)].map(
        (match) => match[1],
      );
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!),
      );
      expect(inline.length, target).toBeGreaterThan(0);
      const hashes = inline.map(([, , text]) => crypto.createHash("sha256").update(text!).digest("base64"));
      expect(allowed.sort(), target).toEqual([...new Set(hashes)].sort());
      expect(html, target).not.toContain("nonce=");
    }
  });

  it("hands out a Secure, HttpOnly, SameSite=Lax session cookie and accepts writes only from ORIGIN", async () => {
    const form = new URLSearchParams({ email: "boss@example.test", password: PASSWORD });
    const crossSite = await fetch(`${base}/login`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { ...viaProxy, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
    // The server's own address is not its origin when ORIGIN says otherwise.
    const ownHost = await fetch(`${base}/login`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { ...viaProxy, origin: base },
    });
    expect(ownHost.status).toBe(403);

    const response = await fetch(`${base}/login`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { ...viaProxy, origin: ORIGIN },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    // On https the cookies carry the __Host- prefix: Secure, this host only, the whole site.
    const [cookie, device] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-omanut_session=[A-Za-z0-9_-]{43};/);
    for (const attribute of ["HttpOnly", "SameSite=Lax", "Secure", "Path=/", "Max-Age=43200"]) {
      expect(cookie).toContain(attribute);
    }
    expect(cookie).not.toMatch(/Domain=/i);
    expect(device).toMatch(/^__Host-omanut_device=[^;]+;.*Secure/);
    // The session cookie without its prefix is no session.
    const unprefixed = await fetch(`${base}/admin`, {
      redirect: "manual",
      headers: { ...viaProxy, cookie: cookie!.split(";")[0]!.replace("__Host-", "") },
    });
    expect(unprefixed.status).toBe(302);
    const withReferer = await fetch(`${base}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { ...viaProxy, referer: `${ORIGIN}/admin`, cookie: cookie!.split(";")[0]! },
    });
    expect(withReferer.status).toBe(302);
    expect(withReferer.headers.get("set-cookie")).toMatch(/^__Host-omanut_session=;.*Max-Age=0/);
  });

  it("lets no cache keep any admin or sign-in answer: pages, data requests, redirects, fetches", async () => {
    const { signIn, cookie } = await signInAsBoss();
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    for (const [target, withCookie] of [
      ["/admin", true],
      ["/admin.data", true],
      ["/admin/artists.data", true],
      ["/admin/galleries/new", true],
      ["/admin/places?q=tel", true],
      ["/admin", false],
      ["/admin.data", false],
      ["/admin/artists", false],
      ["/login", false],
      ["/login.data", false],
      ["/login/code", false],
      ["/he/login", false],
      ["/he/login/code", false],
      ["/logout", true],
    ] as const) {
      const response = await fetch(`${base}${target}`, {
        redirect: "manual",
        headers: { ...viaProxy, ...(withCookie ? { cookie } : {}) },
      });
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), `${target} ${withCookie ? "signed in" : "signed out"}`).toBe(
        "no-store",
      );
    }
    // Public pages keep their own caching.
    const home = await fetch(`${base}/`, { headers: viaProxy });
    expect(home.headers.get("cache-control")).not.toBe("no-store");
  });

  it("answers 400 for an address with a NUL character, which no page has", async () => {
    for (const target of ["/artists/a%00b", "/galleries?city=%00"]) {
      const response = await fetch(`${base}${target}`, { headers: viaProxy });
      expect(response.status, target).toBe(400);
      expect(await response.text(), target).toContain("not allowed");
    }
  });

  it("decides what is private on the decoded path: an escaped admin or sign-in address is never kept", async () => {
    const { cookie } = await signInAsBoss();
    for (const [target, withCookie] of [
      ["/%61dmin/inquiries.data", true],
      ["/%61dmin", true],
      ["//admin/inquiries.data", true],
      ["/%6cogin", false],
      ["/he/%6Cogin", false],
      ["/%E0%A4%A", false],
    ] as const) {
      for (let view = 0; view < 2; view++) {
        const response = await fetch(`${base}${target}`, {
          redirect: "manual",
          headers: { ...viaProxy, ...(withCookie ? { cookie } : {}) },
        });
        await response.arrayBuffer();
        expect(response.headers.get("cache-control"), target).toBe("no-store");
        expect(response.headers.get("x-page-cache"), target).toBeNull();
      }
    }
  });

  it("sends the administrator back only to an admin path, whatever the language form's redirectTo holds", async () => {
    const { cookie } = await signInAsBoss();
    for (const [redirectTo, expected] of [
      ["/admin/artists\r\nSet-Cookie: x=1", "/admin"],
      ["/admin/אמנים", "/admin/%D7%90%D7%9E%D7%A0%D7%99%D7%9D"],
      ["//evil.example/admin", "/admin"],
      ["/admin\\..\\evil", "/admin"],
    ] as const) {
      const response = await fetch(`${base}/admin/language`, {
        method: "POST",
        body: new URLSearchParams({ language: "en", redirectTo }),
        redirect: "manual",
        headers: { ...viaProxy, origin: ORIGIN, cookie },
      });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe(expected);
    }
  });

  it("says at start-up that TRUST_PROXY is set while requests arrive without the proxy's headers", () => {
    expect(server.output()).toContain("TRUST_PROXY is set but a request arrived without X-Forwarded-For");
    expect(server.output().match(/TRUST_PROXY is set but/g)).toHaveLength(1);
  });
});
