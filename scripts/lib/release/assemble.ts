/**
 * Putting a release together from the previous release and fresh chain builds (one or several
 * build folders: one local run, or the outputs of every CI shard). Every chain folder is a
 * self-contained deployable (its pages, its own `_assets/`, public files, robots, sitemap, headers
 * and redirects; lib/chain-folders.ts made it when the build was verified). Chains that were
 * rebuilt come from their build; unchanged and failed chains keep their folder from the previous
 * release as it is, hard-linked (both are immutable, so sharing inodes is safe and costs no copy).
 * A rebuilt chain also keeps the assets its previous pages reached for one more release, so its
 * pages cached for a while still find their files.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { ASSETS_DIR, linkFile } from "../chain-folders.ts";
import type { RoutingModel } from "../routing-model.ts";
import { loadRoutingModel, routingModelSchema } from "../routing-model.ts";
import { unionSources } from "../http-headers.ts";
import type { SiteEntry } from "../sites.ts";
import { readSites } from "../sites.ts";
import { chainFiles, routingFiles, writeFiles } from "../../write-routing.ts";

/** Where one chain of the new release comes from. */
export type ChainSource = { site: string; from: "build"; buildDir: string } | { site: string; from: "previous" };

/** Options of `assembleRelease`. */
export type AssembleOptions = {
  /** The new release folder (created; must not exist). */
  releaseDir: string;
  /** The release being replaced, or null for the first one. */
  previousDir: string | null;
  /** Every chain of the new release. */
  chains: readonly ChainSource[];
  /** Assets (by file name) each chain's pages reached in the previous release, as its report recorded them. */
  previousChainAssets: Readonly<Record<string, readonly string[]>>;
  /** Tenants folder (gateway origins for the routing model). */
  tenantsDir: string;
  /** nginx root and listen of the routing files. */
  routing: { root: string; listen: string };
  env?: NodeJS.ProcessEnv;
};

/** What assembling found. */
export type AssembleResult = {
  sites: SiteEntry[];
  /** Assets each chain's pages reach (its folder's `_assets/`, less what is kept for cached pages). */
  chainAssets: Record<string, string[]>;
  /** Every asset some page of this release references. */
  liveAssets: string[];
  /** Asset files in the release's chain folders (live ones plus those kept for cached pages). */
  assetFiles: number;
};

/** Hard-links every file of `src` into `dst` (copies across file systems). Returns the file count. */
export function linkTree(src: string, dst: string): number {
  let n = 0;
  mkdirSync(dst, { recursive: true });
  for (const e of readdirSync(src, { withFileTypes: true })) {
    const from = join(src, e.name);
    const to = join(dst, e.name);
    if (e.isDirectory()) n += linkTree(from, to);
    else if (e.isFile()) {
      linkOrCopy(from, to);
      n += 1;
    }
  }
  return n;
}

/**
 * Hard-links whole folders into `dstParent` (each keeps its name): one `cp -al` per few hundred
 * folders, which links the ~100 files of a chain in well under a millisecond where a walk in Node
 * took about 0.2 ms per file (1.8 s of a one-chain release at 100 chains). Where `cp -al` is missing
 * or fails (another platform's cp, folders on two file systems), the folders it did not finish are
 * linked (or copied) by `linkTree`.
 */
export function linkFolders(srcs: readonly string[], dstParent: string, cpCommand = "cp"): void {
  mkdirSync(dstParent, { recursive: true });
  for (let i = 0; i < srcs.length; i += 200) {
    const batch = srcs.slice(i, i + 200);
    const cp = spawnSync(cpCommand, ["-al", "--", ...batch, dstParent], { stdio: "ignore" });
    if (cp.status === 0) continue;
    for (const src of batch) {
      const dst = join(dstParent, basename(src));
      rmSync(dst, { recursive: true, force: true });
      linkTree(src, dst);
    }
  }
}

/** Hard-links (or copies) one file into a folder that exists (a mkdir per file cost seconds per release). */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return;
    copyFileSync(from, to);
  }
}

