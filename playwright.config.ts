// End-to-end tests: `npm run build && npx playwright test`. Five servers of the built app start
// together, each on a fresh data directory (scripts/e2e-servers.ts, tests/e2e/support/servers.ts):
// "main" with the sample catalogue (the baseURL), "empty" without a catalogue, "broken", whose
// database the tests break, "site", whose site-wide settings the Site page's tests change, and
// "sample", whose sample catalogue one spec removes (a sixth, on PostgreSQL, with TEST_DATABASE_URL). E2E_PORT moves their ports, E2E_TMP_DIR their data
// folders.
import { defineConfig, devices } from "@playwright/test";
import { mainBase } from "./tests/e2e/support/servers.ts";

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
  // One entry starting every server at once (Playwright starts its entries one after another).
  webServer: {
    name: "servers",
    command: "node scripts/e2e-servers.ts",
    wait: { stdout: /^All e2e servers are serving\.$/m },
    reuseExistingServer: false,
    // The first start of a build makes the sample catalogue and all its picture sizes (scripts/e2e-server.ts).
    timeout: 420_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
