/**
 * `npm test`: every check the project has — lint and types, a build against a demo gateway on the
 * e2e gateway port and the dist check, unit tests, the release pipeline, then the Playwright suite.
 * Independent stages all run even after a failure; stages that need the build are skipped when it
 * fails. Prints a summary naming the failed stages (in the order they started) and exits 1 if any failed.
 *
 * Two cores: eslint, prettier and the workflow check (one process each, one core, reading sources
 * only) run beside the pull and build, whose prerender keeps mostly one core busy; their output is
 * printed whole as each ends, so the log reads stage by stage. The type check and knip run before,
 * as they read `.astro/` which the build rewrites; the unit and browser tests use both cores and run
 * alone.
 *
 * The build goes into a run directory of its own (`<tmp>/storefront-test-*\/dist`, passed on as
 * DIST_DIR) that is removed at the end, so a running `npm start` keeps its `dist/` and its gateway.
 *
 * Options: --skip=lint,types,unit,build,dist,release,e2e  --keep-build (keep the run directory and print it)
 * (E2E_PORT / E2E_GATEWAY_PORT choose the e2e ports; TENANTS=a,b narrows the pull and the build.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { startDemoGateway } from "./services/demo-gateway/server.ts";
import type { RunDist } from "./lib/dist-dir.ts";
import { runDist } from "./lib/dist-dir.ts";
import { commandLine } from "./lib/cli.ts";
import { freePort, isPortFree } from "./lib/listen.ts";
import type { Command } from "./lib/run.ts";
import { banner, describeCommand, ROOT, run, stopCurrentChild } from "./lib/run.ts";

type Outcome = "passed" | "failed" | "skipped";
type Result = { stage: string; outcome: Outcome; seconds: number };

const results: Result[] = [];
const STAGES = ["lint", "types", "unit", "build", "dist", "release", "e2e"];
const USAGE = `Usage: npm test [-- --skip=${STAGES.join(",")}] [--keep-build]

Every check, in order: lint, types, unit tests, a build against a fresh demo gateway, the dist
check, the release pipeline and the browser tests.
  --skip=a,b     leave these stages out
  --keep-build   keep the run directory of the build and print it
Environment: E2E_PORT, E2E_GATEWAY_PORT, E2E_RELAY_PORT, TENANTS=a,b.`;
const { values: cli } = commandLine("test", USAGE, {
  options: { skip: { type: "string" }, "keep-build": { type: "boolean" } },
});
const skip = new Set((cli.skip ?? "").split(",").filter(Boolean));
const unknownStages = [...skip].filter((s) => !STAGES.includes(s));
if (unknownStages.length > 0) {
  console.error(`test: unknown stage ${unknownStages.join(", ")} in --skip\n\n${USAGE}`);
  process.exit(2);
}
const keepBuild = cli["keep-build"] ?? false;

/**
 * Runs one stage's commands in order (stopping at the first failure) and records the outcome. With
 * `quiet`, the output goes to a log file printed whole when the stage ends (a stage running beside
 * another one).
 */
async function stage(
  group: string,
  name: string,
  commands: Command[],
  env: NodeJS.ProcessEnv = {},
  { quiet = false }: { quiet?: boolean } = {},
): Promise<boolean> {
  const slot = results.push({ stage: name, outcome: "skipped", seconds: 0 }) - 1;
  if (skip.has(group)) return true;
  const started = Date.now();
  let ok = true;
  const logDir = quiet ? mkdtempSync(resolve(tmpdir(), "test-stage-")) : null;
  for (const cmd of commands) {
    const logFile = logDir === null ? undefined : resolve(logDir, "output.log");
    if (logFile === undefined) banner(`${name}: ${describeCommand(cmd)}`);
    const code = await run(cmd, env, logFile === undefined ? {} : { logFile });
    if (logFile !== undefined) {
      banner(`${name}: ${describeCommand(cmd)}`);
      process.stdout.write(readFileSync(logFile, "utf8"));
      rmSync(logFile, { force: true });
    }
    if (code !== 0) {
      ok = false;
      console.error(`\n✗ stage "${name}" failed: ${describeCommand(cmd)}`);
      break;
    }
  }
  if (logDir !== null) rmSync(logDir, { recursive: true, force: true });
  results[slot] = { stage: name, outcome: ok ? "passed" : "failed", seconds: (Date.now() - started) / 1000 };
  return ok;
}

/** A preferred port when free, else any free port (so a running `npm start` never blocks tests). */
async function pickPort(envName: string, preferred: number): Promise<number> {
  if (process.env[envName]) return Number(process.env[envName]);
  return (await isPortFree(preferred)) ? preferred : freePort();
}

