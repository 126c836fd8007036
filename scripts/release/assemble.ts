/**
 * Putting a release together from the previous release and fresh chain builds (one or several
 * build folders: one local run, or the outputs of every CI shard). Every chain folder is a
 * self-contained deployable (its pages, its own `_assets/`, public files, robots, sitemap, headers
 * and redirects; lib/chain-folders.ts made it when the build was verified), kept as an immutable
 * version (chain-versions.ts) that the release points at. A rebuilt chain's build becomes a new
 * version (hard-linked from the build); unchanged and failed chains keep the version the previous
 * release points at, so a release of one changed chain among a thousand links one folder, not a
 * million files. A rebuilt chain also keeps the assets its previous pages reached for one more
 * release, so its pages cached for a while still find their files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { ASSETS_DIR, linkFile } from "../lib/chain-folders.ts";
import type { RoutingModel } from "../serve/routing-model.ts";
import { loadRoutingModel, routingModelSchema } from "../serve/routing-model.ts";
import { unionSources } from "../lib/http-headers.ts";
import type { SiteEntry } from "../lib/sites.ts";
import { readSites } from "../lib/sites.ts";
import { chainFiles, routingFiles, writeFiles } from "../serve/write-routing.ts";
import { makeVersions, pointChain, versionOf } from "./chain-versions.ts";

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
  /**
   * The release before was built from the same build inputs (code): a kept chain's headers and
   * redirects then follow from the routing model alone. Otherwise (or unknown) every chain's are made
   * again and compared, so a kept chain gets what the new code writes.
   */
  sameInputs?: boolean;
  env?: NodeJS.ProcessEnv;
};

/** What assembling found. */
export type AssembleResult = {
  sites: SiteEntry[];
  /** Assets each chain's pages reach (its folder's `_assets/`, less what is kept for cached pages). */
  chainAssets: Record<string, string[]>;
  /** Every asset some page of this release references. */
  liveAssets: string[];
  /** The chains that got a new version in this release (rebuilt, or their files changed). */
  newVersions: string[];
};

