/**
 * `npm run build`: builds every chain it can. Each chain's data is checked on its own first (every
 * problem of every file, and what two chains may not share: a host, an RSA_SUBDOMAIN); a refused
 * chain is reported with file and key path and left out of the build, and its last good output
 * (`<DIST_DIR>/<site>/`, with its sites.json entry and the assets its pages use) is carried into the
 * new one. The good chains build into a fresh directory beside the output (`<DIST_DIR>.next-<pid>`)
 * — `astro build`, then the kept chains, then write-routing — which is swapped in place of
 * `DIST_DIR` (default `dist`) only when every step succeeded. A page that throws while rendering
 * names its chain (Astro says "Caught error rendering /<site>/…"): that chain is refused too and the
 * build runs again without it. The exit code is 1 when any chain was refused, after the others are
 * built.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { processBuildEnv, type BuildEnv } from "../../src/tenant/build-env.ts";
import { TenantConfigError } from "../../src/tenant/tenant-schema.ts";
import { planBuild, type BuildPlan } from "../release/build-plan.ts";
import { astroBuildPlace } from "./astro-build-place.ts";
import { commandLine } from "../lib/cli.ts";
import { consoleText } from "../lib/console-text.ts";
import { linkTree } from "../release/folder-links.ts";
import { childEnv, ROOT, run } from "../lib/run.ts";

/** One step of a build into `outDir`; resolves with its exit code. */
export type BuildStep = (outDir: string) => Promise<number>;

/** The refused chains as the build prints them: grouped by chain, every problem on its own line. */
export function formatRefused(refused: ReadonlyMap<string, readonly string[]>, kept: readonly string[]): string {
  return [...refused]
    .map(([site, lines]) => {
      const fate = kept.includes(site) ? "its last good output is kept" : "it had no earlier output";
      // Chain text reaches the console with its control characters escaped.
      return [`build: chain "${site}" refused (${fate}):`, ...lines.map((l) => `  ${l}`)].map(consoleText).join("\n");
    })
    .join("\n");
}

type SiteEntryJson = { site: string } & Record<string, unknown>;

function readSitesJson(dist: string): SiteEntryJson[] {
  const file = join(dist, "_routing", "sites.json");
  if (!existsSync(file)) return [];
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { sites?: SiteEntryJson[] }).sites ?? [];
  } catch {
    return [];
  }
}

/** The hosts a sites.json entry claims (its hosts and primary host). */
function entryHosts(entry: SiteEntryJson): string[] {
  const hosts = Array.isArray(entry["hosts"]) ? (entry["hosts"] as unknown[]) : [];
  return [...hosts, entry["primaryHost"]].filter((h): h is string => typeof h === "string");
}

/** A kept chain's entry without the hosts another chain now holds. */
function withoutHosts(entry: SiteEntryJson, taken: ReadonlySet<string>): SiteEntryJson {
  const hosts = Array.isArray(entry["hosts"]) ? (entry["hosts"] as unknown[]) : [];
  const out: SiteEntryJson = { ...entry, hosts: hosts.filter((h) => typeof h !== "string" || !taken.has(h)) };
  if (typeof entry["primaryHost"] === "string" && taken.has(entry["primaryHost"])) delete out["primaryHost"];
  return out;
}

/**
 * Carries the last good output of `sites` from `previous` (the current DIST_DIR) into `next`: each
 * chain's folder (self-contained: its own `_assets/`) and sites.json entry (less a host a built chain
 * now holds), and, from a build made
 * before chain folders, every earlier shared asset the new build lacks (hashed names, so nothing is
 * overwritten). Hard links where the file system allows. Returns the chains kept.
 */
export function keepLastGood(previous: string, next: string, sites: readonly string[]): string[] {
  const entries = new Map(readSitesJson(previous).map((e) => [e.site, e]));
  const kept = sites.filter((s) => entries.has(s) && existsSync(join(previous, s)));
  if (kept.length === 0) return [];
  for (const site of kept) linkTree(join(previous, site), join(next, site));
  if (existsSync(join(previous, "_assets"))) linkTree(join(previous, "_assets"), join(next, "_assets"));
  const current = readSitesJson(next).filter((e) => !kept.includes(e.site));
  // A host the new build gives to a chain is that chain's now: a kept chain's old entry loses it,
  // so the routing never has two chains on one host (which would stop the preview and nginx alike).
  const taken = new Set(current.flatMap((e) => entryHosts(e)));
  const keptEntries = kept.flatMap((s) => entries.get(s) ?? []).map((e) => withoutHosts(e, taken));
  const merged = [...current, ...keptEntries].toSorted((a, b) => a.site.localeCompare(b.site));
  writeFileSync(join(next, "_routing", "sites.json"), `${JSON.stringify({ sites: merged }, null, 2)}\n`);
  return kept;
}

