// The container files, checked where no container runtime runs (see the README's "Production"):
// the compose file parses, every setting it gives the app is a documented one, the image is built
// and run as the README says.
import fs from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { ADMIN_FORM_MAX_BYTES, getBodyLimit, VISITOR_FORM_MAX_BYTES } from "#app/lib/request-body.ts";

const readme = fs.readFileSync("README.md", "utf8");
const section = (title: string) => {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `the README has a "${title}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
};

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, unknown>;
  volumes?: string[];
  healthcheck?: unknown;
}

const compose = parse(fs.readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const dockerfile = fs.readFileSync("Dockerfile", "utf8");

it("runs two app replicas on PostgreSQL and an S3-compatible store behind a reverse proxy", () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === ".");
  expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
  for (const [name, app] of apps) {
    expect(app.environment, name).toMatchObject({ STORAGE: "s3", TRUST_PROXY: "true" });
    expect(String(app.environment!.DATABASE_URL), name).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(String(app.environment!.S3_ENDPOINT), name).toBe("http://minio:9000");
    expect(
      app.volumes?.some((volume) => volume.endsWith(":/data")),
      `${name} keeps /data in a volume`,
    ).toBe(true);
  }
  expect(compose.services.postgres?.image).toMatch(/^postgres:/);
  expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
  expect(compose.services.proxy?.image).toMatch(/^caddy:/);
  const caddyfile = fs.readFileSync("deploy/Caddyfile", "utf8");
  for (const [name] of apps) expect(caddyfile).toContain(`${name}:3000`);
  // Every volume a service names is declared.
  for (const service of Object.values(compose.services)) {
    for (const volume of service.volumes ?? []) {
      const source = volume.split(":")[0]!;
      if (!source.startsWith(".")) expect(compose.volumes, source).toHaveProperty(source);
    }
  }
});

it("gives the app only settings the README's configuration table documents", () => {
  const table = section("Configuration");
  const settings = new Set(
    Object.values(compose.services)
      .filter((service) => service.build === ".")
      .flatMap((service) => Object.keys(service.environment ?? {})),
  );
  expect(settings.size).toBeGreaterThan(10);
  expect([...settings].filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  // The example environment file names every variable compose.yaml asks for.
  const asked = new Set([...fs.readFileSync("compose.yaml", "utf8").matchAll(/\$\{(\w+)/g)].map((match) => match[1]!));
  const example = fs.readFileSync("deploy/env.example", "utf8");
  expect([...asked].filter((name) => !new RegExp(`^${name}=`, "m").test(example))).toEqual([]);
});

it("builds a non-root Node 24 image of production dependencies, with a health check, serving as the README says", () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]!);
  expect(stages.length).toBeGreaterThanOrEqual(2);
  expect(stages.every((image) => image.startsWith("node:24"))).toBe(true);
  expect(dockerfile).toMatch(/npm prune --omit=dev/);
  expect(dockerfile).toMatch(/^USER node$/m);
  expect(dockerfile).toMatch(/^VOLUME \/data$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/healthz/m);
  const command = /^CMD (\[.+\])$/m.exec(dockerfile)?.[1];
  expect(command).toBeDefined();
  const words = JSON.parse(command!) as string[];
  const production = section("Production");
  expect(production).toContain(`\`${words.join(" ")}\``);
  expect(production).toContain("docker compose up -d --build");
  // The files the image's stages copy exist.
  for (const match of dockerfile.matchAll(/^COPY --from=build [^/]*((?:\/app\/\S+ )+)/gm)) {
    for (const file of match[1]!.trim().split(" ")) {
      // What the build stage makes (its dependencies, the build) is not in the sources.
      if (!/^\/app\/(node_modules|build)$/.test(file))
        expect(fs.existsSync(file.replace("/app/", "")), file).toBe(true);
    }
  }
});

it("bounds request bodies at the proxy as the app does: the upload, admin forms, every other form", () => {
  const caddyfile = fs.readFileSync("deploy/Caddyfile", "utf8");
  const sizes = Object.fromEntries(
    [...caddyfile.matchAll(/request_body @(\w+) \{\s*max_size (\d+)(KiB|MiB)\s*\}/g)].map(([, matcher, size, unit]) => [
      matcher,
      Number(size) * (unit === "MiB" ? 1024 * 1024 : 1024),
    ]),
  );
  expect(sizes).toEqual({
    upload: getBodyLimit("/admin/media"),
    adminForms: getBodyLimit("/admin/artists/new"),
    visitorForms: getBodyLimit("/contact"),
  });
  expect(getBodyLimit("/contact")).toBe(VISITOR_FORM_MAX_BYTES);
  expect(getBodyLimit("/admin/artists/new")).toBe(ADMIN_FORM_MAX_BYTES);
});