function listAssets(siteDir: string): string[] {
  const dir = join(siteDir, ASSETS_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The names of a chain's files (`<site>/<name>` keys of `chainFiles`) whose content differs in `version`. */
function filesDiffer(
  version: string,
  site: string,
  files: Readonly<Record<string, string>>,
  read: (f: string) => string | null,
) {
  return Object.entries(files).some(
    ([key, text]) => key.startsWith(`${site}/`) && read(join(version, key.slice(site.length + 1))) !== text,
  );
}

/**
 * A reader of small files that reads a file shared by many versions (hard links of one `_redirects`)
 * once: by inode.
 */
function inodeReader(): (file: string) => string | null {
  const byInode = new Map<string, string>();
  return (file) => {
    try {
      const st = statSync(file);
      const key = `${st.dev}:${st.ino}`;
      let text = byInode.get(key);
      if (text === undefined) {
        text = readFileSync(file, "utf8");
        byInode.set(key, text);
      }
      return text;
    } catch {
      return null;
    }
  };
}

/** Builds the new release folder; see the module comment. */
export async function assembleRelease(opts: AssembleOptions): Promise<AssembleResult> {
  const { releaseDir, previousDir } = opts;
  if (existsSync(releaseDir)) throw new Error(`${releaseDir} exists already; releases are immutable`);
  mkdirSync(releaseDir, { recursive: true });
  const root = dirname(releaseDir);
  const id = basename(releaseDir);
  const buildDirs = [...new Set(opts.chains.flatMap((c) => (c.from === "build" ? [c.buildDir] : [])))];
  const sitesOf = new Map<string, SiteEntry[]>();
  for (const dir of [...buildDirs, ...(previousDir ? [previousDir] : [])]) sitesOf.set(dir, await readSites(dir));

  // Each chain's folder: a rebuilt chain's build becomes a new version; a kept chain keeps the
  // version the release before points at (one made from a folder of its own, once, for a release
  // from before versions).
  const sites: SiteEntry[] = [];
  const fresh: { site: string; src: string }[] = [];
  const kept = new Map<string, string>();
  const built = new Set<string>();
  for (const chain of opts.chains) {
    const dir = chain.from === "build" ? chain.buildDir : previousDir;
    const entry = dir === null ? undefined : sitesOf.get(dir)?.find((s) => s.site === chain.site);
    if (dir === null || entry === undefined || !existsSync(join(dir, chain.site))) continue;
    const version = chain.from === "previous" ? versionOf(root, dir, chain.site) : null;
    if (version !== null) kept.set(chain.site, version);
    else fresh.push({ site: chain.site, src: join(dir, chain.site) });
    if (chain.from === "build") built.add(chain.site);
    sites.push(entry);
  }
  const made = makeVersions(root, id, fresh);
  const folderOf = (site: string) => made.get(site) ?? (kept.get(site) as string);
  sites.sort((a, b) => a.site.localeCompare(b.site));

  // Assets: a rebuilt chain's folder holds exactly what its pages reach; it keeps last release's too, once.
  const chainAssets: Record<string, string[]> = {};
  for (const { site } of sites) {
    const siteDir = folderOf(site);
    const carried = opts.previousChainAssets[site];
    if (!built.has(site) && carried !== undefined && kept.has(site)) {
      // The very folder the release before published: what it recorded still holds.
      chainAssets[site] = [...carried];
      continue;
    }
    const present = listAssets(siteDir);
    chainAssets[site] =
      built.has(site) || carried === undefined ? present.sort() : carried.filter((a) => present.includes(a));
    if (built.has(site) && previousDir !== null) {
      const have = new Set(present);
      for (const name of carried ?? []) {
        const from = join(previousDir, site, ASSETS_DIR, name);
        if (!have.has(name) && existsSync(from)) linkFile(from, join(siteDir, ASSETS_DIR, name));
      }
    }
  }
  const liveAssets = [...new Set(Object.values(chainAssets).flat())].sort();

  // Routing: sites.json, then the model (rebuilt chains' from their build, kept ones carried), its
  // files and every chain's own headers and redirects, written into new versions only: a kept
  // version whose files would change (a chain added changes every chain's _redirects) gets a new
  // version of its own first, hard-linked, so no file of an earlier release is ever written through.
  const { model, previous } = await routingModel(opts, sites, buildDirs);
  for (const { site } of sites) pointChain(releaseDir, site, folderOf(site));
  // A chain's files follow from the code, its own model entry and every chain's hand-over host: a
  // kept version whose code, entry and hand-overs are what the release before had holds them already
  // (not read again: a night with no change at 1,000 chains read 3,000 files for nothing).
  const handOvers = (m: readonly RoutingModel["sites"][number][]) =>
    JSON.stringify(m.map((s) => [s.site, s.primaryHost ?? null, s.hosts]));
  const sameHandOvers = opts.sameInputs === true && previous !== null && handOvers(previous) === handOvers(model.sites);
  const before = new Map((previous ?? []).map((s) => [s.site, JSON.stringify(s)]));
  const unsure = new Set(
    model.sites
      .filter((s) => made.has(s.site) || !sameHandOvers || before.get(s.site) !== JSON.stringify(s))
      .map((s) => s.site),
  );
  const files = chainFiles(model, releaseDir, unsure);
  const read = inodeReader();
  const changed = sites.filter(
    ({ site }) => unsure.has(site) && !made.has(site) && filesDiffer(folderOf(site), site, files, read),
  );
  for (const [site, version] of makeVersions(
    root,
    id,
    changed.map(({ site }) => ({ site, src: folderOf(site) })),
  )) {
    made.set(site, version);
    pointChain(releaseDir, site, version);
  }
  const own: Record<string, string> = {};
  for (const [key, text] of Object.entries(files)) {
    const site = key.slice(0, key.indexOf("/"));
    const version = made.get(site);
    if (version !== undefined) own[relative(root, join(version, key.slice(site.length + 1)))] = text;
  }
  writeFiles(root, own);
  writeFiles(releaseDir, {
    "_routing/sites.json": `${JSON.stringify({ sites }, null, 2)}\n`,
    ...routingFiles(model, opts.routing),
  });
  return { sites, chainAssets, liveAssets, newVersions: [...made.keys()].sort() };
}

/** The routing model of the new release (rebuilt chains' from their build, kept ones carried), and the release before's. */
async function routingModel(opts: AssembleOptions, sites: readonly SiteEntry[], buildDirs: readonly string[]) {
  const modelOpts = { tenantsDir: opts.tenantsDir, ...(opts.env ? { env: opts.env } : {}) };
  const bySite = new Map<string, RoutingModel["sites"][number]>();
  let previous: RoutingModel["sites"] | null = null;
  if (opts.previousDir !== null) {
    const file = join(opts.previousDir, "_routing", "routing.json");
    const parsed = existsSync(file) ? routingModelSchema.safeParse(JSON.parse(readFileSync(file, "utf8"))) : null;
    if (parsed?.success) previous = parsed.data.sites;
    for (const s of previous ?? []) bySite.set(s.site, s);
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
  return { model, previous };
}
