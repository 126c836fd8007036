/**
 * The routing model: sites.json plus, per site, the gateway origin and the CSP sources its built
 * pages need (inline script hashes, third-party origins named in the HTML). write-routing.ts saves it
 * as dist/_routing/routing.json and renders nginx/CDN files from it; the preview server loads the
 * same file, so local and production headers come from one computation.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isIP } from "node:net";
import { join } from "node:path";
import { z } from "zod";
import { readJsonFile } from "../../src/tenant/load-tenants.server.ts";
import { tenantGatewayUrl } from "../../src/tenant/gateway-url.ts";
import { LOCAL_FILE } from "../../src/tenant/tenant-files.ts";
import { safeOrigin } from "../../src/lib/safe-url.ts";
import { addressRefusal } from "../../src/lib/net/public-address.ts";
import { PageFactsBook, pageFacts, pageKey } from "../lib/page-facts.ts";
import { walkFiles } from "../lib/files.ts";
import type { CspSources } from "../lib/http-headers.ts";
import { NO_SOURCES } from "../lib/http-headers.ts";
import type { SiteEntry } from "../lib/sites.ts";
import { readSites, siteEntrySchema } from "../lib/sites.ts";

/**
 * Most distinct inline scripts a site may have. The build emits a handful of fixed scripts; far more
 * means page content carries scripts, and the build fails rather than weakening the policy.
 */
export const MAX_INLINE_HASHES = 64;

const list = z.array(z.string());
const sourcesSchema = z.object({
  connectSrc: list,
  imgSrc: list,
  frameSrc: list,
  scriptSrc: list,
  styleSrc: list,
  inlineScripts: list,
});

/** One site with what its responses need. */
export const siteRoutingSchema = siteEntrySchema.extend({
  gatewayOrigin: z.string(),
  sources: sourcesSchema,
  /** Hashes of the inline scripts that load the chain's configured scripts (left out on shared beta hosts). */
  chainScripts: list.default([]),
  /** Public files in the chain's folder (served at the root of the beta hosts that list it too). */
  publicFiles: list.default([]),
});
/** dist/_routing/routing.json. */
export const routingModelSchema = z.object({ sites: z.array(siteRoutingSchema), shared: sourcesSchema });

/** A site with its gateway origin and CSP sources. */
export type SiteRouting = z.output<typeof siteRoutingSchema>;
/** Everything the preview server and the routing generators need. */
export type RoutingModel = z.output<typeof routingModelSchema>;

/** Where the model's inputs come from besides the dist folder (only for builds older than `gatewayUrl` in sites.json). */
export type ModelOptions = {
  env?: NodeJS.ProcessEnv;
  tenantsDir?: string;
  warn?: (message: string) => void;
  /** Public files of each chain folder (chain-folders.ts); absent ones count as none. */
  publicFiles?: Readonly<Record<string, readonly string[]>>;
};

/** Computes the model from dist/ (sites.json and every built page); throws when a page's scripts cannot be hashed. */
export async function buildRoutingModel(distDir: string, opts: ModelOptions = {}): Promise<RoutingModel> {
  const env = opts.env ?? process.env;
  const tenantsDir = opts.tenantsDir ?? join(distDir, "..", "tenants");
  const sites: SiteRouting[] = [];
  const book = PageFactsBook.load(distDir);
  for (const site of await readSites(distDir)) {
    const gatewayOrigin = safeOrigin(gatewayUrlFor(site, tenantsDir, env));
    if (gatewayOrigin === null)
      throw new Error(`chain "${site.site}": gateway URL is not an http(s) URL with a plain host name`);
    const found = scanSite(join(distDir, site.site), book);
    if (found.inline.size > MAX_INLINE_HASHES) {
      const pages = [...new Set(found.unusual)].slice(0, 5).join(", ");
      throw new Error(
        `chain "${site.site}": ${found.inline.size} distinct inline scripts (at most ${MAX_INLINE_HASHES} can be hashed) — ` +
          `inline scripts in settings content? pages: ${pages}`,
      );
    }
    const extra = site.csp;
    const sources: CspSources = {
      connectSrc: sorted([gatewayOrigin, ...(extra?.connectSrc ?? [])]),
      imgSrc: sorted([gatewayOrigin, ...publicOrigins(found.img), ...(extra?.imgSrc ?? [])]),
      frameSrc: sorted([...found.frame, ...(extra?.frameSrc ?? [])]),
      scriptSrc: sorted([...found.script, ...(extra?.scriptSrc ?? [])]),
      styleSrc: sorted([...found.style, ...(extra?.styleSrc ?? [])]),
      inlineScripts: sorted(found.inline),
    };
    const chainScripts = sorted(found.chainScripts);
    sites.push({
      ...site,
      gatewayOrigin,
      sources,
      chainScripts,
      publicFiles: [...(opts.publicFiles?.[site.site] ?? [])],
    });
  }
  return { sites, shared: NO_SOURCES };
}

