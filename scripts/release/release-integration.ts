/**
 * Integration test of `npm run release` (a stage of `npm test`): the real command, real `astro build`,
 * the demo gateway started in-process, two demo chains (RELEASE_CHAINS) in temporary folders.
 *
 *  1. a first release publishes both chains;
 *  2. a second one, nothing having changed, rebuilds nothing;
 *  3. one chain's snapshot is broken and the other chain's local settings change: the broken chain is
 *     reported (exit 1) and keeps its published pages, the other one is released;
 *  4. `--rollback` goes back to the release before.
 *
 * The two chains are demo chains built against the local demo gateway, so every run passes
 * `--include-demo --allow-local-gateway`; a run without them publishes nothing and refuses the gateway.
 *
 * Usage: node scripts/release/release-integration.ts   (E2E_GATEWAY_PORT / E2E_PORT are left to the e2e run)
 */
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { commandLine } from "../lib/cli.ts";
import { freePort } from "../lib/listen.ts";
import type { ReleaseReport } from "./report.ts";
import { banner, ROOT, run } from "../lib/run.ts";

commandLine(
  "release-integration",
  "Usage: node scripts/release/release-integration.ts\n\nThe release pipeline end to end (a stage of npm test).",
  { options: {} },
);

const CHAINS = ["freshmart", "hilltop"] as const;
const [healthy, broken] = CHAINS;

const tmp = mkdtempSync(join(tmpdir(), "release-it-"));
const tenants = join(tmp, "tenants");
const dist = join(tmp, "dist");
cpSync(join(ROOT, "tenants"), tenants, { recursive: true });
const gateway = await startDemoGateway({ port: 0 });
const env = {
  GATEWAY_URL: gateway.url,
  TENANTS_DIR: tenants,
  RELEASES_DIR: join(tmp, "releases"),
  DIST_DIR: dist,
  RELEASE_CHAINS: CHAINS.join(","),
  PORT: String(await freePort()),
};
const report = () => JSON.parse(readFileSync(join(dist, "_report", "report.json"), "utf8")) as ReleaseReport;
const statuses = (r: ReleaseReport) => Object.fromEntries(r.chains.map((c) => [c.site, c.status]));
const release = async (...args: string[]) =>
  run({ script: "scripts/release/main.ts", args: [...args, "--include-demo", "--allow-local-gateway"] }, env);

let failed = false;
try {
  banner("release 1: every chain is new");
  assert.equal(await release(), 0, "first release exits 0");
  const first = report();
  assert.deepEqual(statuses(first), { [healthy]: "released", [broken]: "released" });
  assert.ok(
    first.chains.every((c) => c.pages > 10),
    "each chain has its pages",
  );
  const brokenHome = readFileSync(join(dist, broken, "index.html"), "utf8");
  assert.match(readFileSync(join(dist, "_report", "index.html"), "utf8"), new RegExp(`href="../${healthy}/"`));

  banner("release 2: nothing changed");
  assert.equal(await release(), 0, "second release exits 0");
  const second = report();
  assert.deepEqual(second.builds, [], "nothing was built");
  assert.deepEqual(statuses(second), { [healthy]: "unchanged", [broken]: "unchanged" });
  assert.equal(second.previous, first.id);

  banner(`release 3: ${broken}'s snapshot broken, ${healthy}'s settings changed`);
  writeFileSync(join(tenants, broken, "clientinfo.json"), '{"data": {"RSA_SUBDOMAIN": ');
  const local = join(tenants, healthy, "local.json");
  const settings = JSON.parse(readFileSync(local, "utf8")) as Record<string, unknown>;
  writeFileSync(local, `${JSON.stringify({ ...settings, $comment: "changed by the release test" }, null, 2)}\n`);
  assert.equal(await release("--no-pull"), 1, "a failed chain makes the release exit 1");
  const third = report();
  assert.deepEqual(statuses(third), { [healthy]: "released", [broken]: "failed" });
  const failure = third.chains.find((c) => c.site === broken);
  assert.match(failure?.errors.join("\n") ?? "", new RegExp(`tenant "${broken}", clientinfo.json`));
  assert.equal(readFileSync(join(dist, broken, "index.html"), "utf8"), brokenHome, "the broken chain keeps its pages");
  assert.match(readFileSync(join(dist, "_report", "index.html"), "utf8"), /Some chains FAILED/);

  banner("rollback");
  const started = performance.now();
  assert.equal(await release("--rollback"), 0);
  assert.ok(performance.now() - started < 15_000, "rollback takes seconds");
  assert.equal(report().id, second.id, "current is the release before");
  console.log("\nrelease integration test passed");
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await gateway.close();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