function listAssets(siteDir: string): string[] {
  const dir = join(siteDir, ASSETS_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Builds the new release folder; see the module comment. */
export async function assembleRelease(opts: AssembleOptions): Promise<AssembleResult> {
  const { releaseDir, previousDir } = opts;
  if (existsSync(releaseDir)) throw new Error(`${releaseDir} exists already; releases are immutable`);
  mkdirSync(releaseDir, { recursive: true });
  const buildDirs = [...new Set(opts.chains.flatMap((c) => (c.from === "build" ? [c.buildDir] : [])))];
  const sitesOf = new Map<string, SiteEntry[]>();
  for (const dir of [...buildDirs, ...(previousDir ? [previousDir] : [])]) sitesOf.set(dir, await readSites(dir));

  // Chain folders and their sites.json entries.
  const sites: SiteEntry[] = [];
  const folders: string[] = [];
  for (const chain of opts.chains) {
    const dir = chain.from === "build" ? chain.buildDir : previousDir;
    const entry = dir === null ? undefined : sitesOf.get(dir)?.find((s) => s.site === chain.site);
    if (dir === null || entry === undefined || !existsSync(join(dir, chain.site))) continue;
    folders.push(join(dir, chain.site));
    sites.push(entry);
  }
  linkFolders(folders, releaseDir);
  sites.sort((a, b) => a.site.localeCompare(b.site));

  // Assets: a rebuilt chain's folder holds exactly what its pages reach; it keeps last release's too, once.
  const chainAssets: Record<string, string[]> = {};
  let assetFiles = 0;
  for (const { site } of sites) {
    const siteDir = join(releaseDir, site);
    const built = opts.chains.find((c) => c.site === site)?.from === "build";
    const carried = opts.previousChainAssets[site];
    const present = listAssets(siteDir);
    chainAssets[site] = built || carried === undefined ? present.sort() : carried.filter((a) => present.includes(a));
    if (built && previousDir !== null) {
      const have = new Set(present);
      for (const name of carried ?? []) {
        const from = join(previousDir, site, ASSETS_DIR, name);
        if (!have.has(name) && existsSync(from)) linkFile(from, join(siteDir, ASSETS_DIR, name));
      }
    }
    assetFiles += listAssets(siteDir).length;
  }
  const liveAssets = [...new Set(Object.values(chainAssets).flat())].sort();

  // Routing: sites.json, then the model (rebuilt chains' from their build, kept ones carried), its
  // files and every chain's own headers and redirects (rewritten, never written through a link).
  const model = await routingModel(opts, sites, buildDirs);
  writeFiles(releaseDir, {
    "_routing/sites.json": `${JSON.stringify({ sites }, null, 2)}\n`,
    ...chainFiles(model, releaseDir),
    ...routingFiles(model, opts.routing),
  });
  return { sites, chainAssets, liveAssets, assetFiles };
}

/** The routing model of the new release: rebuilt chains' from their build, kept ones carried. */
async function routingModel(opts: AssembleOptions, sites: readonly SiteEntry[], buildDirs: readonly string[]) {
  const modelOpts = { tenantsDir: opts.tenantsDir, ...(opts.env ? { env: opts.env } : {}) };
  const bySite = new Map<string, RoutingModel["sites"][number]>();
  if (opts.previousDir !== null) {
    const file = join(opts.previousDir, "_routing", "routing.json");
    const parsed = existsSync(file) ? routingModelSchema.safeParse(JSON.parse(readFileSync(file, "utf8"))) : null;
    for (const s of parsed?.success ? parsed.data.sites : []) bySite.set(s.site, s);
  }
  for (const dir of buildDirs) {
    const built = new Set(opts.chains.filter((c) => c.from === "build" && c.buildDir === dir).map((c) => c.site));
    // The verify step wrote the build's model (routing.json) when it checked the build: read, not rescanned.
    for (const s of (await loadRoutingModel(dir, modelOpts)).sites) if (built.has(s.site)) bySite.set(s.site, s);
  }
  const modelSites = sites.flatMap((s) => {
    const m = bySite.get(s.site);
    return m === undefined ? [] : [m];
  });
  const model: RoutingModel = { sites: modelSites, shared: unionSources(modelSites.map((s) => s.sources)) };
  return model;
}
