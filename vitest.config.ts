import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

// The files that take longest (10 to 50 s each on two cores), longest first.
const SLOW_FILES = [
  "app/seed/sample-catalogue.server.test.ts",
  "server/server.test.ts",
  "server/instances.test.ts",
  "app/models/media.server.test.ts",
  "server/media.test.ts",
  "server/exchange-rates.test.ts",
  "server/submissions.test.ts",
  "server/database-outage.test.ts",
  "server/page-cache.test.ts",
  "app/models/sign-in.server.test.ts",
];

/** Longest files first, so none starts last and runs alone: from the last run's times when known, else SLOW_FILES. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts", "*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/compile-messages.ts"],
    // Two cores: more workers only queue for the CPU and the PostgreSQL server.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    // No test reaches the exchange rates' publishers; the tests that fetch use a loopback stand-in.
    env: { FX_RATES_URL: "off", FX_FALLBACK_URL: "off" },
    hookTimeout: 60_000,
  },
});
