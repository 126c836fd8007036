/**
 * `npm run chains`: the capability report of every chain in tenants/ (or TENANTS_DIR; TENANTS=a,b
 * narrows): which pages and sections its site has, which are off and why, how its forms send, its
 * hosts and theme. Reads the pulled snapshots the build reads; changes nothing. A chain whose
 * settings are refused is named on stderr with every problem and left out (exit 1); the others are
 * reported.
 */
import { commandLine } from "../lib/cli.ts";
import { chainReport, reportLines } from "./chains/capabilities.ts";
import { resolve } from "node:path";
import { processBuildEnv } from "../../src/tenant/build-env.ts";
import { checkTenants, tenantFilter, tenantsDir } from "../../src/tenant/load-tenants.server.ts";
import { consoleText } from "../lib/console-text.ts";

const USAGE = `Usage: npm run chains [-- --json]

  --json      the report as JSON
  -h, --help  this text

Environment: TENANTS=a,b (narrows), TENANTS_DIR (default tenants), FORM_RELAY_URL.`;

const { values } = commandLine("chains", USAGE, { options: { json: { type: "boolean" } } });
const env = processBuildEnv();
// A chain whose settings are refused is named with why (on stderr) and left out; the others are reported.
const { tenants, refused } = checkTenants(resolve(tenantsDir(env)), env, tenantFilter(env.TENANTS));
const reports = tenants.map((t) => chainReport(t));
console.log(values.json ? JSON.stringify(reports, null, 2) : consoleText(reportLines(reports).join("\n")));
for (const [site, lines] of refused) {
  console.error(consoleText(`chains: ${JSON.stringify(site)} refused, left out of the report:`));
  for (const line of lines) console.error(`  ${consoleText(line)}`);
}
if (refused.size > 0) process.exitCode = 1;
