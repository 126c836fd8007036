/**
 * The documented way to add a chain, end to end (a stage of `npm test`, beside the release
 * integration): the example chain of scripts/services/demo-gateway/chains/README.md
 * (`example-chains/cornerdeli.json`) is copied into a chains folder of a demo gateway, pulled with
 * `npm run pull -- --strict` into an empty tenants folder, and released with `npm run release`
 * (real `astro build`, verification, smoke pass). It must come out `released`: a chain added as
 * documented goes online.
 *
 * Usage: node scripts/release/example-chain-release.ts
 */
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { commandLine } from "../lib/cli.ts";
import { freePort } from "../lib/listen.ts";
import type { ReleaseReport } from "./report.ts";
import { banner, ROOT, run } from "../lib/run.ts";

commandLine(
  "example-chain-release",
  "Usage: node scripts/release/example-chain-release.ts\n\nThe documented example chain pulled and released end to end.",
  { options: {} },
);

const SITE = "cornerdeli";
const tmp = mkdtempSync(join(tmpdir(), "example-chain-"));
const chainsDir = join(tmp, "chains");
const tenants = join(tmp, "tenants");
const dist = join(tmp, "dist");
mkdirSync(chainsDir, { recursive: true });
mkdirSync(tenants, { recursive: true });
copyFileSync(
  join(ROOT, "scripts/services/demo-gateway/example-chains", `${SITE}.json`),
  join(chainsDir, `${SITE}.json`),
);
const gateway = await startDemoGateway({ port: 0, chainsDir, testChains: false });
const env = {
  GATEWAY_URL: gateway.url,
  TENANTS: SITE,
  TENANTS_DIR: tenants,
  RELEASES_DIR: join(tmp, "releases"),
  DIST_DIR: dist,
  PORT: String(await freePort()),
};

let failed = false;
try {
  banner(`pull ${SITE} (--strict), as the chains README says`);
  assert.equal(await run({ script: "scripts/pull/main.ts", args: ["--strict"] }, env), 0, "the strict pull exits 0");
  banner(`release ${SITE}`);
  // A production chain (no local.json mark) on the local demo gateway.
  const code = await run({ script: "scripts/release/main.ts", args: ["--allow-local-gateway"] }, env);
  const report = JSON.parse(readFileSync(join(dist, "_report", "report.json"), "utf8")) as ReleaseReport;
  const chain = report.chains.find((c) => c.site === SITE);
  assert.ok(chain, `${SITE} is in the release report`);
  assert.deepEqual(chain.errors, [], `${SITE} released without errors`);
  assert.equal(chain.status, "released");
  assert.ok(chain.pages > 10, `${SITE} has its pages (${chain.pages})`);
  assert.equal(code, 0, "the release exits 0");
  console.log(`\nexample chain: ${SITE} released, ${chain.pages} pages`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await gateway.close();
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
