import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts", "*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/compile-messages.ts"],
    // Two cores: more workers only queue for the CPU and the PostgreSQL server.
    maxWorkers: 2,
    testTimeout: 30_000,
    // No test reaches the exchange rates' publishers; the tests that fetch use a loopback stand-in.
    env: { FX_RATES_URL: "off", FX_FALLBACK_URL: "off" },
    hookTimeout: 60_000,
  },
});
