/**
 * Verifying a build before anything is published: check:dist's audit (budgets, links, missing
 * assets and whatever else it checks) per chain, then a smoke pass in Chromium over each chain's
 * main routes. A chain with a finding is not published; it keeps its last published pages.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PageWeight } from "../check/budgets.ts";
import type { AuditReport, Finding } from "../check/dist-audit.ts";
import { auditDist } from "../check/dist-audit.ts";
import { walkFiles } from "../lib/files.ts";
import { validateHtmlFiles } from "../check/html-validation.ts";
import { writeRouting } from "../serve/write-routing.ts";
import { startPreviewServer } from "../serve/serve.ts";

/** Per chain: the problems found and the measured pages. */
export type ChainVerification = { problems: string[]; weights: PageWeight[] };

/** The routes the smoke pass opens per chain (those the chain has). */
export const SMOKE_ROUTES = ["", "coupons/", "company-policies/", "cart/", "error/"] as const;

/**
 * Every finding list of check:dist's audit, by name. New checks added to `auditDist` (any array of
 * findings besides `weights`) are picked up without changes here.
 */
export function auditFindings(report: AuditReport): Finding[] {
  return Object.entries(report)
    .filter(([key, value]) => key !== "weights" && Array.isArray(value))
    .flatMap(([, value]) => value as Finding[]);
}

/** Runs check:dist's audit and HTML validation over one build folder; findings and weights by chain. */
export async function auditChains(
  buildDir: string,
  sites: readonly string[],
): Promise<Record<string, ChainVerification>> {
  const report = await auditDist(buildDir);
  const out: Record<string, ChainVerification> = {};
  for (const site of sites) out[site] = { problems: [], weights: [] };
  const chainOf = (page: string) => page.split("/")[1] ?? "";
  for (const w of report.weights) out[chainOf(w.page)]?.weights.push(w);
  for (const f of auditFindings(report)) {
    out[chainOf(f.page)]?.problems.push(`${f.page}: ${f.problem}${f.via ? ` (${f.via})` : ""}`);
  }
  const htmlFiles = sites.flatMap((site) =>
    (existsSync(join(buildDir, site)) ? walkFiles(join(buildDir, site)) : [])
      .filter((f) => f.endsWith(".html"))
      .map((f) => `${site}/${f}`),
  );
  for (const p of (await validateHtmlFiles(buildDir, htmlFiles)).problems) {
    out[p.file.split("/")[0] ?? ""]?.problems.push(`${p.file}:${p.line}:${p.column}: ${p.message} (${p.rule})`);
  }
  for (const site of sites) {
    if (out[site]?.weights.length === 0) out[site].problems.push(`no pages built under /${site}/`);
  }
  return out;
}

/**
 * Makes a build folder what `npm run build` makes: one self-contained folder per chain and the
 * routing files, so it is verified and served exactly like a release.
 */
export async function writeBuildRouting(
  buildDir: string,
  tenantsDir: string,
  env?: NodeJS.ProcessEnv,
): Promise<{ assembleSeconds: number }> {
  let assembleSeconds = 0;
  await writeRouting({
    distDir: buildDir,
    root: buildDir,
    listen: "80",
    tenantsDir,
    ...(env ? { env } : {}),
    onAssembled: (seconds) => (assembleSeconds = seconds),
  });
  return { assembleSeconds };
}

/** Options of the smoke pass. */
export type SmokeOptions = { port: number; chromiumPath: string; timeoutMs?: number };

/** The smoke pass's Chromium (a Playwright `Browser`). */
export type SmokeBrowser = Awaited<ReturnType<(typeof import("@playwright/test"))["chromium"]["launch"]>>;

/**
 * Starts the smoke pass's Chromium. The release starts it before the build, so the browser's
 * start-up (about a second) overlaps the build instead of following it.
 */
export async function launchSmokeBrowser(chromiumPath: string): Promise<SmokeBrowser> {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/**
 * Opens each chain's main routes in Chromium, served by the preview server (production headers,
 * CSP included): each must answer 200, show its banner and main landmark, throw no uncaught error
 * and load every same-origin file it asks for. With `started` given (a browser the caller started and
 * closes), the pass uses it; without one, or when it failed to start, it starts and closes its own.
 */
export async function smokeChains(
  buildDir: string,
  sites: readonly string[],
  opts: SmokeOptions,
  started?: Promise<SmokeBrowser>,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = Object.fromEntries(sites.map((s) => [s, [] as string[]]));
  if (sites.length === 0) return problems;
  const server = await startPreviewServer({ port: opts.port, distDir: buildDir });
  const shared = started === undefined ? null : await started.catch(() => null);
  let browser: SmokeBrowser | null = shared;
  try {
    browser ??= await launchSmokeBrowser(opts.chromiumPath);
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(opts.timeoutMs ?? 15_000);
    let errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`uncaught ${e.message.split("\n")[0] ?? ""}`));
    page.on("response", (r) => {
      if (r.url().startsWith(server.url) && r.status() >= 400) errors.push(`${r.status()} for ${r.url()}`);
    });
    for (const site of sites) {
      for (const route of SMOKE_ROUTES) {
        if (!existsSync(join(buildDir, site, route, "index.html"))) continue;
        const path = `/${site}/${route}`;
        errors = [];
        try {
          const response = await page.goto(`${server.url}${path}`, { waitUntil: "load" });
          if (response?.status() !== 200) errors.push(`answered ${response?.status() ?? "nothing"}`);
          await page.getByRole("banner").first().waitFor({ state: "visible" });
          await page.getByRole("main").first().waitFor({ state: "visible" });
        } catch (error) {
          errors.push((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "");
        }
        problems[site]?.push(...errors.map((e) => `smoke ${path}: ${e}`));
      }
    }
    await context.close();
  } finally {
    if (browser !== shared) await browser?.close();
    await server.close();
  }
  return problems;
}
