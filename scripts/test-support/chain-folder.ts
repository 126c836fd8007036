/**
 * One chain's deployable folder, as a CDN host receives it: the chain's pages (`dist/<site>/`), the
 * hashed files (`dist/_assets/`), the public files at the dist root, its `_headers`, `_redirects`
 * and `404.html` files (scripts/serve/cdn-files.ts). Test-only: it stands in for the build's own
 * per-chain assembly, which the tests can be pointed at instead (same arguments, same result).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chainCdnFiles, notFoundPages } from "../serve/cdn-files.ts";
import type { RoutingModel, SiteRouting } from "../serve/routing-model.ts";

/** Copies one chain's folder from a build into `out` and returns `out`. */
export function assembleChainFolder(distDir: string, model: RoutingModel, site: SiteRouting, out: string): string {
  mkdirSync(out, { recursive: true });
  cpSync(join(distDir, site.site), out, { recursive: true });
  // A build made by write-routing has its chain folders complete already (lib/chain-folders.ts).
  if (!existsSync(join(distDir, "_assets"))) return out;
  cpSync(join(distDir, "_assets"), join(out, "_assets"), { recursive: true });
  const sites = new Set(model.sites.map((s) => s.site));
  for (const entry of readdirSync(distDir)) {
    if (entry.startsWith("_") || entry.startsWith(".") || sites.has(entry)) continue;
    cpSync(join(distDir, entry), join(out, entry), { recursive: true });
  }
  const files = chainCdnFiles(site, model);
  writeFileSync(join(out, "_headers"), files.headers);
  writeFileSync(join(out, "_redirects"), files.redirects);
  const read = (rel: string) => (existsSync(join(out, rel)) ? readFileSync(join(out, rel), "utf8") : null);
  for (const [rel, page] of Object.entries(notFoundPages(site, read))) writeFileSync(join(out, rel), page);
  return out;
}
