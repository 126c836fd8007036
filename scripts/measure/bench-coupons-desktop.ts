/**
 * The desktop figures of `npm run bench:coupons -- --interactions`: at 1280 × 900 with the CPU 4×
 * slower and no network throttling, a guest's load of /coupons/ ("Show more", every card drawn,
 * search over them) and a member's clip and unclip (click → header badge). Times run from the click
 * to the animation frame after the DOM change (`bench-coupons-probes.ts`).
 */
import type { Browser, Page } from "@playwright/test";
import { tenantFile, throttledPage } from "./bench-chain.ts";
import { demoMemberSession, median } from "./measure.ts";
import type { StoredSession } from "./measure.ts";
import { BENCH_PROBE, clipProbe, searchProbe, showAllProbe, showMoreProbe } from "./bench-coupons-probes.ts";
import type { LoadMarks } from "./bench-coupons-probes.ts";

const CPU_SLOWDOWN = 4;

/** A page of a fresh context with the CPU slowed down and the probes installed. */
const benchPage = (browser: Browser, session: StoredSession | null): Promise<Page> =>
  throttledPage(browser, { cpu: CPU_SLOWDOWN, session, initScript: BENCH_PROBE });

/** One guest load of /coupons: first page of cards, "Show more", every card, search. */
async function measureLoad(browser: Browser, base: string, site: string): Promise<Record<string, number>> {
  const page = await benchPage(browser, null);
  await page.goto(`${base}/${site}/coupons/`);
  await page.waitForFunction(() => ((window as unknown as { __bench: LoadMarks }).__bench.page ?? 0) > 0, null, {
    timeout: 60_000,
  });
  const marks = await page.evaluate(() => (window as unknown as { __bench: LoadMarks }).__bench);
  const showMore = await page.evaluate(showMoreProbe);
  const all = await page.evaluate(showAllProbe);
  const search = await page.evaluate(searchProbe, "shrimp");
  await page.context().close();
  return {
    [`first page (${marks.count} cards) drawn`]: marks.page ?? Number.NaN,
    "Show more (48 more cards)": showMore,
    [`Show more until all ${all.cards} drawn`]: all.ms,
    "search, all cards drawn": search,
  };
}

/** A member's clip and unclip of one coupon of the full list: click to badge update, both ways. */
async function measureClip(browser: Browser, base: string, site: string, gateway: string) {
  const subdomain =
    tenantFile<{ data: { RSA_SUBDOMAIN: string } }>(site, "clientinfo.json")?.data.RSA_SUBDOMAIN ?? site;
  const page = await benchPage(browser, await demoMemberSession(gateway, site, subdomain));
  await page.goto(`${base}/${site}/coupons/`);
  const card = page
    .locator(".coupon-grid > li")
    .filter({ has: page.getByRole("button", { name: /^Add to (Cart|List): / }) });
  await card.first().waitFor({ timeout: 60_000 });
  const id = Number(await card.first().getAttribute("data-coupon-id"));
  const clip = await page.evaluate(clipProbe, id);
  // The unclip puts the member's cart back as it was.
  const unclip = await page.evaluate(clipProbe, id);
  await page.context().close();
  return { "clip → badge update": clip, "unclip → badge update": unclip };
}

/** Measures `runs` times and prints the median, fastest and slowest run of every figure. */
export async function desktopFigures(
  browser: Browser,
  base: string,
  site: string,
  gateway: string,
  runs: number,
): Promise<void> {
  const results: Record<string, number>[] = [];
  for (let i = 0; i < runs; i++) {
    results.push({ ...(await measureLoad(browser, base, site)), ...(await measureClip(browser, base, site, gateway)) });
  }
  const names = [...new Set(results.flatMap((r) => Object.keys(r)))];
  console.log(`\ndesktop, 1280×900, CPU ${CPU_SLOWDOWN}× slower, no network throttling`);
  console.log(`${"figure".padEnd(36)} ${"median".padStart(9)} ${"min".padStart(9)} ${"max".padStart(9)}`);
  for (const name of names) {
    const values = results.map((r) => r[name]).filter((v): v is number => v !== undefined && Number.isFinite(v));
    const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
    console.log(`${name.padEnd(36)} ${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`);
  }
}
