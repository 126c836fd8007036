/**
 * `npm run a11y:report`: writes each chain's accessibility report page of a build from the results
 * its accessibility checks left (the browser suite's axe sweep and key tasks): the results of that
 * very build, or "These checks did not run for this release." (scripts/release/a11y/fill.ts).
 *
 * Usage: npm run a11y:report [-- <dist-dir>] [--results <dir>]
 *   <dist-dir>  the build (default: DIST_DIR, else dist)
 *   --results   the checks' results folder (default: A11Y_RESULTS_DIR, else a11y-results/ beside the build)
 */
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { fillReports } from "../release/a11y/fill.ts";
import { resultsDirFor } from "../release/a11y/results.ts";
import { readSites } from "../lib/sites.ts";

const USAGE = `Usage: npm run a11y:report [-- <dist-dir>] [--results <dir>]

Writes each chain's accessibility report page from the results of the checks that ran on that
build; a chain no check ran on says "These checks did not run for this release."
  <dist-dir>       the build (default: DIST_DIR, else dist)
  --results <dir>  the checks' results (default: A11Y_RESULTS_DIR, else a11y-results/ beside the build)`;
const { values, positionals } = commandLine("a11y:report", USAGE, {
  options: { results: { type: "string" } },
  positionals: true,
});
const distDir = positionals[0] ?? configuredDistDir();
const resultsDir = values.results ?? resultsDirFor(distDir);
const sites = (await readSites(distDir)).map((s) => s.site);
for (const outcome of fillReports(distDir, sites, resultsDir)) {
  const what =
    outcome.status === "checked"
      ? `results of this build (${[outcome.sweep ? "axe sweep" : "", outcome.tasks ? "key tasks" : ""].filter(Boolean).join(", ")})`
      : outcome.status === "not-run"
        ? "no results of this build: the page says the checks did not run"
        : "no report page";
  console.log(`a11y:report: ${outcome.site} (build ${outcome.buildId.slice(0, 12)}): ${what}`);
}