/** Runs `astro build` for `sites` into `outDir`, its output shown and kept; resolves with the code and output. */
export function astroBuildOf(sites: readonly string[], outDir: string): Promise<{ code: number; output: string }> {
  const place = astroBuildPlace(outDir);
  return new Promise((done) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "astro"), place.args, {
      cwd: place.cwd,
      env: childEnv({ ...place.env, TENANTS: sites.join(",") }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout.on("data", (d: Buffer) => keep(d, process.stdout));
    child.stderr.on("data", (d: Buffer) => keep(d, process.stderr));
    child.on("error", (error) => {
      place.finish();
      done({ code: 127, output: `could not start astro: ${error.message}` });
    });
    child.on("exit", (code, signal) => {
      place.finish();
      done({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** The chain whose page failed to render, from Astro's output ("Caught error rendering /<site>/…"), or null. */
export function renderCulprit(output: string, sites: readonly string[]): { site: string; error: string } | null {
  for (const match of output.matchAll(/Caught error rendering \/([^/\s]+)\/?(\S*): (.*)/g)) {
    const site = match[1] ?? "";
    if (sites.includes(site)) return { site, error: `/${site}/${match[2] ?? ""}: ${match[3] ?? ""}`.trim() };
  }
  return null;
}

/** Runs the steps into a fresh directory and swaps it in when all succeeded; returns the exit code. */
export async function buildAndSwap(distDir: string, steps: readonly BuildStep[]): Promise<number> {
  const target = resolve(distDir);
  const next = join(dirname(target), `${basename(target)}.next-${process.pid}`);
  const old = join(dirname(target), `${basename(target)}.old-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  for (const step of steps) {
    const code = await step(next);
    if (code !== 0) {
      rmSync(next, { recursive: true, force: true });
      console.error(`build: failed (exit ${code}); ${target} is left as it was`);
      return code;
    }
  }
  if (existsSync(target)) renameSync(target, old);
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
  console.log(`build: ${target} replaced by the new build`);
  return 0;
}

/**
 * The whole `npm run build` into `distDir`: plan, build the good chains (again without a chain
 * whose pages throw), keep the refused chains' last good output, write the routing, swap. Returns
 * the exit code: 0 only when no chain was refused.
 */
export async function buildEveryChain(distDir: string, env: BuildEnv = processBuildEnv()): Promise<number> {
  const target = resolve(distDir);
  let plan: BuildPlan;
  try {
    plan = planBuild(env);
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    console.error(`build: tenant data refused; ${target} is left as it was\n${error.message}`);
    return 1;
  }
  const { refused } = plan;
  let sites = plan.good;
  let kept: string[] = [];
  const astroStep: BuildStep = async (outDir) => {
    for (;;) {
      if (sites.length === 0) return 1;
      const { code, output } = await astroBuildOf(sites, outDir);
      if (code === 0) return 0;
      const culprit = renderCulprit(output, sites);
      if (culprit === null || sites.length === 1) return code;
      refused.set(culprit.site, [`tenant "${culprit.site}": a page failed to render: ${culprit.error}`]);
      sites = sites.filter((s) => s !== culprit.site);
      console.error(`build: chain "${culprit.site}" left out (a page failed to render); building the others again`);
      rmSync(outDir, { recursive: true, force: true });
    }
  };
  const keepStep: BuildStep = async (outDir) => {
    kept = keepLastGood(target, outDir, [...refused.keys()]);
    return 0;
  };
  const routingStep: BuildStep = (outDir) =>
    run({ script: "scripts/serve/write-routing.ts", args: [`--dist=${outDir}`] }, { DIST_DIR: outDir });
  if (sites.length === 0) {
    const unchanged = [...refused.keys()].filter((s) => existsSync(join(target, s)));
    console.error(`${formatRefused(refused, unchanged)}\nbuild: no chain could be built; ${target} is left as it was`);
    return 1;
  }
  const code = await buildAndSwap(distDir, [astroStep, keepStep, routingStep]);
  if (refused.size > 0) console.error(`\n${formatRefused(refused, kept)}`);
  if (code !== 0) return code;
  if (refused.size > 0) {
    console.error(`build: ${sites.length} chains built, ${refused.size} refused (exit 1)`);
    return 1;
  }
  return 0;
}

const USAGE = `Usage: npm run build

Builds every chain it can into <DIST_DIR>.next-<pid> and swaps it in place of DIST_DIR (default dist);
a refused chain is reported with file and key path and keeps its last good output (exit 1).
Environment: DIST_DIR, TENANTS (a,b: only those chains), TENANTS_DIR, GATEWAY_URL.`;

if (import.meta.main) {
  commandLine("build", USAGE, { options: {} });
  process.exitCode = await buildEveryChain(process.env["DIST_DIR"] || "dist");
}
