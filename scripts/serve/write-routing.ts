/**
 * Runs after `astro build` (`npm run build`): makes each `dist/<site>/` one self-contained
 * deployable (lib/chain-folders.ts: its pages, the hashed assets and public files they reach, and
 * its own `_headers` and `_redirects`), then turns dist/_routing/sites.json into production routing
 * — routing.json (the model the preview server also reads), nginx.conf (+ its includes) and the
 * sites index page.
 *
 * Usage: node scripts/serve/write-routing.ts [--dist=$DIST_DIR] [--root=/srv/storefront/dist] [--listen=80]
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { chainCdnFiles, notFoundPages } from "./cdn-files.ts";
import { assembleChainFolders } from "../lib/chain-folders.ts";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { renderNginxConf, renderNginxHeaders, renderNginxPathMode } from "./nginx-conf.ts";
import type { RoutingModel } from "./routing-model.ts";
import { buildRoutingModel, routingModelSchema } from "./routing-model.ts";
import { renderSiteIndex } from "./site-index.ts";
import { readSites } from "../lib/sites.ts";
import { precompressChain } from "./precompress.ts";
import { writeServiceWorker } from "./service-worker.ts";

/** Options of one run. */
export type WriteRoutingOptions = {
  distDir: string;
  root: string;
  listen: string;
  env?: NodeJS.ProcessEnv;
  /** Tenants folder (gateway origins of builds older than `gatewayUrl` in sites.json). */
  tenantsDir?: string;
  /** Told how long the chain folders took to assemble (seconds), for the release's timings. */
  onAssembled?: (seconds: number) => void;
};

/** The routing files, relative to dist/, with their contents (never inside a chain folder). */
export function routingFiles(
  model: RoutingModel,
  opts: Pick<WriteRoutingOptions, "root" | "listen">,
): Record<string, string> {
  return {
    "_routing/routing.json": `${JSON.stringify(model, null, 2)}\n`,
    "_routing/nginx.conf": renderNginxConf(model, { root: opts.root, listen: opts.listen }),
    "_routing/nginx-headers.conf": renderNginxHeaders(model),
    "_routing/nginx-path-mode.conf": renderNginxPathMode(model, { root: opts.root }),
    "_routing/index.html": renderSiteIndex(model.sites),
  };
}

/**
 * Each chain folder's own `_headers` and `_redirects` (path rules only) and, when it has an error
 * page, its `404.html` (and each language's, `es/404.html`) for the CDN hosts (lib/cdn-files.ts),
 * relative to `dir` (the dist or release).
 */
export function chainFiles(model: RoutingModel, dir: string, only?: ReadonlySet<string>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const site of model.sites) {
    if (only !== undefined && !only.has(site.site)) continue;
    const { headers, redirects } = chainCdnFiles(site, model);
    files[`${site.site}/_headers`] = headers;
    files[`${site.site}/_redirects`] = redirects;
    const read = (rel: string) => {
      const file = join(dir, site.site, rel);
      return existsSync(file) ? readFileSync(file, "utf8") : null;
    };
    for (const [rel, page] of Object.entries(notFoundPages(site, read))) files[`${site.site}/${rel}`] = page;
  }
  return files;
}

/**
 * Writes files under `dir`, replacing (never writing through) a hard-linked file of the same name.
 * Files of large identical content (every chain's `_redirects`) are written once and hard-linked:
 * at 1,000 chains that file is 87 KB, and writing it per chain was 87 MB per release.
 */
export function writeFiles(dir: string, files: Record<string, string>): void {
  const written = new Map<string, string>();
  for (const [rel, content] of Object.entries(files)) {
    const file = join(dir, rel);
    mkdirSync(dirname(file), { recursive: true });
    rmSync(file, { force: true });
    const same = content.length >= 4096 ? written.get(content) : undefined;
    if (same !== undefined) {
      try {
        linkSync(same, file);
        continue;
      } catch {
        // another file system or no hard links: written below
      }
    }
    writeFileSync(file, content);
    if (content.length >= 4096) written.set(content, file);
  }
}

/** The public files each chain folder got, as an earlier run recorded them (a dist assembled before). */
function recordedPublicFiles(distDir: string): Record<string, string[]> {
  const file = join(distDir, "_routing", "routing.json");
  if (!existsSync(file)) return {};
  const parsed = routingModelSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? Object.fromEntries(parsed.data.sites.map((s) => [s.site, s.publicFiles])) : {};
}

/** Assembles the chain folders, computes the model and writes every routing file; returns the model. */
export async function writeRouting(opts: WriteRoutingOptions): Promise<RoutingModel> {
  const distDir = resolve(opts.distDir);
  const sites = (await readSites(distDir)).map((s) => s.site);
  const started = performance.now();
  const folders = assembleChainFolders(distDir, sites);
  // Each freshly assembled folder gets its service worker, listing exactly that folder's files.
  for (const folder of folders ?? []) await writeServiceWorker(join(distDir, folder.site));
  // The coupon lists a page fetches, gzipped once for nginx's gzip_static.
  for (const site of sites) precompressChain(join(distDir, site));
  opts.onAssembled?.((performance.now() - started) / 1000);
  const publicFiles = folders
    ? Object.fromEntries(folders.map((f) => [f.site, f.publicFiles]))
    : recordedPublicFiles(distDir);
  const model = await buildRoutingModel(distDir, {
    ...(opts.env ? { env: opts.env } : {}),
    ...(opts.tenantsDir ? { tenantsDir: opts.tenantsDir } : {}),
    warn: (m) => console.warn(`write-routing: ${m}`),
    publicFiles,
  });
  writeFiles(distDir, { ...chainFiles(model, distDir), ...routingFiles(model, opts) });
  return model;
}

const USAGE = `Usage: npx node scripts/serve/write-routing.ts [--dist=$DIST_DIR] [--root=/srv/storefront/dist] [--listen=80]

Makes each chain folder of a build self-contained and writes the routing files (nginx, routing.json).`;

if (import.meta.main) {
  const { values } = commandLine("write-routing", USAGE, {
    options: { dist: { type: "string" }, root: { type: "string" }, listen: { type: "string" } },
  });
  const dir = values.dist ?? configuredDistDir();
  writeRouting({
    distDir: dir,
    root: values.root ?? "/srv/storefront/dist",
    listen: values.listen ?? "80",
  }).then(
    (model) => {
      const hosts = model.sites.reduce((n, s) => n + s.hosts.length, 0);
      console.log(
        `write-routing: ${model.sites.length} chain folders, ${hosts} hosts; routing in ${join(dir, "_routing")}`,
      );
    },
    (error: unknown) => {
      console.error(`write-routing: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
