/**
 * `npm run pull`: fetches every chain's settings and slowly changing data from the gateway into
 * tenants/ (or TENANTS_DIR). GATEWAY_URL picks the gateway (default http://localhost:8787), TENANTS=a,b
 * narrows the run, PULL_MAX_ANSWER_MB caps each answer (default 16). Exits 1 when the domain map or any tenant failed; failed tenants keep their last snapshot.
 */
import { pullTenants } from "./lib/pull/pull-tenants.ts";
import { summaryLines } from "./lib/pull/report.ts";
import { envValue, processBuildEnv } from "../src/tenant/build-env.ts";
import { DEFAULT_GATEWAY_URL } from "../src/tenant/gateway-url.ts";
import { tenantFilter, tenantsDir } from "../src/tenant/load-tenants.server.ts";

const env = processBuildEnv();
const report = await pullTenants({
  gatewayUrl: envValue(env.GATEWAY_URL) ?? DEFAULT_GATEWAY_URL,
  dir: tenantsDir(env),
  only: tenantFilter(env.TENANTS),
  log: (line) => console.log(line),
  relayUrl: envValue(env.FORM_RELAY_URL),
});
for (const line of summaryLines(report)) console.log(line);
process.exitCode = report.failed ? 1 : 0;
