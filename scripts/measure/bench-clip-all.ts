/**
 * `npm run bench:clip-all`: a benchmark, not a test. On the large demo chain (the built chain with
 * the most coupons) the chain's demo member presses "Clip all" on a list with exactly 100 coupons
 * not yet clipped, in Chromium with 4× CPU throttling over a build (read only: DIST_DIR) and a demo
 * gateway the script starts itself, and reports the time from the press to the last header badge
 * update (and to the summary). It fails unless the gateway received exactly 100 SaveMyCart calls.
 *
 * The list: the member's largest department when one has at least --count coupons; the demo chains
 * have none (the large chain's biggest holds 79), so All Coupons, where every coupon after the first
 * 100 in the page's order is clipped through the gateway beforehand (those calls are not counted).
 */
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { saveMyCart } from "../../src/api/cart.ts";
import { createGatewayClient, type CallFailure, type GatewayClient } from "../../src/api/client.ts";
import { getCategoriesForCoupons, getDetailsForCoupons, type Coupon } from "../../src/api/coupons.ts";
import { saveCartArgs } from "../../src/features/coupons/clip-outcomes.ts";
import { runQueue } from "../../src/features/coupons/clip-queue.ts";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { benchChain, tenantFile, throttledPage } from "./bench-chain.ts";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { isPortFree } from "../lib/listen.ts";
import { demoMemberSession, median } from "./measure.ts";
import { startPreviewServer } from "../serve/serve.ts";

const USAGE = `Usage: npm run bench:clip-all -- [--dist=DIR] [--site=<site>] [--count=100] [--runs=3] [--cpu=4]

A member presses "Clip all" on a list of --count coupons not yet clipped (the largest department
with that many, else All Coupons with the rest clipped beforehand), in Chromium at 4x CPU slowdown;
reports the time to the last badge update and checks the gateway received --count SaveMyCart calls.
Needs a build (npm run build) and the build's gateway port free: the script starts its own gateway.`;
const { values: cli } = commandLine("bench:clip-all", USAGE, {
  options: {
    dist: { type: "string" },
    site: { type: "string" },
    count: { type: "string" },
    runs: { type: "string" },
    cpu: { type: "string" },
  },
});
const DIST = cli.dist === undefined ? configuredDistDir() : resolve(cli.dist);
const COUNT = Number(cli.count ?? 100);
const RUNS = Number(cli.runs ?? 3);
if ([COUNT, RUNS, Number(cli.cpu ?? 4)].some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`bench:clip-all: --count, --runs and --cpu take whole numbers from 1\n\n${USAGE}`);
  process.exit(2);
}
/** CDP's CPU throttling rate (4: the phone-like slowdown the issue asks for; 1 to compare). */
const CPU_SLOWDOWN = Number(cli.cpu ?? 4);
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Why a call failed, whichever way it did. */
const why = (failure: CallFailure): string => ("error" in failure ? failure.error : failure.details);

/** The signed-in member's fields the calls need. */
type Member = { UserToken: string; MemberNumber: string; FirstName: string };

/** A list to clip: its page, its category and the coupons not clipped yet. */
type Scope = { path: string; label: string; categoryId: number; left: number };

/** Chooses the list and clips beforehand what must not be part of the run, so `COUNT` are left. */
async function prepareScope(client: GatewayClient, site: string, member: Member): Promise<Scope> {
  const categories = await getCategoriesForCoupons(client, member.UserToken);
  if (!categories.ok) throw new Error(`GetCategoriesForCoupons failed: ${why(categories)}`);
  const big = categories.data.GetProductCategories.filter((c) => c.ProductCategoryId < 10000)
    .toSorted((a, b) => b.NoOfCoupons - a.NoOfCoupons)
    .find((c) => c.NoOfCoupons >= COUNT);
  const categoryId = big?.ProductCategoryId ?? 0;
  const unclipped = await unclippedOf(client, categoryId, member.UserToken);
  const before = unclipped.slice(COUNT);
  await runQueue(before, 8, async (coupon) => {
    const result = await saveMyCart(client, saveCartArgs(coupon, member, categoryId));
    return result.ok || why(result);
  });
  const left = (await unclippedOf(client, categoryId, member.UserToken)).length;
  if (left !== COUNT) {
    throw new Error(`${site}: ${left} coupons of category ${categoryId} are left to clip, not ${COUNT}`);
  }
  return {
    path: categoryId === 0 ? `/${site}/coupons/` : `/${site}/coupons/${categoryId}/`,
    label: big ? `${big.ProductCategoryName} (${big.NoOfCoupons} coupons)` : `All Coupons, the first ${COUNT}`,
    categoryId,
    left,
  };
}

/** The coupons of a category the member has not clipped, in the gateway's (the page's first) order. */
async function unclippedOf(client: GatewayClient, categoryId: number, token: string): Promise<Coupon[]> {
  const list = await getDetailsForCoupons(client, { categoryId, token });
  if (!list.ok) throw new Error(`GetDetailsForCoupons/${categoryId} failed: ${why(list)}`);
  return list.data.Specials.filter((c) => !c.IsInCart);
}

