/**
 * `npm test` beside a running `npm start`: the test command's build stage must leave the demo's
 * `dist/` (and so the gateway address its pages and Content-Security-Policy name) alone.
 *
 * The demo runs in a scratch checkout (the project's sources copied, node_modules linked) so that its
 * `dist/` is that checkout's default build directory, exactly where `npm start` serves from. Its build
 * is this suite's own, copied (built against the suite's gateway, which stands in for the demo's);
 * the scratch checkout's `scripts/test-all.ts` then runs its build stage alone (one small chain, its
 * own gateway on another port), and the demo's coupons must still load in Chromium afterwards.
 * Serial: the build is heavy on two cores and the other specs should not share the machine with it.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../../scripts/lib/listen.ts";
import { ROOT } from "../../scripts/lib/run.ts";
import type { PreviewServer } from "../../scripts/serve/serve.ts";
import { startPreviewServer } from "../../scripts/serve/serve.ts";
import { expect, test } from "./fixtures.ts";
import { DIST_DIR, builtSites } from "./settings.ts";
import { LIVE_CARDS } from "./support/page.ts";

/** What a checkout needs to pull and build (node_modules is linked, not copied). */
const CHECKOUT_ENTRIES = ["package.json", "astro.config.mjs", "tsconfig.json", "src", "scripts", "public", "tenants"];
/** The chain the build stage builds: the smallest demo chain keeps the stage short. */
const BUILD_STAGE_TENANTS = "couponsonly";

/** A scratch checkout: sources copied, node_modules linked. */
function scratchCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), "storefront-checkout-"));
  for (const entry of CHECKOUT_ENTRIES) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs `node scripts/test-all.ts` with only its build stage in `checkout`, as a shell there would. */
function runBuildStage(checkout: string, gatewayPort: number): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TENANTS: BUILD_STAGE_TENANTS,
    E2E_GATEWAY_PORT: String(gatewayPort),
  };
  // A terminal running `npm test` has none of the suite's own settings.
  delete env["DIST_DIR"];
  delete env["E2E_PORT"];
  const args = ["scripts/test-all.ts", "--skip=lint,types,unit,release,dist,e2e"];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: checkout, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

/**
 * The demo's coupons page lists coupons: the page's gateway calls got through. Generous wait: this
 * spec shares the machine with the build it starts.
 */
async function expectCouponsListed(page: Page, demoUrl: string, site: string): Promise<void> {
  await page.goto(`${demoUrl}/${site}/coupons/`);
  await expect(page.locator(LIVE_CARDS).first()).toBeVisible({ timeout: 20_000 });
}

test("the test command's build stage leaves a running demo's coupons working", async ({ page }) => {
  test.setTimeout(300_000);
  const site = builtSites().find((s) => !s.onlyCoupons && s.site !== BUILD_STAGE_TENANTS)?.site;
  expect(site, "the build has a chain other than the one the build stage builds").toBeDefined();
  const checkout = scratchCheckout();
  let demo: PreviewServer | null = null;
  try {
    const demoDist = join(checkout, "dist");
    cpSync(DIST_DIR, demoDist, { recursive: true });
    demo = await startPreviewServer({ port: 0, distDir: demoDist });
    await expectCouponsListed(page, demo.url, site ?? "");

    const stage = await runBuildStage(checkout, await freePort());
    expect(stage.code, `the build stage failed:\n${stage.output}`).toBe(0);
    expect(stage.output).toMatch(/✓ build\s+passed/);

    await expectCouponsListed(page, demo.url, site ?? "");
  } finally {
    await demo?.close();
    rmSync(checkout, { recursive: true, force: true });
  }
});
