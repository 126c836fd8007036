/**
 * `npm run chains`: the capability report of every chain in tenants/ (or TENANTS_DIR; TENANTS=a,b
 * narrows): which pages and sections its site has, which are off and why, how its forms send, its
 * hosts and theme. Reads the pulled snapshots the build reads; changes nothing.
 */
import { commandLine } from "./lib/cli.ts";
import { chainReport, reportLines } from "./lib/chains/capabilities.ts";
import { loadTenants } from "../src/tenant/load-tenants.server.ts";

const USAGE = `Usage: npm run chains [-- --json]

  --json      the report as JSON
  -h, --help  this text

Environment: TENANTS=a,b (narrows), TENANTS_DIR (default tenants), FORM_RELAY_URL.`;

const { values } = commandLine("chains", USAGE, { options: { json: { type: "boolean" } } });
const reports = loadTenants().map((t) => chainReport(t));
console.log(values.json ? JSON.stringify(reports, null, 2) : reportLines(reports).join("\n"));
