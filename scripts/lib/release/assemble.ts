/**
 * Putting a release together from the previous release and fresh chain builds (one or several
 * build folders: one local run, or the outputs of every CI shard). Chains that were rebuilt come
 * from their build; unchanged and failed chains come from the previous release, hard-linked (both
 * are immutable, so sharing inodes is safe and costs no copy). Hashed assets are the union of the
 * builds' assets and the previous release's assets still referenced by a kept page or by a page of
 * the previous release (so pages cached for a while keep working for one more release).
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import type { RoutingModel } from "../routing-model.ts";
import { loadRoutingModel, routingModelSchema } from "../routing-model.ts";
import { unionSources } from "../http-headers.ts";
import type { SiteEntry } from "../sites.ts";
import { readSites } from "../sites.ts";
import { routingFiles } from "../../write-routing.ts";

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
  /** Assets (by file name) each kept chain's pages reference, as the previous report recorded them. */
  previousChainAssets: Readonly<Record<string, readonly string[]>>;
  /** Assets the previous release's pages referenced. */
  previousLiveAssets: readonly string[];
  /** Tenants folder (gateway origins for the routing model). */
  tenantsDir: string;
  /** nginx root and listen of the routing files. */
  routing: { root: string; listen: string };
  env?: NodeJS.ProcessEnv;
};

/** What assembling found. */
export type AssembleResult = {
  sites: SiteEntry[];
  /** Assets referenced, per chain (pages and the modules they import). */
  chainAssets: Record<string, string[]>;
  /** Every asset some page of this release references. */
  liveAssets: string[];
  /** Asset files in the release (live ones plus those kept for cached pages of the last release). */
  assetFiles: number;
};

const SHARED_DIRS = new Set(["_assets", "_routing", "_report"]);
const GENERATED = new Set(["_headers", "_redirects"]);

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

/**
 * Asset file names (in `_assets/`) a text references: every run of file-name characters that is a
 * known asset's name. One linear pass (a pattern that looked for the extension backtracked on every
 * long word and took most of the release's assembling time).
 */
export function assetNames(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/[\w.~-]+/g)) {
    if (known.has(m[0])) found.add(m[0]);
  }
  return [...found];
}

/** The assets a set of roots reaches through the assets' own references (JS imports, CSS urls). */
export function assetClosure(roots: Iterable<string>, assetsDir: string, known: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length > 0) {
    const name = todo.pop() as string;
    if (seen.has(name) || !known.has(name)) continue;
    seen.add(name);
    if (/\.(?:m?js|css)$/.test(name)) todo.push(...assetNames(readFileSync(join(assetsDir, name), "utf8"), known));
  }
  return seen;
}

/** Every text file of a site folder that can reference assets. */
function siteTexts(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (/\.(?:html|css|js|xml|txt|json|webmanifest)$/.test(e.name)) out.push(p);
    }
  };
  if (existsSync(dir)) visit(dir);
  return out;
}

function listAssets(dir: string): string[] {
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

  // Public files at the root: from the newest build, else the previous release.
  const rootSource = buildDirs.at(-1) ?? previousDir;
  if (rootSource !== null) {
    const siteDirs = new Set((sitesOf.get(rootSource) ?? []).map((s) => s.site));
    for (const e of readdirSync(rootSource, { withFileTypes: true })) {
      if (SHARED_DIRS.has(e.name) || GENERATED.has(e.name) || siteDirs.has(e.name)) continue;
      if (e.isDirectory()) linkTree(join(rootSource, e.name), join(releaseDir, e.name));
      else if (e.isFile()) linkOrCopy(join(rootSource, e.name), join(releaseDir, e.name));
    }
  }

  // Assets: everything the builds made, then what kept pages (and last release's pages) still need.
  const assetsDir = join(releaseDir, "_assets");
  mkdirSync(assetsDir, { recursive: true });
  for (const dir of buildDirs) {
    for (const name of listAssets(join(dir, "_assets"))) linkOrCopy(join(dir, "_assets", name), join(assetsDir, name));
  }
  const previousAssets = previousDir === null ? [] : listAssets(join(previousDir, "_assets"));
  const keptChains = opts.chains.filter((c) => c.from === "previous").map((c) => c.site);
  const wanted = new Set([...opts.previousLiveAssets, ...keptChains.flatMap((s) => opts.previousChainAssets[s] ?? [])]);
  for (const name of previousAssets) {
    if (wanted.has(name)) linkOrCopy(join(previousDir as string, "_assets", name), join(assetsDir, name));
  }
  const known = new Set(listAssets(assetsDir));

  // Which assets each chain's pages reach: scanned for rebuilt chains, carried over for kept ones.
  const chainAssets: Record<string, string[]> = {};
  for (const { site } of sites) {
    const built = opts.chains.find((c) => c.site === site)?.from === "build";
    const carried = opts.previousChainAssets[site];
    if (!built && carried !== undefined) {
      chainAssets[site] = [...carried].filter((a) => known.has(a)).sort();
      continue;
    }
    const roots = new Set<string>();
    for (const file of siteTexts(join(releaseDir, site))) {
      for (const a of assetNames(readFileSync(file, "utf8"), known)) roots.add(a);
    }
    chainAssets[site] = [...assetClosure(roots, assetsDir, known)].sort();
  }
  const liveAssets = [...new Set(Object.values(chainAssets).flat())].sort();

  // Routing: sites.json, then the model (rebuilt chains scanned, kept ones carried) and its files.
  mkdirSync(join(releaseDir, "_routing"), { recursive: true });
  writeFileSync(join(releaseDir, "_routing", "sites.json"), `${JSON.stringify({ sites }, null, 2)}\n`);
  const model = await routingModel(opts, sites, buildDirs);
  for (const [rel, content] of Object.entries(routingFiles(model, opts.routing))) {
    mkdirSync(dirname(join(releaseDir, rel)), { recursive: true });
    writeFileSync(join(releaseDir, rel), content);
  }
  return { sites, chainAssets, liveAssets, assetFiles: known.size };
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
