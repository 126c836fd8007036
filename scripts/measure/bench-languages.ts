/**
 * `npm run bench:languages`: what a second language costs the build (the goal: a chain built in two
 * languages within 2× of the same chain in one). Pulls the chains from a demo gateway started for
 * the run into two copies of tenants/, one as committed and one with `"languages": ["en", "es"]` on
 * every chain, then runs `npm run build` of each in turn, alternating, several times: the first
 * build fills the image cache and is not counted; the median of the others is reported, with the
 * pages built and the load average. A benchmark, not a test: it writes only in a temporary folder
 * (removed at the end) and prints its figures.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { commandLine } from "../lib/cli.ts";
import { childEnv, ROOT } from "../lib/run.ts";
import { walkFiles } from "../lib/files.ts";
import { median } from "./measure.ts";

const USAGE = `Usage: npm run bench:languages -- [--chains=a,b] [--runs=3]

  --chains=a,b  these chains of tenants/ (default every chain with a local.json)
  --runs=N      counted builds per language (default 3), after one uncounted build that fills the image cache`;
const { values: args } = commandLine("bench:languages", USAGE, {
  options: { chains: { type: "string" }, runs: { type: "string" } },
});

const run = promisify(execFile);
const RUNS = Number(args.runs ?? "3");
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a positive whole number");
const CHAINS =
  args.chains?.split(",") ??
  readdirSync(join(ROOT, "tenants"), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(ROOT, "tenants", e.name, "local.json")))
    .map((e) => e.name);

const tmp = mkdtempSync(join(tmpdir(), "bench-languages-"));
const gateway = await startDemoGateway({ port: 0 });
const load = () => loadavg()[0]?.toFixed(1) ?? "?";

/** The environment of a pull or build of the copy `tenants` into `dist`. */
const envFor = (tenants: string, dist: string) =>
  childEnv({
    // The pages shoppers get: React's production build whatever the caller's NODE_ENV.
    NODE_ENV: "production",
    GATEWAY_URL: gateway.url,
    TENANTS_DIR: tenants,
    TENANTS: CHAINS.join(","),
    DIST_DIR: dist,
    IMAGE_CACHE_DIR: join(tmp, "images"),
    FORM_RELAY_URL: "http://localhost:9",
  });

/** A copy of tenants/ with `languages` set on each measured chain, pulled from the demo gateway. */
async function tenantsWith(languages: readonly string[]): Promise<string> {
  const dir = join(tmp, `tenants-${languages.join("-")}`);
  cpSync(join(ROOT, "tenants"), dir, { recursive: true });
  for (const chain of CHAINS) {
    const file = join(dir, chain, "local.json");
    const local = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...local, languages }));
  }
  await run(process.execPath, [join(ROOT, "scripts", "pull", "main.ts")], { cwd: ROOT, env: envFor(dir, tmp) });
  return dir;
}

try {
  const setups = [
    { name: "one language", tenants: await tenantsWith(["en"]), seconds: [] as number[], pages: 0 },
    { name: "two languages", tenants: await tenantsWith(["en", "es"]), seconds: [] as number[], pages: 0 },
  ];
  console.log(`bench:languages: ${CHAINS.join(", ")}; load ${load()} at the start`);
  for (let round = 0; round <= RUNS; round++) {
    for (const setup of setups) {
      const dist = join(tmp, `dist-${setup.name.replace(" ", "-")}`);
      const started = performance.now();
      await run(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
        cwd: ROOT,
        env: envFor(setup.tenants, dist),
        maxBuffer: 256 * 1024 * 1024,
      });
      const seconds = (performance.now() - started) / 1000;
      setup.pages = walkFiles(dist).filter((f) => f.endsWith(".html")).length;
      console.log(
        `  ${setup.name}: ${seconds.toFixed(1)} s${round === 0 ? " (fills the image cache, not counted)" : ""}`,
      );
      if (round > 0) setup.seconds.push(seconds);
    }
  }
  const [one, two] = setups.map((s) => ({ ...s, median: median(s.seconds) })) as [
    (typeof setups)[number] & { median: number },
    (typeof setups)[number] & { median: number },
  ];
  for (const s of [one, two]) console.log(`${s.name}: ${s.pages} pages, median ${s.median.toFixed(1)} s`);
  console.log(`two languages / one: ${(two.median / one.median).toFixed(2)}× (goal ≤ 2×); load ${load()} at the end`);
} finally {
  await gateway.close();
  rmSync(tmp, { recursive: true, force: true });
}
