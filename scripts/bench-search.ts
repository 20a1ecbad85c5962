// `node scripts/bench-search.ts`: times the catalogue search and suggestions against the configured
// database (DATA_DIR or DATABASE_URL), e.g. after `npm run db:seed -- --artworks 100000`; prints
// the median and 95th percentile of each query and of all of them, in milliseconds of server time.
// `--rebuild` migrates and indexes the whole catalogue again first, and says how long that took.
import { performance } from "node:perf_hooks";
import { migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { rebuildSearchIndex } from "#app/models/search-index.server.ts";
import { searchCatalogue, suggestCatalogue } from "#app/models/search.server.ts";

const SEARCHES = [
  "harbour",
  "quiet harbour",
  "paintings",
  "cohen",
  "Maya Cohen",
  "friedmn",
  "jerusalem",
  "gallery",
  "blue sea",
  "No. 51234",
  "photography",
  "נמל",
  "בנמל",
  "ים שקט",
  "ירושלים",
  "ציור",
  "גלריה",
  "והחלון",
];
const SUGGESTIONS = ["qu", "quiet ha", "ma", "maya co", "fri", "har", "נמ", "חלון כ", "גל", "court", "sea li", "ירו"];
const ROUNDS = 15;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(label: string, queries: string[], run: (query: string) => Promise<unknown>): Promise<void> {
  const all: number[] = [];
  for (const query of queries) await run(query);
  console.log(`\n${label}`);
  for (const query of queries) {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) samples.push(await time(() => run(query)));
    samples.sort((a, b) => a - b);
    all.push(...samples);
    console.log(
      `  ${query.padEnd(16)} p50 ${percentile(samples, 50).toFixed(2).padStart(7)}  p95 ${percentile(samples, 95).toFixed(2).padStart(7)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${"all".padEnd(16)} p50 ${percentile(all, 50).toFixed(2).padStart(7)}  p95 ${percentile(all, 95).toFixed(2).padStart(7)}`,
  );
}

try {
  console.log(`Engine: ${getDatabase().engine}`);
  if (process.argv.includes("--rebuild")) {
    await migrateToLatest(getDatabase().db);
    const started = performance.now();
    const indexed = await rebuildSearchIndex(getDatabase().db);
    console.log(`Indexed ${indexed} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const sample = await searchCatalogue("harbour");
  if (!sample.problem) console.log(`"harbour" matches ${JSON.stringify(sample.counts)}`);
  await measure("searchCatalogue(query) — counts and the first 4 of each kind", SEARCHES, (q) => searchCatalogue(q));
  await measure("searchCatalogue(query, { kind: 'artwork', limit: 24, offset: 24 })", SEARCHES, (q) =>
    searchCatalogue(q, { kind: "artwork", limit: 24, offset: 24 }),
  );
  await measure("suggestCatalogue(query)", SUGGESTIONS, (q) => suggestCatalogue(q));
} finally {
  await closeDatabase();
}
