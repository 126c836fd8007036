/**
 * Mutation testing (StrykerJS): how many deliberate small faults in the pure modules the unit tests
 * catch. Not part of `npm test` (it is slow); run `npm run mutation`, or one module against its own
 * tests with `MUTATION_TESTS=src/lib/slug.test.ts npx stryker run --mutate src/lib/slug.ts` (not
 * `--testFiles`: static mutants would all survive). Scores and commands: docs/mutation.md.
 */
export default {
  testRunner: "vitest",
  // Only the test files that import a mutated module run against its mutants.
  vitest: { configFile: "vitest.config.ts", related: true },
  // The pure logic (the features' and the shared kernel's too): no pages, islands, hooks, browser-only
  // or type-only files.
  mutate: [
    "src/lib/**/*.ts",
    "src/api/**/*.ts",
    "src/tenant/**/*.ts",
    "src/features/**/*.ts",
    "src/shared/**/*.ts",
    "!src/**/*.test.ts",
    "!src/**/*.d.ts",
    "!src/**/*.client.ts",
    "!src/**/use-*.ts",
    "!src/features/offline/service-worker.ts",
  ],
  ignorePatterns: ["dist", ".astro", "test-results", "playwright-report", ".gateway-state", "reports"],
  coverageAnalysis: "perTest",
  // Two cores, shared: one test process per core.
  concurrency: 2,
  // Re-runs test only the mutants whose code or tests changed since the last report.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
