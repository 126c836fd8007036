/**
 * The release's accessibility checks (`npm run release -- --a11y`): the browser suite's axe sweep
 * and key tasks run on a release's build folder, for its chains, and the report step writes each
 * chain's report page from their results, before the folder is verified (so the audit and both HTML
 * validators see the page as it will be published). The checks need what the suite needs: the demo
 * gateway with its seeded members on the address the pages call, so a release against a real
 * gateway cannot run them (its chains' pages then say the checks did not run). A chain whose checks
 * found a violation or a failing task is not published, as for any other finding.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../lib/listen.ts";
import { ROOT } from "../../lib/run.ts";
import { DEFAULT_RELAY_URL } from "#src/tenant/tenant-files.ts";
import { fillReports } from "./fill.ts";
import { readResults, resultsDirFor } from "./results.ts";

/** The specs that write a chain's accessibility results. */
export const A11Y_SPECS = ["tests/e2e/axe-sweep.spec.ts", "tests/e2e/key-tasks.spec.ts"];

/** Runs the checks on a build folder's chains, writes their report pages; problems by chain. */
export type A11yChecks = (buildDir: string, sites: readonly string[]) => Promise<Record<string, string[]>>;

/**
 * The `--grep` that picks the chains' tests of the two specs. Playwright matches it against the
 * whole title path ("axe sweep: freshmart home (/) and its states"), so the chain's name ends at a
 * space or the end, never inside a longer name ("fresh" must not pick "freshmart").
 */
export function specGrep(sites: readonly string[]): string {
  return `(axe sweep|key tasks): (${sites.join("|")})( |$)`;
}

/**
 * The port the checks' form relay listens on: the one the build's pages post to (FORM_RELAY_URL, else
 * the default relay address), so the contact-form task reaches it; a free port when that address is
 * not on this machine (the task then fails, and says so).
 */
export async function relayPortFor(env: NodeJS.ProcessEnv): Promise<number> {
  const url = new URL(env["FORM_RELAY_URL"]?.trim() || DEFAULT_RELAY_URL);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return freePort();
  return Number(url.port || (url.protocol === "https:" ? 443 : 80));
}

/** `playwright test` over the specs for the chains, on the build folder; resolves to its exit code. */
async function runSpecs(buildDir: string, sites: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const grep = specGrep(sites);
  const [port, relay] = [await freePort(), await relayPortFor(env)];
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "playwright"),
    ["test", ...A11Y_SPECS, "--project=chromium", "--grep", grep, "--reporter=line"],
    {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...env, DIST_DIR: buildDir, E2E_PORT: String(port), E2E_RELAY_PORT: String(relay) },
    },
  );
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/** What a chain's results say is wrong (nothing: its checks ran and passed). */
export function resultProblems(resultsDir: string, site: string): string[] {
  const sweep = readResults(resultsDir, site, "axe-sweep");
  const tasks = readResults(resultsDir, site, "key-tasks");
  if (sweep === null || tasks === null) return ["accessibility checks did not run"];
  const violations = sweep.checks.flatMap((c) =>
    c.violations.map(
      (v) => `${c.pageType}, ${c.state}, ${c.width} px: ${v.rule} (${v.targets.slice(0, 3).join(", ")})`,
    ),
  );
  const missing = sweep.planned.filter((p) => !sweep.finished.includes(p));
  return [
    ...violations.map((v) => `accessibility: ${v}`),
    ...missing.map((p) => `accessibility: the sweep did not finish ${p}`),
    ...tasks.tasks.filter((t) => !t.passed).map((t) => `accessibility: key task ${t.id} failed: ${t.failure ?? ""}`),
  ];
}

/** The release's checks: the suite's two specs on the build folder, then the report pages. */
export function releaseA11yChecks(env: NodeJS.ProcessEnv): A11yChecks {
  return async (buildDir, sites) => {
    const resultsDir = resultsDirFor(buildDir, env);
    await runSpecs(buildDir, sites, { ...env, A11Y_RESULTS_DIR: resultsDir });
    fillReports(buildDir, sites, resultsDir);
    return Object.fromEntries(sites.map((site) => [site, resultProblems(resultsDir, site)]));
  };
}
