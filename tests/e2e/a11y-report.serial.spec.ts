/**
 * The accessibility report of every demo chain, made from this run's own checks: after the axe
 * sweep and the key tasks (the parallel project, which this serial one follows) have written their
 * results for this build, the report step writes each chain's report page (scripts/release/a11y/fill.ts,
 * as `npm run a11y:report` and the release do). The page, read in the browser, must show exactly
 * the checks' own numbers (every axe run's rules and violations, each task's outcome, the date and
 * version), pass axe at both widths, the layout audit's rules, both HTML validators, and load no
 * more script than as built.
 * A build the checks did not run on (its id changed) must say so and show no numbers.
 * Serial: it rewrites served pages. Alone: `npx playwright test tests/e2e/a11y-report.serial.spec.ts
 * --project=chromium-serial --no-deps` after the two specs ran on the same build.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chainBuildId, REPORT_FILE } from "../../scripts/release/a11y/build-id.ts";
import { fillReport } from "../../scripts/release/a11y/fill.ts";
import { readResults, writeResults } from "../../scripts/release/a11y/results.ts";
import { parsePage } from "../../scripts/lib/html-refs.ts";
import { validateHtmlFiles } from "../../scripts/check/html-validation.ts";
import { validateWithNu } from "../../scripts/check/nu-validation.ts";
import { A11Y_REPORT_ROUTE, KEY_TASKS, NOT_RUN, PRODUCT_VERSION } from "../../src/lib/a11y-report.ts";
import { axeRun, expect, test } from "./fixtures.ts";
import { RESULTS_DIR } from "./support/a11y-results.ts";
import { demoChains, requireSite } from "./support/chains.ts";
import { AUDIT_OPTIONS, auditLayout } from "./support/layout-audit.ts";
import { settle } from "./support/settle.ts";
import { DIST_DIR } from "./settings.ts";

test.describe.configure({ mode: "serial" });

const route = (site: string) => `/${site}${A11Y_REPORT_ROUTE}/`;
/** The scripts a page loads (inline bodies and module URLs): the report step must add none. */
const scriptsOf = (html: string) => {
  const page = parsePage(html);
  return { inline: page.inlineScripts, tags: page.tags.filter((t) => t.name === "script") };
};

for (const site of demoChains()) {
  test(`${site}: the report shows the numbers its checks wrote for this build, and passes its own checks`, async ({
    page,
  }) => {
    requireSite(site);
    test.slow();
    const buildId = chainBuildId(join(DIST_DIR, site));
    const sweep = readResults(RESULTS_DIR, site, "axe-sweep");
    const tasks = readResults(RESULTS_DIR, site, "key-tasks");
    const hint = "run axe-sweep.spec.ts and key-tasks.spec.ts on this build first";
    expect(sweep?.buildId, `${site}: the axe sweep's results of this build (${hint})`).toBe(buildId);
    expect(tasks?.buildId, `${site}: the key tasks' results of this build (${hint})`).toBe(buildId);
    // Without results of this build the page says no check ran (as the build writes it).
    const none = mkdtempSync(join(tmpdir(), "a11y-none-"));
    expect(fillReport(DIST_DIR, site, none).status).toBe("not-run");
    rmSync(none, { recursive: true });
    const built = readFileSync(join(DIST_DIR, site, REPORT_FILE), "utf8");
    expect(built).toContain(NOT_RUN);

    expect(fillReport(DIST_DIR, site, RESULTS_DIR)).toMatchObject({ status: "checked", sweep: true, tasks: true });
    const filled = readFileSync(join(DIST_DIR, site, REPORT_FILE), "utf8");
    expect(scriptsOf(filled), "the report step adds no script (the static page's JS budget holds)").toEqual(
      scriptsOf(built),
    );

    await page.goto(route(site));
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility Report" })).toBeVisible();
    await expect(page.getByText(NOT_RUN)).toHaveCount(0);
    await expect(page.locator("[data-a11y-version]")).toHaveText(`${PRODUCT_VERSION} (build ${buildId.slice(0, 12)})`);
    const last = [sweep!.updatedAt, tasks!.updatedAt].sort().at(-1)!;
    await expect(page.locator("[data-a11y-date]")).toHaveAttribute("datetime", last.slice(0, 10));

    // Every axe run, in order, with the checks' own rule and violation counts.
    const rows = page.getByRole("table", { name: /^Every axe run/ }).locator("tbody tr");
    await expect(rows).toHaveCount(sweep!.checks.length);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
    expect(shown).toEqual(
      sweep!.checks.map((c) => [c.pageType, c.state, `${c.width} px`, String(c.rules), String(c.violations.length)]),
    );
    const violations = sweep!.checks.reduce((n, c) => n + c.violations.length, 0);
    await expect(page.locator("[data-a11y-summary]")).toContainText(
      `${violations} ${violations === 1 ? "violation" : "violations"}.`,
    );
    await expect(page.locator("[data-a11y-violation]")).toHaveCount(violations);

    // Each key task's outcome as the task checks wrote it.
    for (const { id, name } of KEY_TASKS) {
      const found = tasks!.tasks.find((t) => t.id === id);
      const outcome =
        found === undefined ? "not run" : found.notApplicable ? "not applicable" : found.passed ? "pass" : "fail";
      const row = page.getByRole("row", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
      await expect(row.getByRole("cell").first(), `${site}: ${name}`).toHaveText(outcome);
    }

    // The report itself: axe at both widths (the sweep's tags), the layout audit's rules at every
    // width it holds pages to (the page as filled, which the audit of the built pages never sees),
    // both HTML validators.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const run = await axeRun(page, { sweep: true });
      expect(run.lines, `axe on ${site}'s report at ${width} px`).toEqual([]);
    }
    const layout: string[] = [];
    for (const width of [360, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await settle(page);
      layout.push(...(await page.evaluate(auditLayout, AUDIT_OPTIONS)).map((p) => `${width} px — ${p}`));
    }
    expect(layout, `layout of ${site}'s report`).toEqual([]);
    const file = `${site}/${REPORT_FILE}`;
    expect((await validateHtmlFiles(DIST_DIR, [file], { cacheFile: null })).problems).toEqual([]);
    expect((await validateWithNu(DIST_DIR, [file], { cacheFile: null })).problems).toEqual([]);
  });
}

test("a build the checks did not run on: the report says so and shows no numbers", async ({ page }) => {
  const [site] = demoChains();
  requireSite(site!);
  const stale = mkdtempSync(join(tmpdir(), "a11y-stale-"));
  try {
    // The same results, as if made on another build (a page changed since, or a new release).
    for (const kind of ["axe-sweep", "key-tasks"] as const) {
      const results = readResults(RESULTS_DIR, site!, kind);
      expect(results, `${site}: results to make stale`).not.toBeNull();
      writeResults(stale, { ...results!, buildId: "0".repeat(64) });
    }
    expect(fillReport(DIST_DIR, site!, stale).status).toBe("not-run");
    await page.goto(route(site!));
    await expect(page.getByText(NOT_RUN)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.locator("[data-a11y-check], [data-a11y-task], [data-a11y-summary]")).toHaveCount(0);
    await expect(page.locator("main")).toContainText(`Product version ${PRODUCT_VERSION}, build `);
    expect((await axeRun(page, { sweep: true })).lines).toEqual([]);
  } finally {
    // Back to this build's own results.
    fillReport(DIST_DIR, site!, RESULTS_DIR);
    rmSync(stale, { recursive: true, force: true });
  }
});
