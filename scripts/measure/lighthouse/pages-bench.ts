/**
 * `npm run lighthouse:pages`: a few page types of every demo chain measured with a chosen Lighthouse,
 * the pinned one (lhci's, as `npm run lighthouse` uses) or another version through npx
 * (`--lighthouse=lighthouse@13`), mobile with simulated throttling, as guests; per page the median of
 * the runs' performance score and LCP, the LCP element, and the benchmark index Lighthouse measured.
 * A measurement, not a test: it builds nothing and writes nothing into docs/ (it prints a Markdown
 * table, and the raw figures as JSON with `--json=FILE`). It serves the build and starts the demo
 * gateway as `npm run lighthouse` does. Timing figures taken on a busy machine are provisional: the
 * load average at the start and end is printed beside them.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { commandLine } from "../../lib/cli.ts";
import { configuredDistDir } from "../../lib/dist-dir.ts";
import { benchPreview, localGateway, measuredSites, median } from "../measure.ts";
import { ROOT } from "../../lib/run.ts";
import { loadTenants } from "#src/tenant/load-tenants.server.ts";
import { builtPagesOf } from "#src/lib/i18n/language-routes.ts";
import { narrowTypes, pageTypesOf } from "./pages.ts";
import { runFigures, type RunFigures } from "./run-figures.ts";

const DEFAULT_PAGES = "/coupons,/department/[slug],/weekly-ads/[id]/[store],/weekly-ads-gallery/[id]/[store],/catering";
const USAGE = `Usage: npm run lighthouse:pages -- [--dist=DIR] [--sites=a,b] [--pages=${DEFAULT_PAGES}]
  [--runs=3] [--lighthouse=pinned|lighthouse@13] [--json=FILE] [--reports=DIR] [--http=2]

  --dist=DIR         the build to measure (default DIST_DIR, else dist/)
  --sites=a,b        these chains (default every demo chain of the build)
  --pages=/x,/y      page types (route-list patterns; default the pages that matter most: coupons, a department, the weekly ad, its gallery and catering)
  --runs=N           runs per page (default 3); the median of each figure is reported
  --lighthouse=WHICH "pinned" (lhci's Lighthouse, default) or an npm spec run through npx
  --json=FILE        also write every run's figures to FILE
  --reports=DIR      also keep every run's whole Lighthouse report in DIR (chain_page_run.json), to read
                     an LCP's phases and what the simulation counted before it
  --http=2|1.1       serve the build over HTTP/2 with TLS, as the chains' CDN hosts do (default), or
                     over the preview's HTTP/1.1, where a page's modules take six connections

Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values: args } = commandLine("lighthouse:pages", USAGE, {
  options: {
    dist: { type: "string" },
    sites: { type: "string" },
    pages: { type: "string" },
    runs: { type: "string" },
    lighthouse: { type: "string" },
    json: { type: "string" },
    reports: { type: "string" },
    http: { type: "string" },
  },
});

const CHROME = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const PINNED = join(
  dirname(fileURLToPath(import.meta.resolve("@lhci/cli/package.json"))),
  "node_modules",
  "lighthouse",
);
const run = promisify(execFile);

/** The command that runs the chosen Lighthouse with this Node first on PATH (Lighthouse 13 needs Node 22+). */
function lighthouseCommand(which: string): { file: string; prefix: string[] } {
  if (which === "pinned") return { file: process.execPath, prefix: [join(PINNED, "cli", "index.js")] };
  return { file: "npx", prefix: ["--yes", which] };
}

