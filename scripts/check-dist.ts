/**
 * `npm run check:dist`: checks the built output against the standing budgets and its own links.
 * Every page declares `<meta name="page-kind" content="static|interactive">`; static pages may load
 * at most 15 KB of JS gzip and no React, interactive pages at most 110 KB in all, and the React runtime
 * must be one shared chunk. Broken internal links and missing assets fail the check too. Exits 1 on any violation.
 *
 * Usage: node scripts/check-dist.ts [dist-dir]
 */
import { resolve } from "node:path";
import { BUDGETS, formatKb, worstPages } from "./lib/budgets.ts";
import type { AuditReport, Finding } from "./lib/dist-audit.ts";
import { auditDist } from "./lib/dist-audit.ts";

/** Renders the summary table and the findings as text. */
export function formatReport(report: AuditReport, maxFindings = 50): string {
  const lines = [
    `check:dist — ${report.pages} pages in ${report.sites} sites; heaviest pages per kind:`,
    "",
    `${"kind".padEnd(12)}${"JS gzip".padStart(9)}  ${"budget".padEnd(8)}${"files".padStart(5)}  react  page`,
  ];
  for (const w of worstPages(report.weights, 5)) {
    const budget = w.kind === null ? "none" : formatKb(BUDGETS[w.kind].maxGzipBytes);
    const cells = [(w.kind ?? "unmarked").padEnd(12), formatKb(w.gzipBytes).padStart(9), "  ", budget.padEnd(8)];
    lines.push(`${cells.join("")}${String(w.files).padStart(5)}  ${(w.usesReact ? "yes" : "no").padEnd(5)}  ${w.page}`);
  }
  lines.push(
    "",
    section("Budget violations", report.budget, maxFindings),
    section("Broken links and missing files", report.links, maxFindings),
  );
  return lines.join("\n");
}

/** Findings grouped by problem, so one broken menu link shows once with its page count. */
function section(title: string, findings: readonly Finding[], max: number): string {
  if (findings.length === 0) return `${title}: none`;
  const groups = new Map<string, Finding[]>();
  for (const f of findings) groups.set(f.problem, [...(groups.get(f.problem) ?? []), f]);
  const lines = [...groups].slice(0, max).map(([problem, list]) => {
    const [first] = list;
    const where = first === undefined ? "" : `${first.page}${first.via ? ` ${first.via}` : ""}`;
    return list.length === 1 ? `  ${where}: ${problem}` : `  ${problem} — on ${list.length} pages, e.g. ${where}`;
  });
  const more = groups.size > max ? [`  … and ${groups.size - max} more problems`] : [];
  return [`${title}: ${findings.length} on ${new Set(findings.map((f) => f.page)).size} pages`, ...lines, ...more].join(
    "\n",
  );
}

if (import.meta.main) {
  const distDir = resolve(process.argv[2] ?? process.env["DIST_DIR"] ?? "dist");
  auditDist(distDir).then(
    (report) => {
      console.log(formatReport(report));
      const failed = report.budget.length + report.links.length > 0 || report.pages === 0;
      if (report.pages === 0) console.error("check:dist: no pages found under dist/<site>/");
      console.log(failed ? "\ncheck:dist FAILED" : "\ncheck:dist passed");
      process.exit(failed ? 1 : 0);
    },
    (error: unknown) => {
      console.error(`check:dist: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
