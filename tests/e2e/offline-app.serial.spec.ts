/**
 * The installable app and the till offline on the demo chain, in path mode (the worker's
 * scope is `/freshmart/`): Chromium's own install criteria over the manifest and the worker, the
 * cart with the network off after one online visit (barcode, list, the offline line, no spinner,
 * remove buttons that need a connection), a page never visited offline (the chain's offline page
 * with the card link), logout leaving nothing of the member behind, and a release (a changed page,
 * a changed worker) showing on the next navigation.
 *
 * A first visit precaches only the offline page's and the deals sheet's files; the page visited
 * first is kept with its own (its slider's code too) and opens offline with them. The shared
 * fixture fails on console errors, and the network being off logs failed requests on purpose, so
 * page errors are collected here instead.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures.ts";
import { DIST_DIR } from "./settings.ts";
import { DEMO_LOGINS, requireSite, siteData } from "./support/chains.ts";
import { gatewayUrl, resetGateway } from "./support/gateway.ts";
import { seedSession } from "./support/session.ts";
import { collectPageErrors } from "./support/page.ts";

const SITE = "freshmart";
const ROOT = `/${SITE}/`;
const LOGIN = { ...DEMO_LOGINS.freshmart, card: "400100012345" };
/** The demo member's seeded cart (scripts/services/demo-gateway/seed). */
const SEEDED = ["Butcher's Choice Shrimp", "Spend $50 on your basket and save $1.50"];
const SPINNER = ".cart-spinner";

requireSite(SITE);
test.use({ serviceWorkers: "allow" });
// The cart tests read the shared gateway's seeded cart; the release test changes served files.
test.describe.configure({ mode: "serial" });

/** Waits until the chain's worker controls the page and has kept the page for offline use. */
async function controlledAndKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(new RegExp(`${ROOT}sw\\.js$`));
  const here = page.url().split("?")[0] ?? "";
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, here), { timeout: 15_000 })
    .toBe(true);
}

