/**
 * The release report: `_report/report.json` for machines and `_report/index.html` for people — per
 * chain whether it changed and why, its pages, bytes, JS per page kind against the budget, build
 * time, warnings and errors, and a link to its home.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PageWeight } from "../check/budgets.ts";
import { BUDGETS, formatKb } from "../check/budgets.ts";
import type { PageKind } from "../lib/html-refs.ts";
import type { ChangeReason } from "./change-detection.ts";

/** What happened to a chain in this release. */
export type ChainStatus = "released" | "unchanged" | "failed";

/** JS per page kind: the heaviest page and how many pages there are. */
export type KindWeight = { pages: number; maxGzipBytes: number; heaviest: string; budgetBytes: number };

/** One chain's line of the report. */
export type ChainReport = {
  site: string;
  status: ChainStatus;
  reason: ChangeReason;
  /** The hash of its inputs now, and the hash of what is published for it after this release. */
  hash: string;
  publishedHash: string | null;
  /** What the pull did for it ("skipped" when the release ran without pulling). */
  pull: string;
  pages: number;
  bytes: number;
  js: Partial<Record<PageKind, KindWeight>>;
  /** Seconds of the build run(s) that made its pages (shared runs are split by chain count). */
  buildSeconds: number;
  warnings: string[];
  errors: string[];
  /** Its capability report (`npm run chains`), one line per feature; absent in older reports. */
  capabilities?: string[];
  /** Asset names its pages reference (kept releases use them to decide which old assets stay). */
  assets: string[];
};

/** The whole report. */
export type ReleaseReport = {
  id: string;
  startedAt: string;
  seconds: number;
  previous: string | null;
  inputsHash: string;
  shards: number;
  timings: Record<string, number>;
  builds: { sites: number; seconds: number; ok: boolean }[];
  chains: ChainReport[];
  /** Every asset a page of this release references. */
  liveAssets: string[];
  failed: boolean;
};

/** JS per page kind from the measured pages. */
export function jsByKind(weights: readonly PageWeight[]): Partial<Record<PageKind, KindWeight>> {
  const out: Partial<Record<PageKind, KindWeight>> = {};
  for (const w of weights) {
    if (w.kind === null) continue;
    const k = (out[w.kind] ??= { pages: 0, maxGzipBytes: 0, heaviest: "", budgetBytes: BUDGETS[w.kind].maxGzipBytes });
    k.pages += 1;
    if (w.gzipBytes >= k.maxGzipBytes) {
      k.maxGzipBytes = w.gzipBytes;
      k.heaviest = w.page;
    }
  }
  return out;
}

/** Counts per status, for summaries. */
export function statusCounts(report: ReleaseReport): Record<ChainStatus, number> {
  const counts: Record<ChainStatus, number> = { released: 0, unchanged: 0, failed: 0 };
  for (const c of report.chains) counts[c.status] += 1;
  return counts;
}

const esc = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const REASON: Record<ChangeReason, string> = {
  new: "new chain",
  data: "its data changed",
  code: "the code changed",
  forced: "asked for (--force / TENANTS)",
  retry: "failed last time",
  unchanged: "nothing changed",
};

/** Why a chain was or was not rebuilt, in words. */
export function reasonText(reason: ChangeReason): string {
  return REASON[reason];
}

function jsCell(k: KindWeight | undefined): string {
  if (k === undefined) return "—";
  const over = k.maxGzipBytes > k.budgetBytes;
  return `<span class="${over ? "bad" : "ok"}" title="${esc(k.heaviest)}">${formatKb(k.maxGzipBytes)} / ${formatKb(k.budgetBytes)}</span> <small>(${k.pages} pages)</small>`;
}

/** A chain's capability report, folded: what its site has and what is off and why. */
function capabilitiesCell(lines: readonly string[] | undefined): string {
  if (lines === undefined || lines.length === 0) return "";
  return `<details><summary>capabilities</summary><pre>${esc(lines.join("\n"))}</pre></details>`;
}

