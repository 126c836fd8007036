import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createHtmlValidator, loadHtmlValidateConfig } from "../check/html-validation.ts";
import { validateWithNu } from "../check/nu-validation.ts";
import { BUDGETS, formatKb } from "../check/budgets.ts";
import type { ReleaseReport } from "./report.ts";
import { clearRunFailure, errorHeadline, jsByKind, renderReportHtml, reportLines, writeRunFailure } from "./report.ts";

/** A page one kilobyte over the interactive budget. */
const OVER = BUDGETS.interactive.maxGzipBytes + 1_000;

const report: ReleaseReport = {
  id: "20260101T000000000Z-abcd",
  startedAt: "2026-01-01T00:00:00.000Z",
  seconds: 12.5,
  previous: "20251231T000000000Z-wxyz",
  inputsHash: "0123456789abcdef",
  shards: 2,
  timings: { pull: 1, build: 9.5 },
  builds: [{ sites: 1, seconds: 9.5, ok: true }],
  liveAssets: [],
  failed: true,
  chains: [
    {
      site: "alpha",
      status: "released",
      reason: "data",
      hash: "h1",
      publishedHash: "h1",
      pull: "changed (stores.json)",
      pages: 42,
      bytes: 1_500_000,
      js: jsByKind([
        { page: "/alpha/", kind: "interactive", gzipBytes: 39_000, usesReact: true, files: 5 },
        { page: "/alpha/cart/", kind: "interactive", gzipBytes: OVER, usesReact: true, files: 6 },
        { page: "/alpha/about/", kind: "static", gzipBytes: 7_500, usesReact: false, files: 1 },
      ]),
      buildSeconds: 9.5,
      warnings: [],
      errors: [],
      capabilities: ["alpha (Alpha Foods)", "  contact form: off — no EMAIL settings"],
      assets: [],
    },
    {
      site: "beta",
      status: "failed",
      reason: "data",
      hash: "h2",
      publishedHash: "h0",
      pull: "unchanged",
      pages: 10,
      bytes: 100_000,
      js: {},
      buildSeconds: 0,
      warnings: ["a <warning>"],
      errors: ['tenant "beta", clientinfo.json: (root): not valid JSON'],
      assets: [],
    },
  ],
};

describe("release report", () => {
  it("measures the heaviest page per kind against its budget", () => {
    expect(report.chains[0]?.js.interactive).toEqual({
      pages: 2,
      maxGzipBytes: OVER,
      heaviest: "/alpha/cart/",
      budgetBytes: BUDGETS.interactive.maxGzipBytes,
    });
    expect(report.chains[0]?.js.static?.maxGzipBytes).toBe(7_500);
  });

  it("folds each chain's capability report into its row, escaped", () => {
    const html = renderReportHtml(report);
    expect(html).toContain(
      "<details><summary>capabilities</summary><pre>alpha (Alpha Foods)\n  contact form: off — no EMAIL settings</pre></details>",
    );
    expect(html.match(/<summary>capabilities<\/summary>/g)).toHaveLength(1);
  });

  it("shows per chain status, why, pages, bytes, JS against budget, errors and a link home", () => {
    const html = renderReportHtml(report);
    expect(html).toContain('<a href="../alpha/">alpha</a>');
    expect(html).toContain("<td>released</td><td>its data changed</td><td>changed (stores.json)</td>");
    expect(html).toContain('<td class="n">42</td><td class="n">1.50 MB</td>');
    expect(html).toContain(
      `class="bad" title="/alpha/cart/">${formatKb(OVER)} / ${formatKb(BUDGETS.interactive.maxGzipBytes)}</span>`,
    );
    expect(html).toContain("tenant &quot;beta&quot;, clientinfo.json: (root): not valid JSON");
    expect(html).toContain("a &lt;warning&gt;");
    expect(html).toContain("Some chains FAILED");
    expect(html).toContain("1 released, 0 unchanged, 1 failed");
  });

  it("prints one line per chain and a summary", () => {
    const lines = reportLines(report);
    expect(lines[1]).toMatch(/^ {2}beta +failed +its data changed — tenant "beta"/);
    expect(lines.at(-1)).toBe("1 released, 0 unchanged, 1 failed in 12.5 s");
  });
});

describe("the release's own pages", () => {
  it("pass check:dist's HTML validation (the report and the failed-run page lie in the release's output)", async () => {
    const validate = createHtmlValidator(await loadHtmlValidateConfig());
    expect(validate(renderReportHtml(report), "index.html")).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "run-failure-html-"));
    try {
      const page = writeRunFailure(dir, "disk full", new Date("2026-01-01T00:00:00Z"));
      expect(validate(readFileSync(page, "utf8"), "failed-run/index.html")).toEqual([]);
      // And the W3C Nu checker, check:dist's second validator.
      writeFileSync(join(dir, "report.html"), renderReportHtml(report));
      const nu = await validateWithNu(dir, ["report.html", "failed-run/index.html"], { cacheFile: null });
      expect(nu.problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The Nu checker starts a Java VM: seconds on a busy machine.
  }, 90_000);
});

describe("failures in words", () => {
  it("show the message after a line that only introduces it", () => {
    expect(errorHeadline("build failed:\nEXDEV: cross-device link not permitted\nmore")).toBe(
      "build failed: EXDEV: cross-device link not permitted",
    );
    expect(errorHeadline('tenant "beta", clientinfo.json: (root): not valid JSON')).toBe(
      'tenant "beta", clientinfo.json: (root): not valid JSON',
    );
  });

  it("record a run that failed as a whole until a release completes", () => {
    const dir = mkdtempSync(join(tmpdir(), "run-failure-"));
    try {
      const page = writeRunFailure(dir, "disk full <while> assembling", new Date("2026-01-01T00:00:00Z"));
      expect(readFileSync(page, "utf8")).toContain("disk full &lt;while&gt; assembling");
      expect(JSON.parse(readFileSync(join(dir, "failed-run", "report.json"), "utf8"))).toEqual({
        failed: true,
        at: "2026-01-01T00:00:00.000Z",
        message: "disk full <while> assembling",
      });
      clearRunFailure(dir);
      expect(existsSync(join(dir, "failed-run"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
