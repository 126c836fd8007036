// Flat config: ESLint's and typescript-eslint's recommended rules, without type-aware rules so a
// full lint stays fast on two cores. .astro files are checked by `astro check` instead.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
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
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".gateway-state/",
      "coverage/",
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
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: nodeGlobals },
  },
);