/** Every URL in the origin's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function offline(context: BrowserContext, on: boolean): Promise<void> {
  await context.setOffline(on);
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

test("install criteria: Chromium parses the chain's manifest, its icons load, the worker controls the chain's scope", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(ROOT);
  await controlledAndKept(page);

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as {
    url: string;
    errors: unknown[];
    manifest?: { id?: string; name?: string; startUrl?: string; scope?: string; display?: string; icons?: unknown[] };
  };
  expect(manifest.url).toMatch(new RegExp(`${ROOT}manifest\\.webmanifest$`));
  expect(manifest.errors).toEqual([]);
  const origin = new URL(page.url()).origin;
  // The app's id is the chain's root: another chain on this origin is another app.
  expect(manifest.manifest).toMatchObject({
    id: `${origin}${ROOT}`,
    name: siteData(SITE)["STORE_NAME"],
    startUrl: `${origin}${ROOT}`,
    scope: `${origin}${ROOT}`,
    display: "kStandalone",
  });
  expect(manifest.manifest?.icons).toHaveLength(3);
  // Chromium's own installability check (manifest, icons, secure context). Playwright's contexts
  // are incognito-like, which Chromium names as the one reason it would not offer the install.
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

  const json = (await (await request.get(`${ROOT}manifest.webmanifest`)).json()) as {
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  // The chain's colour as its pages draw it (the header's `--brand`).
  const brand = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--brand").trim());
  expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
  expect(json.theme_color).toBe(brand);
  expect(json.background_color).toBe("#ffffff");
  expect(json.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of json.icons) {
    const answer = await request.get(`${ROOT}${icon.src}`);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    const side = Number(icon.sizes.split("x")[0]);
    expect(pngSize(await answer.body())).toEqual([side, side]);
  }
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}${ROOT}`);
  // The policy allows the worker and the manifest from the chain's own origin.
  const csp = (await request.get(ROOT)).headers()["content-security-policy"] ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  // A page is kept under its address without the query: a token in a link never becomes a cache key.
  await page.goto(`${ROOT}about/?UserToken=secret-token-1`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => cachedUrls(page)).toContain(`${origin}${ROOT}about/`);
  expect((await cachedUrls(page)).filter((u) => u.includes("secret-token-1"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a first visit precaches the offline page's and the deals sheet's files, not the site's; the page visited first opens offline with its slider", async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(ROOT);
  const slider = page.locator("[data-carousel]").first();
  await expect(slider).toHaveClass(/is-mounted/);
  await controlledAndKept(page);

  const kept = (prefix: string) =>
    page.evaluate(async (start) => {
      const urls: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith(start))) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    }, prefix);
  const precached = await kept("workbox-precache");
  expect(precached).toContain(`${ROOT}offline/index.html`);
  const files = precached.filter((path) => path.startsWith("/_assets/"));
  expect(files.some((path) => /\/DealsSheet\.[\w-]+\.js$/.test(path))).toBe(true);
  // Not the map's nor the sliders' code, and well under half of the chain's scripts and styles.
  expect(files.filter((path) => /leaflet|glide/i.test(path))).toEqual([]);
  const built = readdirSync(join(DIST_DIR, SITE, "_assets")).filter((f) => /\.(m?js|css|woff2?)$/.test(f));
  expect(files.length).toBeLessThan(built.length / 2);

  // The home page was kept with its files, the slider's code (loaded on demand) among them.
  const glide = (await kept("assets-")).filter((path) => /glide/i.test(path));
  expect(glide).toHaveLength(1);
  await offline(context, true);
  await page.reload();
  await expect(slider).toHaveClass(/is-mounted/);
  await page
    .getByRole("button", { name: /^Next \(/ })
    .first()
    .click();
  await expect(page.locator("[data-carousel-dot]").nth(1)).toHaveAttribute("aria-current", "true");
  await offline(context, false);
  expect(errors).toEqual([]);
});

test("host mode: the chain at its host's root is an app of its own, its worker's scope `/`", async ({ page }) => {
  const errors = collectPageErrors(page);
  const port = new URL(test.info().project.use.baseURL ?? "").port;
  const host = `http://${SITE}.localhost:${port}/`;
  await page.goto(host);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toBe(`${host}sw.js`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(host);
  const cdp = await page.context().newCDPSession(page);
  const { manifest } = (await cdp.send("Page.getAppManifest")) as {
    manifest?: { id?: string; startUrl?: string; scope?: string };
  };
  expect(manifest).toMatchObject({ id: host, startUrl: host, scope: host });
  expect(errors).toEqual([]);
});

test("the cart opens offline after one online visit: barcode, list, the offline line, no spinner; a visited page opens, another shows the offline page", async ({
  page,
  context,
  request,
}) => {
  // Two states of the page, each checked with axe, and a navigation offline: more than one page's time.
  test.slow();
  const errors = collectPageErrors(page);
  await seedSession(page, request, LOGIN);
  await page.goto(`${ROOT}cart/`);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(4);
  const barcode = page.getByRole("img", { name: `Loyalty card barcode, card number ${LOGIN.card}` });
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await controlledAndKept(page);
  // The copy of the barcode for the till is kept with the session.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cardfreshmart") ?? "{}").image ?? ""))
    .toMatch(/^data:image\//);

  await offline(context, true);
  await page.reload();
  await expect(page.getByText(/^Offline — your list as of \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
  await expect(page.locator(SPINNER)).toHaveCount(0);
  await expect(rows).toHaveCount(4);
  for (const [i, title] of SEEDED.entries()) await expect(rows.nth(i).getByRole("cell").nth(0)).toHaveText(title);
  // Remove stays usable: it waits in the queue of clips made offline (clip-queue.serial.spec.ts).
  const remove = rows.first().getByRole("button", { name: `Remove ${SEEDED[0]}` });
  await expect(remove).toBeEnabled();
  await expect(remove).toHaveAccessibleDescription(/^Needs a connection: a coupon you remove now is removed when/);
  await expect(barcode).toHaveAttribute("src", /^data:image\//);
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("SHOW THIS BARCODE TO CASHIER", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A page never opened: the chain's offline page at the address asked for, with the way to the card.
  await page.goto(`${ROOT}weekly-ads/`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(`${ROOT}weekly-ads/`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Show my card" }).click();
  await expect(page).toHaveURL(`${ROOT}cart/`);
  await expect(rows).toHaveCount(4);

  // Nothing from the gateway (its answers, the barcode) is in the worker's caches.
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((u) => u.startsWith(gatewayUrl()) || !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(urls.filter((u) => /barcode|UserToken|MemberNumber/i.test(u))).toEqual([]);
  await offline(context, false);
  expect(errors).toEqual([]);
});

test("offline, a page never opened shows the offline page at its own address; back online it opens by itself", async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(ROOT);
  await controlledAndKept(page);
  await offline(context, true);
  // Two levels down: the offline page's relative links and its worker's scope still hold there.
  const asked = `${ROOT}company-policies/privacy-policy/`;
  await page.goto(asked);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(asked);
  // A reload offline stays at the address too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(asked);
  // Its links lead where they lead from the offline page's own route; Back returns to the address.
  await page.getByRole("link", { name: "Show my card" }).click();
  await expect(page).toHaveURL(`${ROOT}cart/`);
  await page.goBack();
  await expect(page).toHaveURL(asked);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

  await offline(context, false);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveURL(asked);
  expect(errors).toEqual([]);
});

test("offline, what needs the gateway says 'Needs a connection': a loaded cart's Remove (which then waits), the contact page's forms", async ({
  page,
  context,
  request,
}) => {
  const errors = collectPageErrors(page);
  await seedSession(page, request, LOGIN);
  await page.goto(`${ROOT}cart/`);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(4);
  const remove = rows.first().getByRole("button", { name: `Remove ${SEEDED[0]}` });
  await expect(remove).toBeEnabled();
  // The connection drops while the cart is open: no reload, the list stays, Remove says it will wait.
  await offline(context, true);
  await expect(remove).toHaveAccessibleDescription(/^Needs a connection: a coupon you remove now/);
  await expect(rows).toHaveCount(4);
  await offline(context, false);
  await expect(remove).toBeEnabled();
  await expect(remove).toHaveAccessibleDescription("");

  // The forms of the contact page, drawn online, when the connection drops.
  await page.goto(`${ROOT}contact/`);
  const forms = [
    ["Contact Us By Email !", "CONTACT US"],
    ["Subscribe To Our Newsletter", "Subscribe"],
  ] as const;
  const submitOf = (form: string, button: string) =>
    page.getByRole("form", { name: form }).getByRole("button", { name: button });
  for (const [form, button] of forms) {
    await submitOf(form, button).scrollIntoViewIfNeeded();
    await expect(submitOf(form, button)).toBeEnabled();
  }
  await offline(context, true);
  for (const [form, button] of forms) {
    await expect(submitOf(form, button)).toBeDisabled();
    await expect(page.getByRole("form", { name: form }).getByText("Needs a connection", { exact: true })).toBeVisible();
  }
  await offline(context, false);
  for (const [form, button] of forms) await expect(submitOf(form, button)).toBeEnabled();
  expect(errors).toEqual([]);
});

test("logout removes the member's barcode and list: offline, the cart shows neither", async ({
  page,
  context,
  request,
}) => {
  await seedSession(page, request, LOGIN);
  await page.goto(`${ROOT}cart/`);
  await expect(page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr")).toHaveCount(4);
  await controlledAndKept(page);
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem("cartlistfreshmart") !== null, localStorage.getItem("cardfreshmart")]),
    )
    .toEqual([true, expect.stringContaining("data:image/")]);

  await page.getByRole("button", { name: "Miller Dana" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(ROOT);
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => /^(userdata|card|cartlist)freshmart$/.test(k)),
  );
  expect(left).toEqual([]);

  await offline(context, true);
  await page.goto(`${ROOT}cart/`);
  // A guest is sent to /login by the page's guard; nothing of the member is drawn anywhere.
  await expect(page).not.toHaveURL(`${ROOT}cart/`);
  await expect(page.getByRole("img", { name: /Loyalty card barcode/ })).toHaveCount(0);
  await expect(page.getByText(/your list as of/)).toHaveCount(0);
  await offline(context, false);
});

test("a release shows on the next navigation: a changed page at once, a changed worker takes over", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const route = "how-to-delete-your-account/";
  const file = join(DIST_DIR, SITE, route, "index.html");
  const worker = join(DIST_DIR, SITE, "sw.js");
  const [pageBefore, workerBefore] = [readFileSync(file, "utf8"), readFileSync(worker, "utf8")];
  /** Replaces a served file (never writing through a hard link). */
  const replace = (path: string, text: string) => {
    rmSync(path, { force: true });
    writeFileSync(path, text);
  };
  try {
    await page.goto(`${ROOT}${route}`);
    await controlledAndKept(page);
    await expect(page.getByText("Released just now")).toHaveCount(0);

    replace(file, pageBefore.replace(/(<main[^>]*>)/, '$1<p data-release="2">Released just now</p>'));
    replace(worker, `${workerBefore}\n// release 2\n`);
    // The page was fetched seconds ago (its HTTP lifetime is 60 s): the worker asks the server again.
    await page.goto(`${ROOT}${route}`);
    await expect(page.getByText("Released just now")).toBeVisible();

    // The changed worker installs, activates at once and takes control of the open page.
    const changed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const takeover = new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      await registration.update();
      await takeover;
      return navigator.serviceWorker.controller !== null;
    });
    expect(changed).toBe(true);
    await page.goto(`${ROOT}${route}`);
    await expect(page.getByText("Released just now")).toBeVisible();
  } finally {
    replace(file, pageBefore);
    replace(worker, workerBefore);
  }
  expect(errors).toEqual([]);
});
