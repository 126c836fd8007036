/**
 * `npm run pull`: fetches every chain's settings and slowly changing data from the gateway into
 * tenants/ (or TENANTS_DIR). GATEWAY_URL picks the gateway (default http://localhost:8787), TENANTS=a,b
 * narrows the run. Exits 1 when the domain map or any tenant failed; failed tenants keep their last snapshot.
 */
import { pullTenants } from "./lib/pull/pull-tenants.ts";
import { summaryLines } from "./lib/pull/report.ts";
import { tenantFilter, tenantsDir } from "../src/tenant/load-tenants.server.ts";
import { DEFAULT_GATEWAY_URL } from "../src/tenant/tenant-files.ts";

const report = await pullTenants({
  gatewayUrl: process.env["GATEWAY_URL"] || DEFAULT_GATEWAY_URL,
  dir: tenantsDir(),
  only: tenantFilter(process.env["TENANTS"]),
  log: (line) => console.log(line),
});
for (const line of summaryLines(report)) console.log(line);
process.exitCode = report.failed ? 1 : 0;
