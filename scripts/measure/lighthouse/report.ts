/**
 * The measurements table of docs/measurements.md, made from Lighthouse CI's results: the manifest
 * `lhci upload --target=filesystem` writes (one entry per run), each run's report, and the measured
 * pages (pages.json, written by main.ts). Each figure is its median over the page's runs, as the
 * assertions take it; the last column names the budgets a page misses. The table goes between the
 * `lighthouse:start` / `lighthouse:end` markers of the file, so the text around it is kept.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "../measure.ts";
import { HOME_BYTES, HOME_LCP_MS } from "./config.ts";
import type { MeasuredPage } from "./pages.ts";

/** A measured page with the address it was measured at. */
export type PageAt = MeasuredPage & { url: string };

/** What main.ts records of one measuring run beside the results. */
export type RunNote = {
  started: string;
  finished: string;
  loadStart: string;
  loadEnd: string;
  cores: number;
  chromium: string;
  runs: number;
  /** The median of the benchmark index Lighthouse measured in the run's results (absent in older notes). */
  benchmarkIndex?: number;
};

/** What pages.json holds. */
export type PagesFile = { pages: PageAt[]; notes: RunNote[]; skipped: string[] };

/** One entry of lhci's manifest.json: one run. */
type ManifestEntry = { url: string; jsonPath: string };

/** The parts of a Lighthouse result the table uses. */
export type Lhr = {
  requestedUrl: string;
  lighthouseVersion: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string };
  /** The machine as Lighthouse measured it: its benchmark index (about 1,000 for a mid-range phone's CPU). */
  environment?: { benchmarkIndex?: number };
};

/** One row of the table. */
export type Row = {
  page: PageAt;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  bytes: number | null;
  /** The Lighthouse version that measured it. */
  version: string;
};

/** The figures of one run. */
export function rowOf(page: PageAt, lhr: Lhr): Row {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    bytes: value("total-byte-weight"),
    version: lhr.lighthouseVersion,
  };
}

const cell = (n: number | null) => (n === null ? "–" : String(n));
const ms = (n: number | null) => (n === null ? "–" : `${Math.round(n).toLocaleString("en-US")} ms`);
const kb = (n: number | null) => (n === null ? "–" : `${(n / 1000).toFixed(1)} KB`);

/** Where a row misses a budget, in words (empty when it meets them all). */
export function misses(row: Row): string[] {
  const out: string[] = [];
  const { page } = row;
  const perfBar = page.static ? 100 : 95;
  if (row.performance === null || row.performance < perfBar) out.push(`perf < ${perfBar}`);
  if (row.accessibility !== 100) out.push("a11y < 100");
  if (row.bestPractices !== 100) out.push("BP < 100");
  if (!page.noindex && row.seo !== 100) out.push("SEO < 100");
  if (page.type === "/") {
    if (row.lcp === null || row.lcp > HOME_LCP_MS) out.push(`LCP > ${HOME_LCP_MS.toLocaleString("en-US")} ms`);
    if (row.bytes === null || row.bytes > HOME_BYTES) out.push(`bytes > ${HOME_BYTES / 1000} KB`);
  }
  return out;
}

/** The table in Markdown, one row per page, in the order measured. */
export function table(rows: readonly Row[]): string {
  const head =
    "| chain | page type | address | perf | a11y | best practices | SEO | LCP | total bytes | budgets missed |\n" +
    "| --- | --- | --- | --: | --: | --: | --: | --: | --: | --- |";
  const lines = rows.map((r) => {
    const cells = [
      r.page.site,
      `\`${r.page.type}\`${r.page.member ? " (member)" : ""}`,
      `\`${r.page.route}\``,
      cell(r.performance),
      cell(r.accessibility),
      cell(r.bestPractices),
      cell(r.seo),
      ms(r.lcp),
      kb(r.bytes),
      misses(r).join(", ") || "none",
    ];
    return `| ${cells.join(" | ")} |`;
  });
  return [head, ...lines].join("\n");
}

/** The note above the table: when, on what, how loaded. */
export function noteText(notes: readonly RunNote[], skipped: readonly string[], versions: readonly string[]): string {
  const lighthouse = [...new Set(versions)].join(", ");
  const parts = notes.map(
    (n) =>
      `${n.started}–${n.finished.slice(11)} UTC: Lighthouse ${lighthouse} through Lighthouse CI, ${n.chromium}, ` +
      `median of ${n.runs} runs, mobile, simulated throttling; load average ${n.loadStart} at the start and ` +
      `${n.loadEnd} at the end on ${n.cores} cores` +
      (n.benchmarkIndex === undefined
        ? "."
        : `; benchmark index ${Math.round(n.benchmarkIndex)} (median of the runs).`),
  );
  const left =
    skipped.length > 0 ? [`Not measured (the page only forwards to another at once): ${skipped.join(", ")}.`] : [];
  return [...parts, ...left].join("\n\n");
}

