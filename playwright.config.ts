// End-to-end tests: `npm run build && npx playwright test`. Four servers of the built app start,
// each on a fresh data directory (scripts/e2e-server.ts, tests/e2e/support/servers.ts): "main" with
// the sample catalogue (the baseURL), "empty" without a catalogue, "broken", whose database the
// tests break, and "site", whose site-wide settings the Site page's tests change (a fifth, on
// PostgreSQL, with TEST_DATABASE_URL). E2E_PORT moves their ports, E2E_TMP_DIR their data folders.
import { defineConfig, devices } from "@playwright/test";
import { allE2eServers, mainBase } from "./tests/e2e/support/servers.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: mainBase,
    trace: "off",
    // The service worker would answer requests from its caches: only the saved list's tests allow it.
    serviceWorkers: "block",
    // No browser download is possible here: use Debian's Chromium.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 900 },
      },
    },
  ],
  webServer: allE2eServers.map((server) => ({
    name: `server:${server.name}`,
    command: "node scripts/e2e-server.ts",
    url: `${server.origin}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      E2E_PORT: String(server.port),
      E2E_DATA_DIR: server.dataDir,
      SAMPLE_DATA: String(server.isSampleDataEnabled),
      E2E_DATABASE_URL: server.databaseUrl ?? "",
    },
  })),
});