/** What the page measured: ms from the press to the last badge change and to the summary. */
type ClipAllMarks = { lastBadge: number; summary: number; badgeChanges: number; badge: string; status: string };

/** In the page: presses Clip all and resolves once the run's summary is announced. */
function clipAllProbe(): Promise<ClipAllMarks> {
  return new Promise((done, fail) => {
    const badge = document.querySelector("[data-cart-count]");
    const button = document.querySelector<HTMLButtonElement>(".clip-all-button");
    if (!badge || !button) return fail(new Error("no badge or Clip all button"));
    let lastBadge = 0;
    let badgeChanges = 0;
    const watchBadge = new MutationObserver(() => {
      badgeChanges += 1;
      lastBadge = performance.now();
    });
    watchBadge.observe(badge, { childList: true, characterData: true, subtree: true });
    const live = [...(button.parentElement?.querySelectorAll('[role="status"]') ?? [])];
    const watchStatus = new MutationObserver(() => {
      const said = live.map((s) => s.textContent ?? "").find((t) => t.startsWith("Clipped ") && t.includes(" of "));
      if (said === undefined || !/^Clipped \d+ of \d+ coupons?\./.test(said)) return;
      // "Clipped 10 of 100" (progress) has no full stop; the summary has.
      const summary = performance.now();
      watchStatus.disconnect();
      requestAnimationFrame(() => {
        watchBadge.disconnect();
        done({
          lastBadge: lastBadge - start,
          summary: summary - start,
          badgeChanges,
          badge: badge.textContent ?? "",
          status: said,
        });
      });
    });
    for (const s of live) watchStatus.observe(s, { childList: true, characterData: true, subtree: true });
    const start = performance.now();
    button.click();
  });
}

async function main(): Promise<void> {
  const { site, gateway } = benchChain(DIST, cli.site);
  const port = Number(new URL(gateway).port || 80);
  if (!(await isPortFree(port))) {
    throw new Error(`port ${port} (the build's gateway) is in use: the benchmark starts its own gateway there to count
the SaveMyCart calls it receives; stop what listens there first`);
  }
  let counting = false;
  let saves = 0;
  const ownGateway = await startDemoGateway({
    port,
    onRequest: (method, path) => {
      if (counting && method === "POST" && path === "/SaveMyCart") saves += 1;
    },
  });
  const preview = await startPreviewServer({ port: 0, distDir: DIST, env: { ...process.env, GATEWAY_URL: gateway } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const subdomain =
    tenantFile<{ data: { RSA_SUBDOMAIN: string } }>(site, "clientinfo.json")?.data.RSA_SUBDOMAIN ?? site;
  const client = createGatewayClient({ baseUrl: gateway, domainname: subdomain });
  const runs: ClipAllMarks[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // Every run starts from the seed: the member's cart as the demo has it.
      await fetch(`${gateway}/__demo/reset`, { method: "POST" });
      const session = await demoMemberSession(gateway, site, subdomain);
      if (!session) throw new Error(`no demo member for ${site}`);
      const member = JSON.parse(session.value) as Member;
      const scope = await prepareScope(client, site, {
        UserToken: member.UserToken,
        MemberNumber: String(member.MemberNumber),
        FirstName: String(member.FirstName),
      });
      if (i === 0) {
        console.log(
          `bench:clip-all — ${site}, ${scope.label}: ${scope.left} to clip; Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs`,
        );
      }
      const page = await throttledPage(browser, { cpu: CPU_SLOWDOWN, session });
      await page.goto(`${preview.url}${scope.path}`);
      await page.getByRole("button", { name: `Clip all (${scope.left})` }).waitFor({ timeout: 120_000 });
      saves = 0;
      counting = true;
      const marks = await page.evaluate(clipAllProbe);
      counting = false;
      await page.context().close();
      if (saves !== COUNT) throw new Error(`the gateway received ${saves} SaveMyCart calls, not ${COUNT}`);
      runs.push(marks);
      console.log(
        `run ${i + 1}/${RUNS}: last badge update ${Math.round(marks.lastBadge)} ms after the press (${marks.badgeChanges} badge changes, badge ${marks.badge}), summary ${Math.round(marks.summary)} ms: "${marks.status}"; ${saves} SaveMyCart calls received`,
      );
    }
    const ms = (values: number[]) =>
      `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
    console.log(`\npress → last badge update: median ${ms(runs.map((r) => r.lastBadge))}`);
    console.log(`press → summary:           median ${ms(runs.map((r) => r.summary))}`);
    console.log(`SaveMyCart calls received per run: ${COUNT} (checked)`);
  } finally {
    await browser.close();
    await preview.close();
    await ownGateway.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:clip-all: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
