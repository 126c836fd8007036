/**
 * Browser tests in the machine's Chromium (Debian's `chromium`; Playwright's own download does not
 * work offline). The global setup starts the demo gateway and the preview server, so after a build
 * `npx playwright test` is all it takes; `npm test` builds against the same gateway port first.
 */
import { defineConfig } from "@playwright/test";
import { DEMO_TIME_ZONE } from "./scripts/services/demo-gateway/wire.ts";
import { CHROMIUM_PATH, E2E_PORT } from "./tests/e2e/settings.ts";

// The demo chains' wall clock for the specs, the browsers they launch (Chromium and Firefox read
// TZ) and their workers: the demo gateway dates the weekly ads and coupons in the chains' zone, and
// the pages compare them with the shopper's clock, as a shopper of those chains has it. On a machine
// in UTC the two disagree about the date for five hours a day (an ad ending Saturday is over at
// Saturday 7 pm there).
process.env["TZ"] = DEMO_TIME_ZONE;

const CI = Boolean(process.env["CI"]);
/** Specs named `*.serial.spec.ts` change gateway state every test shares (see tests/README.md). */
const SERIAL_SPECS = /\.serial\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Two cores: more workers only make each test slower.
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: "list",
  // The slowest ten spec files are printed after every run, so the cost of `npm test` is seen where
  // it grows (docs/testing.md).
  reportSlowTests: { max: 10, threshold: 60_000 },
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed test keeps its trace: every action with the page's DOM before and after it (what was
    // on screen, to step through), without the screencast, which cost a fifth of the suite's CPU
    // (the layout audit of one chain: 111 s of CPU with it, 88 s without); the screenshot at the
    // failure is kept instead.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    // Shoppers have the chains' service workers: every spec runs with them (tests/README.md, the cost).
    serviceWorkers: "allow",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: SERIAL_SPECS, use: { browserName: "chromium" } },
    // Specs that reset or expire the shared gateway's state for everyone run after the others, alone.
    {
      name: "chromium-serial",
      testMatch: SERIAL_SPECS,
      dependencies: ["chromium"],
      fullyParallel: false,
      workers: 1,
      use: { browserName: "chromium" },
    },
  ],
});