/** The median of each figure over a page's runs (`lib/measure.ts`: the mean of the middle two for an even count). */
export function medianRow(runs: readonly Row[]): Row {
  const of = (pick: (r: Row) => number | null): number | null => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : median(values);
  };
  const [first] = runs;
  if (first === undefined) throw new Error("no run to take the median of");
  return {
    page: first.page,
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    lcp: of((r) => r.lcp),
    bytes: of((r) => r.bytes),
    version: first.version,
  };
}

/** The rows of the results in `dir`, in the order of pages.json; pages without a run are left out. */
export function readRows(dir: string): { rows: Row[]; file: PagesFile } {
  const file = JSON.parse(readFileSync(join(dir, "pages.json"), "utf8")) as PagesFile;
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as ManifestEntry[];
  const rows = file.pages.flatMap((page) => {
    const runs = manifest
      .filter((e) => e.url === page.url)
      .map((e) => rowOf(page, JSON.parse(readFileSync(e.jsonPath, "utf8")) as Lhr));
    return runs.length === 0 ? [] : [medianRow(runs)];
  });
  return { rows, file };
}

/**
 * The README's short form of the table: one row per chain with its pages measured, the lowest and
 * the median performance, the home page's LCP and bytes, and how many pages miss a budget.
 */
export function summaryTable(rows: readonly Row[]): string {
  const head =
    "| chain | pages | performance (lowest / median) | a11y, best practices (lowest) | home LCP | home total bytes | pages missing a budget |\n" +
    "| --- | --: | --: | --: | --: | --: | --: |";
  const sites = [...new Set(rows.map((r) => r.page.site))];
  const lines = sites.map((site) => {
    const own = rows.filter((r) => r.page.site === site);
    const perf = own.map((r) => r.performance).filter((v): v is number => v !== null);
    const lowest = (pick: (r: Row) => number | null) => cell(Math.min(...own.map(pick).map((v) => v ?? 0)));
    const home = own.find((r) => r.page.type === "/");
    const cells = [
      site,
      String(own.length),
      perf.length === 0 ? "–" : `${Math.min(...perf)} / ${median(perf)}`,
      `${lowest((r) => r.accessibility)}, ${lowest((r) => r.bestPractices)}`,
      ms(home?.lcp ?? null),
      kb(home?.bytes ?? null),
      String(own.filter((r) => misses(r).length > 0).length),
    ];
    return `| ${cells.join(" | ")} |`;
  });
  return [head, ...lines].join("\n");
}

/**
 * Replaces the text between the `<!-- {name}:start -->` and `<!-- {name}:end -->` markers of
 * `markdown` with `text`; throws when they are missing.
 */
export function between(markdown: string, text: string, name = "lighthouse"): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = markdown.indexOf(start);
  const b = markdown.indexOf(end);
  if (a < 0 || b < a) throw new Error(`no ${start} … ${end} markers`);
  return `${markdown.slice(0, a + start.length)}\n\n${text}\n\n${markdown.slice(b)}`;
}

/**
 * Writes the table of the results in `dir` into `target` (docs/measurements.md) between the `name`
 * markers and, when given, its short form into `readme` (README.md, `lighthouse-summary` markers);
 * returns the table's text.
 */
export function writeReport(resultsDir: string, target: string, readme?: string, name = "lighthouse"): string {
  const { rows, file } = readRows(resultsDir);
  const failed = rows.filter((r) => misses(r).length > 0).length;
  const summary = `${rows.length} pages measured; ${failed} miss a budget.`;
  const text = [
    noteText(
      file.notes,
      file.skipped,
      rows.map((r) => r.version),
    ),
    summary,
    table(rows),
  ].join("\n\n");
  writeFileSync(target, between(readFileSync(target, "utf8"), text, name));
  if (readme !== undefined) {
    const short = [summary, summaryTable(rows)].join("\n\n");
    writeFileSync(readme, between(readFileSync(readme, "utf8"), short, "lighthouse-summary"));
  }
  return text;
}