/**
 * The origins of pictures a page names, less those at a non-public IP address (loopback, private,
 * link-local and the cloud metadata address …: src/lib/net/public-address.ts). The build never
 * fetches from such an address for a chain, and the chain's policy never lets a browser load one
 * either (a picture in settings HTML is not fetched by the build, so it is held here).
 */
export function publicOrigins(origins: Iterable<string>): string[] {
  return [...origins].filter((origin) => {
    try {
      const host = new URL(origin).hostname.replace(/^\[|\]$/g, "");
      return isIP(host) === 0 || addressRefusal(host) === null;
    } catch {
      return false;
    }
  });
}

/** Loads dist/_routing/routing.json when the build wrote it, else computes the model. */
export async function loadRoutingModel(distDir: string, opts: ModelOptions = {}): Promise<RoutingModel> {
  const file = join(distDir, "_routing", "routing.json");
  if (!existsSync(file)) return buildRoutingModel(distDir, opts);
  const parsed = routingModelSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is invalid (re-run npm run build): ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The gateway a site's pages call: the `gatewayUrl` the build wrote into sites.json (what the pages
 * were built with). Only an older build without it falls back to the tenant loader's rule
 * (src/tenant/gateway-url.ts): local.json's validated `gatewayUrl`, then GATEWAY_URL, then the default.
 */
export function gatewayUrlFor(site: SiteEntry, tenantsDir: string, env: NodeJS.ProcessEnv): string {
  if (site.gatewayUrl) return site.gatewayUrl;
  const local = readJsonFile(join(tenantsDir, site.site, LOCAL_FILE), site.site, LOCAL_FILE);
  return tenantGatewayUrl(local, env["GATEWAY_URL"], site.site);
}

type Found = {
  inline: Set<string>;
  /** Hashes of inline scripts that load the chain's configured scripts. */
  chainScripts: Set<string>;
  /** Pages with an inline script seen on no earlier page (where a settings script would show). */
  unusual: string[];
  img: Set<string>;
  frame: Set<string>;
  script: Set<string>;
  style: Set<string>;
};

/**
 * Inline script hashes and third-party origins used by the HTML pages of one site folder. A page
 * whose facts the build recorded (page-facts.ts, matched by the hash of the page as it is now) is
 * not parsed again.
 */
export function scanSite(siteDir: string, book: PageFactsBook = new PageFactsBook()): Found {
  const found: Found = {
    inline: new Set(),
    chainScripts: new Set(),
    unusual: [],
    img: new Set(),
    frame: new Set(),
    script: new Set(),
    style: new Set(),
  };
  if (!existsSync(siteDir)) return found;
  for (const rel of walkFiles(siteDir).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(siteDir, rel), "utf8");
    const facts = book.get(pageKey(html)) ?? pageFacts(html);
    for (const hash of facts.chainScripts) found.chainScripts.add(hash);
    for (const hash of facts.inline) {
      if (!found.inline.has(hash) && found.inline.size >= 8) found.unusual.push(`/${rel}`);
      found.inline.add(hash);
    }
    for (const origin of facts.img) found.img.add(origin);
    for (const origin of facts.frame) found.frame.add(origin);
    for (const origin of facts.script) found.script.add(origin);
    for (const origin of facts.style) found.style.add(origin);
  }
  return found;
}

/**
 * A chain's sources on a beta host shared with other chains (one origin for all of them): scripts
 * only from 'self' and the product's own inline scripts — no third-party or configured script, so
 * no chain's script can read another chain's session there.
 */
export function sharedBetaSources(site: Pick<SiteRouting, "sources" | "chainScripts">): CspSources {
  const chain = new Set(site.chainScripts);
  return {
    ...site.sources,
    scriptSrc: [],
    inlineScripts: site.sources.inlineScripts.filter((h) => !chain.has(h)),
  };
}

function sorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

export { scriptHash } from "../lib/page-facts.ts";