/**
 * The build stage: starts a fresh demo gateway on the e2e gateway port, pulls from it into a copy of
 * tenants/ and builds from that copy into `distDir`. Pulled snapshots name the gateway they came
 * from, so a test run must never write the e2e port's addresses into the committed snapshots; the
 * copy also proves the pull works. Nothing outside `distDir` (and Astro's cache beside it) is written.
 */
async function pullAndBuild(gatewayPort: number, distDir: string, relayPort: number): Promise<boolean> {
  if (skip.has("build")) return stage("build", "pull + build", []);
  const tenantsCopy = mkdtempSync(resolve(tmpdir(), "tenants-"));
  cpSync(resolve(ROOT, "tenants"), tenantsCopy, { recursive: true });
  const gateway = await startDemoGateway({ port: gatewayPort });
  try {
    const env = {
      GATEWAY_URL: gateway.url,
      TENANTS_DIR: tenantsCopy,
      DIST_DIR: distDir,
      FORM_RELAY_URL: `http://localhost:${relayPort}`,
    };
    // A failed pull keeps the last good snapshots; the build then tells whether they are usable.
    await stage("build", "pull", [{ script: "scripts/pull/main.ts" }], env);
    return await stage("build", "build", [{ npm: ["run", "build"] }], env);
  } finally {
    await gateway.close();
    rmSync(tenantsCopy, { recursive: true, force: true });
  }
}

function skipped(...names: string[]): void {
  for (const name of names) results.push({ stage: name, outcome: "skipped", seconds: 0 });
}

function summary(): boolean {
  banner("summary");
  for (const r of results) {
    const mark = r.outcome === "passed" ? "✓" : r.outcome === "failed" ? "✗" : "-";
    console.log(`${mark} ${r.stage.padEnd(28)} ${r.outcome.padEnd(8)} ${r.seconds.toFixed(1)}s`);
  }
  const failed = results.filter((r) => r.outcome === "failed").map((r) => r.stage);
  console.log(failed.length === 0 ? "\nAll stages passed." : `\nFAILED: ${failed.join(", ")}`);
  return failed.length === 0;
}

/** The run directory of this run's build, if one was made. */
let build: RunDist | null = null;

/** Removes the run's build directory unless --keep-build asked to keep it. */
function cleanUp(): void {
  if (build === null) return;
  if (keepBuild) console.log(`\nbuild kept in ${build.distDir}`);
  else build.remove();
}

/** Lint, format and workflows: one process at a time, beside the build (none reads `.astro/`). */
async function checksBesideTheBuild(): Promise<void> {
  const quiet = { quiet: true };
  await stage("lint", "lint (eslint)", [{ bin: "eslint", args: ["."] }], {}, quiet);
  await stage("lint", "format (prettier --check)", [{ bin: "prettier", args: ["--check", "."] }], {}, quiet);
  await stage("lint", "workflows (action-validator)", [{ npm: ["run", "lint:workflows"] }], {}, quiet);
}

async function main(): Promise<void> {
  process.once("SIGINT", () => {
    stopCurrentChild();
    build?.remove();
    process.exit(130);
  });
  await stage("types", "types (astro check)", [{ bin: "astro", args: ["check"] }]);
  await stage("lint", "unused code and dependencies (knip)", [{ bin: "knip", args: [] }]);
  const gatewayPort = await pickPort("E2E_GATEWAY_PORT", 8797);
  const previewPort = await pickPort("E2E_PORT", 4331);
  const relayPort = await pickPort("E2E_RELAY_PORT", 8798);
  build = runDist("test");
  if (keepBuild) process.off("exit", build.remove);
  const distEnv = { DIST_DIR: build.distDir };
  const [, built] = await Promise.all([
    checksBesideTheBuild(),
    (async () => {
      const ok = await pullAndBuild(gatewayPort, build.distDir, relayPort);
      if (ok) await stage("dist", "check:dist", [{ script: "scripts/check/check-dist.ts" }], distEnv);
      else skipped("check:dist");
      return ok;
    })(),
  ]);
  await stage("unit", "unit (vitest)", [{ bin: "vitest", args: ["run", "--coverage"] }]);
  // The release pipeline end to end: two demo chains, real builds, its own gateway and folders.
  await stage("release", "release (integration)", [{ script: "scripts/release/release-integration.ts" }]);
  // The documented example chain, added by data as the chains README says, pulled --strict and released.
  await stage("release", "example chain (pull --strict, release)", [
    { script: "scripts/release/example-chain-release.ts" },
  ]);
  if (built) {
    const e2eEnv = {
      ...distEnv,
      E2E_PORT: String(previewPort),
      E2E_GATEWAY_PORT: String(gatewayPort),
      E2E_RELAY_PORT: String(relayPort),
    };
    await stage("e2e", "e2e (playwright)", [{ bin: "playwright", args: ["test"] }], e2eEnv);
  } else {
    skipped("e2e (playwright)");
  }
  cleanUp();
  process.exit(summary() ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
