/**
 * `npm run pull`: fetches every chain's settings and slowly changing data from the gateway into
 * tenants/ (or TENANTS_DIR). GATEWAY_URL picks the gateway (default http://localhost:8787), TENANTS=a,b
 * narrows the run, PULL_MAX_ANSWER_MB caps each answer (default 16). Exits 1 when the domain map or any tenant failed; failed tenants keep their last snapshot.
 * `--strict` makes settings warnings (unknown keys, dropped URLs, fallbacks) errors: for a new chain's first pull.
 * A host the domain map moves to another chain stays with its owner (warned, exit 1) unless
 * `--accept-host-moves`. Chain text reaches the console with its control characters escaped.
 */
import { commandLine } from "../lib/cli.ts";
import { consoleText } from "../lib/console-text.ts";
import { pullTenants } from "./pull-tenants.ts";
import { summaryLines } from "./report.ts";
import { envValue, processBuildEnv } from "../../src/tenant/build-env.ts";
import { DEFAULT_GATEWAY_URL } from "../../src/tenant/gateway-url.ts";
import { tenantFilter, tenantsDir } from "../../src/tenant/load-tenants.server.ts";

const USAGE = `Usage: npm run pull [-- --strict] [-- --accept-host-moves]

  --strict             settings warnings (unknown keys, dropped URLs, fallbacks) fail the chain
  --accept-host-moves  accept a host the domain map gives to another chain than the last pull did
                       (without it the host stays with its owner, warned, and the pull exits 1)
  -h, --help           this text

Environment: GATEWAY_URL (default ${DEFAULT_GATEWAY_URL}), TENANTS=a,b, TENANTS_DIR, FORM_RELAY_URL,
PULL_MAX_ANSWER_MB (default 16).`;

const { values } = commandLine("pull", USAGE, {
  options: { strict: { type: "boolean" }, "accept-host-moves": { type: "boolean" } },
});
const env = processBuildEnv();
const report = await pullTenants({
  gatewayUrl: envValue(env.GATEWAY_URL) ?? DEFAULT_GATEWAY_URL,
  dir: tenantsDir(env),
  only: tenantFilter(env.TENANTS),
  // Chain data (names, hosts, error texts) reaches the terminal with its control characters escaped.
  log: (line) => console.log(consoleText(line)),
  relayUrl: envValue(env.FORM_RELAY_URL),
  strict: values.strict ?? false,
  acceptHostMoves: values["accept-host-moves"] ?? false,
});
for (const line of summaryLines(report)) console.log(consoleText(line));
process.exitCode = report.failed ? 1 : 0;
