/**
 * Runs after `astro build` (`npm run build`): turns dist/_routing/sites.json into production routing
 * — routing.json (the model the preview server also reads), nginx.conf (+ its includes), the
 * sites index page, and
 * Netlify/Cloudflare-style `_headers` and `_redirects` at the dist root.
 *
 * Usage: node scripts/write-routing.ts [--dist=$DIST_DIR] [--root=/srv/storefront/dist] [--listen=80]
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { renderHeadersFile, renderRedirectsFile } from "./lib/cdn-files.ts";
import { configuredDistDir } from "./lib/dist-dir.ts";
import { renderNginxConf, renderNginxHeaders, renderNginxPathMode } from "./lib/nginx-conf.ts";
import type { RoutingModel } from "./lib/routing-model.ts";
import { buildRoutingModel } from "./lib/routing-model.ts";
import { renderSiteIndex } from "./lib/site-index.ts";

/** Options of one run. */
export type WriteRoutingOptions = { distDir: string; root: string; listen: string; env?: NodeJS.ProcessEnv };

/** The files written, relative to dist/, with their contents. */
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
    _headers: renderHeadersFile(model),
    _redirects: renderRedirectsFile(model),
  };
}

/** Computes the model from dist/ and writes every routing file; returns the model. */
export async function writeRouting(opts: WriteRoutingOptions): Promise<RoutingModel> {
  const distDir = resolve(opts.distDir);
  const model = await buildRoutingModel(distDir, {
    ...(opts.env ? { env: opts.env } : {}),
    warn: (m) => console.warn(`write-routing: ${m}`),
  });
  await mkdir(join(distDir, "_routing"), { recursive: true });
  for (const [rel, content] of Object.entries(routingFiles(model, opts))) {
    await writeFile(join(distDir, rel), content);
  }
  return model;
}

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg === undefined ? fallback : arg.slice(name.length + 3);
}

if (import.meta.main) {
  const dir = option("dist", configuredDistDir());
  writeRouting({
    distDir: dir,
    root: option("root", "/srv/storefront/dist"),
    listen: option("listen", "80"),
  }).then(
    (model) => {
      const hosts = model.sites.reduce((n, s) => n + s.hosts.length, 0);
      console.log(
        `write-routing: ${model.sites.length} sites, ${hosts} hosts → _routing/, _headers, _redirects in ${dir}`,
      );
    },
    (error: unknown) => {
      console.error(`write-routing: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