/** One Lighthouse run of `url`; its report's figures. */
async function measureOnce(which: string, url: string, work: string, keepAs?: string): Promise<RunFigures> {
  const { file, prefix } = lighthouseCommand(which);
  const out = join(work, "report.json");
  const flags = ["--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];
  if (process.getuid?.() === 0) flags.push("--no-sandbox");
  // The HTTP/2 preview's certificate is a throwaway self-signed one.
  if (url.startsWith("https://localhost")) flags.push("--ignore-certificate-errors");
  await run(
    file,
    [
      ...prefix,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance",
      `--chrome-flags=${flags.join(" ")}`,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        CHROME_PATH: CHROME,
        PATH: `${dirname(process.execPath)}${delimiter}${process.env["PATH"] ?? ""}`,
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = readFileSync(out, "utf8");
  if (keepAs !== undefined) writeFileSync(keepAs, report);
  return runFigures(JSON.parse(report));
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** A run again after Lighthouse's own runtime errors (NO_NAVSTART and the like on a loaded machine), at most 3 tries. */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      const reason = String((error as { stderr?: unknown }).stderr ?? error).trim();
      console.error(`lighthouse failed (${reason}); running it again`);
    }
  }
}

async function main(): Promise<void> {
  const which = args.lighthouse ?? "pinned";
  const runs = Math.max(1, Number(args.runs ?? 3));
  const distDir = args.dist !== undefined ? resolve(ROOT, args.dist) : configuredDistDir();
  const { sites, gatewayUrl } = await measuredSites(distDir, args.sites?.split(","));
  const gateway = await localGateway(gatewayUrl);
  const server = await benchPreview(distDir, args.http);
  const http2 = server.http2;
  const work = mkdtempSync(join(tmpdir(), "lighthouse-pages-"));
  const reports = args.reports !== undefined ? resolve(args.reports) : undefined;
  if (reports !== undefined) mkdirSync(reports, { recursive: true });
  const started = { at: new Date().toISOString().slice(0, 16).replace("T", " "), load: loadavg()[0] ?? 0 };
  const rows: { site: string; type: string; route: string; runs: RunFigures[] }[] = [];
  try {
    for (const tenant of loadTenants({ only: sites.map((s) => s.site) })) {
      const pages = narrowTypes(
        pageTypesOf(tenant.site, builtPagesOf(tenant), distDir).pages,
        (args.pages ?? DEFAULT_PAGES).split(","),
      );
      for (const page of pages) {
        const figures: RunFigures[] = [];
        for (let i = 0; i < runs; i++) {
          const keepAs = reports && join(reports, `${page.site}${page.route.replaceAll("/", "_")}${i + 1}.json`);
          figures.push(
            await withRetries(() => measureOnce(which, `${server.url}/${page.site}${page.route}`, work, keepAs)),
          );
        }
        rows.push({ site: page.site, type: page.type, route: page.route, runs: figures });
        const m = (pick: (f: RunFigures) => number) => median(figures.map(pick));
        console.error(
          `${page.site}${page.route}: performance ${m((f) => f.performance)}, LCP ${fmt(m((f) => f.lcp))} ms`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.close();
    await gateway.close();
  }
  const version = rows[0]?.runs[0]?.version ?? "?";
  const bench = median(rows.flatMap((r) => r.runs.map((f) => f.benchmarkIndex)));
  console.log(
    `Lighthouse ${version} (${which}), mobile, simulated throttling, median of ${runs}, ` +
      `${http2 ? "HTTP/2 with TLS" : "HTTP/1.1"}; ${cpus().length} cores, ` +
      `benchmark index ${fmt(bench)} (median of the runs), load average ${started.load.toFixed(1)} at the start ` +
      `(${started.at} UTC) and ${(loadavg()[0] ?? 0).toFixed(1)} at the end.\n`,
  );
  console.log("| chain | page | performance | LCP | TBT | CLS | LCP element |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | --- |");
  for (const r of rows) {
    const m = (pick: (f: RunFigures) => number) => median(r.runs.map(pick));
    const element = r.runs.map((f) => f.lcpElement).find((e) => e !== "") ?? "";
    console.log(
      `| ${r.site} | \`${r.route}\` | ${Math.round(m((f) => f.performance) * 100)} | ${fmt(m((f) => f.lcp))} ms | ` +
        `${fmt(m((f) => f.tbt))} ms | ${m((f) => f.cls).toFixed(3)} | \`${element}\` |`,
    );
  }
  if (args.json !== undefined)
    writeFileSync(resolve(args.json), JSON.stringify({ which, version, runs, rows }, null, 2));
}

await main();