/** The report page: self-contained, no script, readable without a server. */
export function renderReportHtml(report: ReleaseReport): string {
  const counts = statusCounts(report);
  const rows = report.chains
    .map((c) => {
      const notes = [
        ...c.errors.map((e) => `<li class="bad">${esc(e)}</li>`),
        ...c.warnings.map((w) => `<li class="warn">${esc(w)}</li>`),
      ].join("");
      return `<tr class="${c.status}">
<th scope="row"><a href="../${esc(c.site)}/">${esc(c.site)}</a></th>
<td>${c.status}</td><td>${esc(reasonText(c.reason))}</td><td>${esc(c.pull)}</td>
<td class="n">${c.pages}</td><td class="n">${(c.bytes / 1e6).toFixed(2)} MB</td>
<td>${jsCell(c.js.static)}</td><td>${jsCell(c.js.interactive)}</td>
<td class="n">${c.buildSeconds.toFixed(1)} s</td>
<td>${notes === "" ? "—" : `<ul>${notes}</ul>`}${capabilitiesCell(c.capabilities)}</td>
</tr>`;
    })
    .join("\n");
  const timings = Object.entries(report.timings)
    .map(([k, v]) => `<li>${esc(k)}: ${v.toFixed(1)} s</li>`)
    .join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Release ${esc(report.id)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
td.n{text-align:right;white-space:nowrap}.bad{color:#b00020}.warn{color:#8a5a00}.ok{color:#1b5e20}
tr.failed{background:#fff0f0}tr.released{background:#f3fbf3}ul{margin:0;padding-left:1.1rem}
</style>
</head>
<body>
<main>
<h1>Release ${esc(report.id)}</h1>
<p class="${report.failed ? "bad" : "ok"}">${report.failed ? "Some chains FAILED: they keep their last published pages." : "Every chain is published."}
${counts.released} released, ${counts.unchanged} unchanged, ${counts.failed} failed — ${report.chains.length} chains in ${report.seconds.toFixed(1)} s.</p>
<p>Started ${esc(report.startedAt)}; previous release ${esc(report.previous ?? "none")}; build inputs ${esc(report.inputsHash.slice(0, 12))}; ${report.shards} shard(s).</p>
<ul>${timings}</ul>
<table>
<caption>Chains (JS: heaviest page of the kind, gzip, against its budget)</caption>
<thead><tr><th scope="col">chain</th><th scope="col">status</th><th scope="col">why</th><th scope="col">pull</th><th scope="col">pages</th><th scope="col">bytes</th><th scope="col">JS static</th><th scope="col">JS interactive</th><th scope="col">build</th><th scope="col">warnings and errors</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/** Writes `_report/report.json` (last: it marks the release complete) and `_report/index.html`. */
export function writeReport(releaseDir: string, report: ReleaseReport): void {
  const dir = join(releaseDir, "_report");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), renderReportHtml(report));
  writeFileSync(join(dir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * An error in one line for the terminal: its first line, joined with the next when the first only
 * introduces it ("build failed:"), so the message itself is always shown.
 */
export function errorHeadline(error: string): string {
  const lines = error
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const [first = "", second] = lines;
  return first.endsWith(":") && second !== undefined ? `${first} ${second}` : first;
}

/** One line per chain for the terminal. */
export function reportLines(report: ReleaseReport): string[] {
  const width = Math.max(8, ...report.chains.map((c) => c.site.length));
  const lines = report.chains.map((c) => {
    const first = c.errors[0] === undefined ? "" : ` — ${errorHeadline(c.errors[0])}`;
    return `  ${c.site.padEnd(width)}  ${c.status.padEnd(9)} ${reasonText(c.reason)}${first}`;
  });
  const counts = statusCounts(report);
  return [
    ...lines,
    `${counts.released} released, ${counts.unchanged} unchanged, ${counts.failed} failed in ${report.seconds.toFixed(1)} s`,
  ];
}

/** Where a run that failed as a whole leaves its report, in the releases root (the release's is not written). */
export const FAILED_RUN_DIR = "failed-run";

/**
 * Records a run that failed as a whole (no release was made): `<releasesDir>/failed-run/report.json`
 * and `index.html` with the message, so it is read in the report as well as in the console. The next
 * release that completes removes it. Returns the page's path.
 */
export function writeRunFailure(releasesDir: string, message: string, at: Date = new Date()): string {
  const dir = join(releasesDir, FAILED_RUN_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "report.json"),
    `${JSON.stringify({ failed: true, at: at.toISOString(), message }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, "index.html"),
    `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Release failed</title>
</head>
<body>
<main>
<h1>Release failed</h1>
<p>${esc(at.toISOString())}: no release was made; the current one stays published.</p>
<pre>${esc(message)}</pre>
</main>
</body>
</html>
`,
  );
  return join(dir, "index.html");
}

/** Removes the record of a failed run (a release completed since). */
export function clearRunFailure(releasesDir: string): void {
  rmSync(join(releasesDir, FAILED_RUN_DIR), { recursive: true, force: true });
}
