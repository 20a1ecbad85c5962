import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers, each a folder (docs/decisions/016-editor-kit-and-layers.md): routes → features →
// components (generic UI, knowing no feature) → models → db, and lib at the bottom. Each layer names what it may not import;
// `regex`, because a leading # in a `group` pattern is read as a comment and matches nothing.
/** @param {string} layers */
const UP_OUT_OF = (layers) => `^(\\.\\./)+(${layers})/`;
const layers = [
  { files: ["app/lib/**"], forbidden: "^#app/(?!lib/)", relative: "db|models|features|components|routes|seed" },
  { files: ["app/db/**"], forbidden: "^#app/(?!(db|lib)/)", relative: "models|features|components|routes|seed" },
  { files: ["app/models/**"], forbidden: "^#app/(?!(models|db|lib)/)", relative: "features|components|routes|seed" },
  {
    files: ["app/features/**"],
    forbidden: "^#app/(db/|routes/|seed/|root\\.|entry\\.)",
    relative: "db|routes|seed",
  },
  {
    files: ["app/components/**"],
    forbidden: "^#app/(db/|routes/|seed/|features/|root\\.|entry\\.)",
    relative: "db|routes|seed|features",
  },
  { files: ["app/seed/**"], forbidden: "^#app/(db/|routes/|features/|components/|root\\.)", relative: "db|routes" },
  {
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    forbidden: "^#app/(db|seed)/",
    relative: "db|seed",
  },
];
// Right-to-left pages mirror through logical sides (start/end): a Tailwind class naming a physical
// side (ml-2, pr-4, left-0, border-l, rounded-tr, text-right, …) is refused in app code.
const PHYSICAL_SIDE =
  "/(^|[\\s:!])-?((m[lr]|p[lr]|left|right|scroll-[mp][lr])-(\\d|\\[|\\(|px|auto|full)|(border-[lr]|rounded-[lr]|rounded-[tb][lr])($|[\\s-])|(text|float|clear)-(left|right)($|\\s))/";
const PHYSICAL_SIDE_MESSAGE =
  "Use a logical side (ms-/me-, ps-/pe-, start-/end-, border-s/-e, rounded-s/-e, text-start/-end).";
/** @type {import("eslint").Linter.Config} */
const logicalSides = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `Literal[value=${PHYSICAL_SIDE}]`, message: PHYSICAL_SIDE_MESSAGE },
      { selector: `TemplateElement[value.raw=${PHYSICAL_SIDE}]`, message: PHYSICAL_SIDE_MESSAGE },
    ],
  },
};

/** @type {import("eslint").Linter.Config[]} */
const layerRules = layers.map(({ files, forbidden, relative }) => ({
  files,
  // Tests set up and inspect their data through the database directly.
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "react-router",
            importNames: ["Link", "NavLink"],
            message: "Use Link and NavLink from #app/components/link.tsx: they keep the page's language.",
          },
        ],
        patterns: [
          { regex: forbidden, message: "Layers: this folder may not import from that one (see docs/decisions/016)." },
          { regex: "^#server/", message: "Layers: the app does not import the server." },
          {
            regex: UP_OUT_OF(relative),
            message: "Layers: this folder may not import from that one (see docs/decisions/016).",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      "app/lib/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  ...layerRules,
  logicalSides,
);
