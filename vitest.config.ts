/**
 * Unit tests: colocated `*.test.ts` in src/ and scripts/, run in Node. Browser flows live in
 * tests/e2e and run under Playwright, never here.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**", ".astro/**"],
    environment: "node",
    // Two cores: one worker per core keeps gateway/server tests from starving each other.
    maxWorkers: 2,
  },
});
