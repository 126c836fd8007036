/**
 * Which chains changed since the published release: a content hash per chain over its pulled
 * snapshots, its local settings, its domain-map hosts and the build's own inputs (source, public
 * files, config, lockfile). A code change changes every chain's hash, so everything is rebuilt.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Files and folders (relative to the repository root) whose content decides what a build produces. */
export const BUILD_INPUTS = [
  "src",
  "public",
  "astro.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build",
  "scripts/check",
  "scripts/serve",
  "scripts/lib",
] as const;

/**
 * What inside BUILD_INPUTS does not shape the pages: the watcher that runs the release. (The pull,
 * whose output, the snapshots, is hashed per chain, and the release pipeline itself are folders of
 * their own outside BUILD_INPUTS.)
 */
export const NOT_BUILD_INPUTS = ["scripts/serve/watch", "scripts/serve/watch.ts"] as const;

/** Environment variables the build reads; their values are part of every chain's hash. */
export const BUILD_ENV = ["GATEWAY_URL"] as const;

/** Why a chain is (or is not) rebuilt. */
export type ChangeReason = "new" | "data" | "code" | "forced" | "retry" | "unchanged";

/** One chain's decision. */
export type ChainChange = { site: string; hash: string; changed: boolean; reason: ChangeReason };

/** What the published release recorded per chain. */
export type PublishedChain = { hash: string; inputsHash: string };

function sha256(parts: Iterable<string | Buffer>): string {
  const h = createHash("sha256");
  for (const p of parts) {
    h.update(typeof p === "string" ? p : p);
    h.update("\0");
  }
  return h.digest("hex");
}

/** Every file under `path` (a file or a folder), posix-relative to `root`, sorted. */
function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = join(dir, e.name);
      if (NOT_BUILD_INPUTS.some((x) => relative(root, p).split(sep).join("/") === x)) continue;
      if (e.isDirectory()) visit(p);
      else if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) out.push(relative(root, p).split(sep).join("/"));
    }
  };
  visit(full);
  return out;
}

/** Hash of the build's own inputs: every file of BUILD_INPUTS (tests excluded) and BUILD_ENV values. */
export function buildInputsHash(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  inputs: readonly string[] = BUILD_INPUTS,
): string {
  const files = inputs.flatMap((p) => filesUnder(root, p)).sort();
  const parts: (string | Buffer)[] = [];
  for (const f of files) parts.push(f, readFileSync(join(root, f)));
  for (const name of BUILD_ENV) parts.push(`${name}=${env[name] ?? ""}`);
  return sha256(parts);
}

/** Hash of one chain: the build inputs' hash, its folder's JSON files and the hosts the domain map gives it. */
export function chainHash(
  tenantsDir: string,
  site: string,
  inputsHash: string,
  domainMap: Readonly<Record<string, string>>,
): string {
  const folder = join(tenantsDir, site);
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  const hosts = Object.entries(domainMap)
    .filter(([, s]) => s === site)
    .map(([h]) => h)
    .sort();
  const parts: (string | Buffer)[] = [inputsHash, `hosts:${hosts.join(",")}`];
  for (const f of files) parts.push(f, readFileSync(join(folder, f)));
  return sha256(parts);
}

/**
 * Compares the current hashes with the published ones. `force` rebuilds all; `only` (TENANTS)
 * rebuilds exactly those chains, changed or not. A chain that failed last time still carries its
 * old published hash, so it is retried.
 */
export function decideChanges(
  current: Readonly<Record<string, string>>,
  inputsHash: string,
  published: Readonly<Record<string, PublishedChain>>,
  opts: { force?: boolean; only?: readonly string[] | undefined; failedLastTime?: readonly string[] } = {},
): ChainChange[] {
  return Object.keys(current)
    .sort()
    .map((site) => {
      const hash = current[site] ?? "";
      const before = published[site];
      if (opts.only !== undefined) {
        const picked = opts.only.includes(site);
        return { site, hash, changed: picked, reason: picked ? "forced" : "unchanged" };
      }
      if (opts.force) return { site, hash, changed: true, reason: "forced" };
      if (before === undefined) return { site, hash, changed: true, reason: "new" };
      if (before.hash === hash) return { site, hash, changed: false, reason: "unchanged" };
      if (opts.failedLastTime?.includes(site)) return { site, hash, changed: true, reason: "retry" };
      return { site, hash, changed: true, reason: before.inputsHash !== inputsHash ? "code" : "data" };
    });
}
