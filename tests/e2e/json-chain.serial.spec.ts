/**
 * A chain added by data, end to end in the browser: the example chain file
 * (scripts/services/demo-gateway/example-chains/cornerdeli.json) served by a demo gateway of its own, pulled,
 * built (that chain only, into a folder of its own) and served by the preview server. Its settings
 * lack STORE_NAME and leave HEADER_BG_COLOR and NEIGHBORHOOD_TEXT blank, its deal of the week sits in
 * no department, its stores carry state and zip: the shopper sees the defaults, a count that agrees
 * with the list, and whole addresses. Serial: the build is heavy on two cores.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoGateway, type RunningGateway } from "../../scripts/services/demo-gateway/server.ts";
import { freePort } from "../../scripts/lib/listen.ts";
import { pullTenants } from "../../scripts/pull/pull-tenants.ts";
import { ROOT } from "../../scripts/lib/run.ts";
import { startPreviewServer, type PreviewServer } from "../../scripts/serve/serve.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { buildChain } from "./support/build-chain.ts";
import { LIVE_CARDS } from "./support/page.ts";

const SITE = "cornerdeli";

let work: string;
let gateway: RunningGateway | null = null;
let preview: PreviewServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), "storefront-json-chain-"));
  mkdirSync(join(work, "chains"));
  copyFileSync(
    join(ROOT, "scripts", "services", "demo-gateway", "example-chains", `${SITE}.json`),
    join(work, "chains", `${SITE}.json`),
  );
  gateway = await startDemoGateway({ port: await freePort(), chainsDir: join(work, "chains") });
  const pulled = await pullTenants({ gatewayUrl: gateway.url, dir: join(work, "tenants"), only: [SITE] });
  expect(pulled.tenants[0]?.status).toBe("changed");
  const built = await buildChain({
    GATEWAY_URL: gateway.url,
    TENANTS_DIR: join(work, "tenants"),
    TENANTS: SITE,
    DIST_DIR: join(work, "dist"),
  });
  expect(built.code, `the build failed:\n${built.output}`).toBe(0);
  preview = await startPreviewServer({ port: 0, distDir: join(work, "dist") });
});

test.afterAll(async () => {
  await preview?.close();
  await gateway?.close();
  rmSync(work, { recursive: true, force: true });
});

test("a chain added as a JSON file is a working site with the spec's defaults", async ({ page }) => {
  test.setTimeout(120_000);
  const base = `${preview?.url}/${SITE}`;
  await page.goto(`${base}/`);
  await expect(page).toHaveTitle(/Corner Deli/);
  // HEADER_BG_COLOR "" is the spec's default header colour.
  await expect(page.locator(".header-main").first()).toHaveCSS("background-color", "rgb(49, 133, 1)");
  await expect(page.getByText("We are in your neighborhood", { exact: true })).toBeVisible();
  // menu_has_page on Coupons: it still leads to the coupons page; the entry without an address gets its page.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Coupons" })).toHaveAttribute(
    "href",
    "./coupons/",
  );

  await page.goto(`${base}/coupons/`);
  await expect(page.locator(LIVE_CARDS)).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByText("All Coupons (4)").first()).toBeAttached();
  await expect(page.getByText("Showing 4 of 4 coupons")).toBeVisible();

  await page.goto(`${base}/contact/`);
  await expect(page.locator("#store-1 address")).toContainText("North Dakota 58111");
  await expectAccessible(page);
});
