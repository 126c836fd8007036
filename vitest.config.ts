/**
 * Unit tests: colocated `*.test.ts` in src/ and scripts/, run in Node. Browser flows live in
 * tests/e2e and run under Playwright, never here.
 *
 * Two projects. `unit` runs without isolation: one worker evaluates a shared module once and runs
 * file after file, which saves starting a fresh worker and re-importing per file (the runtime's own
 * estimate: about half the wall time). `unit-isolated` keeps a fresh module graph per file for what
 * would leak into the next file: module mocks and stubbed environment variables or globals (which
 * `scripts/vitest-config.test.ts` holds to this list), and the tests of features/ and shared/, whose
 * modules keep shopper state (stores) at module level.
 */
import { defineConfig } from "vitest/config";

const TEST_FILES = ["src/**/*.test.ts", "scripts/**/*.test.ts"];
const NEVER = ["tests/e2e/**", "node_modules/**", "dist/**", ".astro/**"];

/** Test files that need a module graph of their own. */
export const ISOLATED_TEST_FILES = [
  "src/features/**/*.test.ts",
  "src/shared/**/*.test.ts",
  // vi.stubEnv: restored after each test, but the loader they test caches by environment.
  "src/lib/site-config.test.ts",
  // test-support/render-hook.ts: React DOM over a stand-in `window` set on globalThis.
  "src/lib/use-load.test.ts",
  "src/tenant/load-tenants.server.test.ts",
  // vi.mock("node:fs"): a rename that refuses to cross its two "devices".
  "scripts/release/releases-devices.test.ts",
];

/**
 * A mutation run (`npm run mutation`, stryker.config.mjs) changes module-level values from one run to
 * the next: there every file gets fresh modules, in one project, or a shared worker would keep testing
 * the module it loaded first. `MUTATION_TESTS` (comma-separated files) narrows such a run to the
 * tests named, e.g. a module's own (docs/mutation.md).
 */
const MUTATION_RUN = process.env["STRYKER_MUTATOR_WORKER"] !== undefined;
const MUTATION_TESTS = process.env["MUTATION_TESTS"]?.split(",").filter(Boolean);

/**
 * Coverage of src/ (`vitest run --coverage`, as `npm test` runs it): the thresholds are the floor
 * measured on the day they were set (src/ tests alone: statements 59.2 %, branches 56.9 %, functions
 * 58.9 %, lines 59.4 %), so coverage cannot drop unseen. Raise them when it rises.
 */
const COVERAGE = {
  provider: "v8" as const,
  include: ["src/**/*.{ts,tsx}"],
  exclude: ["src/**/*.test.ts", "src/test-support/**", "src/**/*.d.ts"],
  reporter: ["text-summary"],
  reportsDirectory: "node_modules/.cache/coverage",
  thresholds: { statements: 59, branches: 56, functions: 58, lines: 59 },
};

export default defineConfig({
  test: {
    exclude: NEVER,
    coverage: COVERAGE,
    environment: "node",
    // Two cores: one worker per core keeps gateway/server tests from starving each other.
    maxWorkers: 2,
    projects: MUTATION_RUN
      ? [{ extends: true, test: { name: "unit", include: MUTATION_TESTS ?? TEST_FILES, isolate: true } }]
      : [
          {
            extends: true,
            test: { name: "unit", include: TEST_FILES, exclude: [...NEVER, ...ISOLATED_TEST_FILES], isolate: false },
          },
          { extends: true, test: { name: "unit-isolated", include: ISOLATED_TEST_FILES, isolate: true } },
        ],
  },
});
