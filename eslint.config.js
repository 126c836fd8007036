// Flat config: ESLint's and typescript-eslint's recommended rules, without type-aware rules so a
// full lint stays fast on two cores; jsx-a11y's recommended rules on the islands (.tsx) and, through
// eslint-plugin-astro, on the .astro pages and components (types there are `astro check`'s).
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Node globals for the few plain JS config files (TypeScript files get no-undef from the compiler).
const nodeGlobals = Object.fromEntries(
  ["process", "console", "URL", "Buffer", "setTimeout", "clearTimeout", "globalThis"].map((name) => [name, "readonly"]),
);

export default defineConfig(
  {
    ignores: [
      "dist/",
      ".releases/",
      "release-shard-*/",
      "*.next-*/",
      "*.old-*/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".gateway-state/",
      "coverage/",
      "reports/",
      ".stryker-tmp/",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    extends: [tseslint.configs.recommended],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The rules of hooks and React's compiler-based checks (purity, refs, effects) on every island.
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  // Small functions (STYLE.md): none in src/ over 80 lines, blank lines and comments not counted; a
  // longer one is split into named steps. Tests are left out: a `describe` is a list of cases, read one
  // case at a time. In .astro files the rule measures the frontmatter's functions and the template's
  // callbacks (a `.map` drawing a list); the frontmatter and the template are not functions, so it
  // cannot measure them, and they are held by their own size (a component of about 150 lines).
  {
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
  { files: ["**/*.{tsx,jsx}"], ...jsxA11y.flatConfigs.recommended },
  astro.configs.recommended,
  astro.configs["jsx-a11y-recommended"],
);
