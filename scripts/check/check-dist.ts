/**
 * `npm run check:dist`: checks the built output against the standing budgets and its own links.
 * Every page declares `<meta name="page-kind" content="static|interactive">`; static pages may load
 * at most 15 KB of JS gzip and no React, interactive pages at most 110 KB in all, and the React runtime
 * must be one shared chunk. Broken internal links, missing assets and a build-time picture without
 * width, height or an AVIF/WebP srcset (lib/image-audit.ts) fail the check too, and so does
 * any html-validate error in any HTML file of the build (configuration: .htmlvalidate.mjs), any
 * error of the W3C Nu checker (npm vnu-jar, run with Java; see lib/nu-validation.ts), and a
 * SendEmail SecurityKey in any built file (the keys as the pulled settings in TENANTS_DIR or
 * tenants/ hold them; see lib/secret-scan.ts). Exits 1 on any violation.
 *
 * Usage: npm run check:dist [-- <dist-dir>]   (default: DIST_DIR, else dist)
 */
import { resolve } from "node:path";
import { commandLine } from "../lib/cli.ts";
import { BUDGETS, formatKb, worstPages } from "./budgets.ts";
import type { AuditReport, Finding } from "./dist-audit.ts";
import { auditDist } from "./dist-audit.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { walkFiles } from "../lib/files.ts";
import type { HtmlProblem } from "./html-validation.ts";
import { validateHtmlFiles } from "./html-validation.ts";
import { validateWithNu } from "./nu-validation.ts";
import { chainKeys, scanForKeys, type SecretFinding } from "./secret-scan.ts";

/** The secrets section of the report. */
export function formatSecrets(findings: readonly SecretFinding[]): string {
  if (findings.length === 0) return "SendEmail keys in built files: none";
  return [
    `SendEmail keys in built files: ${findings.length}`,
    ...findings.map(
      (f) =>
        `  ${f.severity === "error" ? "ERROR" : "warning"}: ${f.file} holds the SecurityKey of ${f.site}${
          f.severity === "warning"
            ? ' (its local.json says "formRelay": false, so its key is public by its settings)'
            : ""
        }`,
    ),
  ].join("\n");
}

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
    section("Build-time images without width, height or AVIF/WebP srcset", report.images, maxFindings),
    section("JSON-LD that schema.org's vocabulary does not hold", report.jsonLd, maxFindings),
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

/**
 * A validator's errors (html-validate's by default, or the Nu checker's), grouped by rule and
 * message: each group names its rule, how many files show it and where (file:line:column), the
 * first `perGroup` places in full.
 */
export function formatHtmlProblems(
  problems: readonly HtmlProblem[],
  files: number,
  { checker = "html-validate", max = 50, perGroup = 3 } = {},
): string {
  if (problems.length === 0) return `HTML validation (${checker}, ${files} files): no errors`;
  const groups = new Map<string, HtmlProblem[]>();
  for (const p of problems) {
    const key = `[${p.rule}] ${p.message}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const pages = (list: readonly HtmlProblem[]) => new Set(list.map((p) => p.file)).size;
  const lines = [`HTML validation (${checker}, ${files} files): ${problems.length} errors on ${pages(problems)} files`];
  for (const [key, list] of [...groups].slice(0, max)) {
    lines.push(`  ${key} — ${list.length === 1 ? "1 error" : `${list.length} errors on ${pages(list)} files`}`);
    for (const p of list.slice(0, perGroup)) lines.push(`    ${p.file}:${p.line}:${p.column}`);
    if (list.length > perGroup) lines.push(`    … and ${list.length - perGroup} more`);
  }
  if (groups.size > max) lines.push(`  … and ${groups.size - max} more kinds of error`);
  return lines.join("\n");
}

async function main(dir: string): Promise<boolean> {
  const report = await auditDist(dir);
  console.log(formatReport(report));
  const started = performance.now();
  const htmlFiles = walkFiles(dir).filter((f) => f.endsWith(".html"));
  const { problems: html, validated, cached } = await validateHtmlFiles(dir, htmlFiles);
  console.log(`\n${formatHtmlProblems(html, htmlFiles.length)}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`(html-validate: ${validated} files validated, ${cached} unchanged since a previous run, ${seconds} s)`);
  const nuStarted = performance.now();
  const nu = await validateWithNu(dir, htmlFiles);
  console.log(`\n${formatHtmlProblems(nu.problems, htmlFiles.length, { checker: "W3C Nu checker" })}`);
  const nuSeconds = ((performance.now() - nuStarted) / 1000).toFixed(1);
  console.log(
    `(Nu checker: ${nu.validated} files checked, ${nu.cached} identical or unchanged since a previous run, ${nuSeconds} s)`,
  );
  const secrets = scanForKeys(dir, chainKeys(resolve(process.env["TENANTS_DIR"] || "tenants")));
  console.log(`\n${formatSecrets(secrets)}`);
  const leaked = secrets.filter((f) => f.severity === "error").length;
  if (report.pages === 0) console.error("check:dist: no pages found under <dist>/<site>/");
  return (
    report.budget.length +
      report.links.length +
      report.images.length +
      report.jsonLd.length +
      html.length +
      nu.problems.length +
      leaked ===
      0 && report.pages > 0
  );
}

const USAGE = `Usage: npm run check:dist [-- <dist-dir>]   (default: DIST_DIR, else dist)

Budgets, links, HTML (html-validate and the W3C Nu checker) and secrets of a build; exit 1 on any finding.`;

if (import.meta.main) {
  const { positionals } = commandLine("check:dist", USAGE, { options: {}, positionals: true });
  if (positionals.length > 1) {
    console.error(`check:dist: one dist folder at most\n\n${USAGE}`);
    process.exit(2);
  }
  main(positionals[0] ? resolve(positionals[0]) : configuredDistDir()).then(
    (passed) => {
      console.log(passed ? "\ncheck:dist passed" : "\ncheck:dist FAILED");
      process.exit(passed ? 0 : 1);
    },
    (error: unknown) => {
      console.error(`check:dist: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
