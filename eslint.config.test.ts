import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer messages ESLint gives `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the layer rule", () => {
  const wrong: [string, string][] = [
    ["app/lib/example.ts", `import { listArtists } from "#app/models/artists.server.ts";`],
    ["app/lib/nested/example.ts", `import { listArtists } from "../../models/artists.server.ts";`],
    ["app/lib/example.ts", `import type { Route } from "#app/routes/home.tsx";`],
    ["app/db/example.ts", `import { getArtistById } from "#app/models/artists.server.ts";`],
    ["app/models/example.ts", `import { toArtistCard } from "#app/features/cards/cards.ts";`],
    ["app/models/example.ts", `import { Carousel } from "#app/components/carousel.tsx";`],
    ["app/features/example.ts", `import { getDb } from "#app/db/db.server.ts";`],
    ["app/components/example.tsx", `import { getDb } from "../db/db.server.ts";`],
    ["app/seed/example.ts", `import { getDb } from "#app/db/db.server.ts";`],
    ["app/routes/example.tsx", `import { getDb } from "#app/db/db.server.ts";`],
    ["app/routes/example.tsx", `import { app } from "#server/app.ts";`],
    ["app/routes/example.tsx", `import { Link } from "react-router";`],
    ["app/components/example.tsx", `import { Form, NavLink } from "react-router";`],
    ["app/components/example.tsx", `import { LIMITS } from "#app/features/visitor-forms/visitor-fields.ts";`],
    ["app/components/example.tsx", `import { ArtworkCard } from "../features/cards/card-views.tsx";`],
  ];
  it.each(wrong)("refuses an arrow pointing the wrong way: %s ← %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  const right: [string, string][] = [
    ["app/lib/page-cache/example.ts", `import { PAGE_SIZE } from "../urls.ts";`],
    ["app/models/example.ts", `import { getDb } from "#app/db/db.server.ts";`],
    ["app/features/example.ts", `import { listArtists } from "#app/models/artists.server.ts";`],
    ["app/features/example.tsx", `import { Pagination } from "#app/components/pagination.tsx";`],
    ["app/seed/example.ts", `import { createArtist } from "#app/models/artists.server.ts";`],
    ["app/routes/example.tsx", `import { toArtistCard } from "#app/features/cards/cards.ts";`],
    ["app/models/example.test.ts", `import { getDb } from "#app/db/db.server.ts";`],
  ];
  it.each(right)("lets an arrow pointing down pass: %s ← %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
