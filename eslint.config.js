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
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
  { files: ["**/*.{tsx,jsx}"], ...jsxA11y.flatConfigs.recommended },
  astro.configs.recommended,
  astro.configs["jsx-a11y-recommended"],
);
