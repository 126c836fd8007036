/**
 * The host map the build writes to `dist/_routing/sites.json`: which sites exist and which hosts
 * select them. The preview server and the production routing files are both made from it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { isStrictHostname, safeOrigin } from "../../src/lib/safe-url.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../src/tenant/languages.ts";

/**
 * A CSP source the routing files may carry: an http(s) origin with a plain host name, optionally
 * with a leading `*.` label (`https://*.google-analytics.com`). Nothing else reaches a generated
 * file (no quote, `$`, `;`, brace, space or control character).
 */
export function isCspOrigin(source: string): boolean {
  const wildcard = /^(https?:\/\/)\*\.(.+)$/i.exec(source);
  const plain = wildcard ? `${wildcard[1]}${wildcard[2]}` : source;
  return safeOrigin(plain) === plain.toLowerCase();
}

/** A host name of sites.json (checked again here: it is written into nginx's `server_name`). */
const hostName = z.string().refine(isStrictHostname, "expected a plain host name");
const origins = z.array(z.string().refine(isCspOrigin, "expected an http(s) origin")).default([]);

/** Extra CSP sources a site's runtime code needs beyond self, the gateway and what its HTML names. */
export const cspExtraSchema = z.object({
  connectSrc: origins.describe("Origins islands call besides the gateway."),
  imgSrc: origins.describe("Image origins only known at run time (e.g. map tiles)."),
  frameSrc: origins.describe("Origins of iframes created at run time."),
  scriptSrc: origins.describe("Origins of scripts loaded at run time."),
  styleSrc: origins.describe("Origins of stylesheets loaded at run time."),
});

/** One site entry of sites.json. */
export const siteEntrySchema = z.object({
  site: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "site keys are lower-case letters, digits and dashes"),
  hosts: z.array(hostName).default([]),
  primaryHost: hostName.optional(),
  onlyCoupons: z.boolean().default(false),
  gatewayUrl: z
    .string()
    .refine((url) => safeOrigin(url) !== null, "expected an http(s) URL with a plain host name")
    .optional()
    .describe("Gateway the built pages call (the build always writes it)."),
  betaHosts: z.array(hostName).default([]).describe("Beta hosts serving the site under /<site>/."),
  csp: cspExtraSchema.optional(),
  languages: z
    .array(z.enum(LANGUAGES))
    .optional()
    .describe("The languages the chain is built in, English first; absent for English alone (src/lib/i18n/README.md)."),
});

/** The whole sites.json file. */
export const sitesFileSchema = z.object({ sites: z.array(siteEntrySchema) });

/** A site as the routing sees it. */
export type SiteEntry = z.output<typeof siteEntrySchema>;

/** Reads and validates `dist/_routing/sites.json`, with an error that says how to produce it. */
export async function readSites(distDir: string): Promise<SiteEntry[]> {
  const file = join(distDir, "_routing", "sites.json");
  let raw: string;
  try {
    raw = await readFile(file, "utf8");
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const parsed = sitesFileSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${file} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data.sites;
}

/**
 * The languages a site is built in besides English, each a folder of the chain's own (`es/`) with its
 * own home, error page and `/page/{page}` fallback; none for an English-only chain.
 */
export function otherLanguages(site: Pick<SiteEntry, "languages">): Language[] {
  return (site.languages ?? []).filter((lang) => lang !== DEFAULT_LANGUAGE);
}

/** Every host that selects a site: its listed hosts plus `<site>.localhost` for local host mode. */
export function hostsOf(site: SiteEntry): string[] {
  const hosts = [...site.hosts, `${site.site}.localhost`].map(normaliseHost);
  return [...new Set(hosts)];
}

/** Lower-cases a Host header value and drops its port and a trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1); // IPv6 literal, never a site host
  const colon = h.lastIndexOf(":");
  if (colon !== -1) h = h.slice(0, colon);
  return h.endsWith(".") ? h.slice(0, -1) : h;
}

/** Beta host → the sites it serves under `/<site>/`; a beta host may not also be a chain's own host. */
export function betaHostTable(sites: readonly SiteEntry[]): Map<string, Set<string>> {
  const own = hostTable(sites);
  const table = new Map<string, Set<string>>();
  for (const site of sites) {
    for (const raw of site.betaHosts) {
      const host = normaliseHost(raw);
      const owner = own.get(host);
      if (owner !== undefined)
        throw new Error(`host ${host} is both ${owner.site}'s own host and a beta host of ${site.site}`);
      table.set(host, new Set([...(table.get(host) ?? []), site.site]));
    }
  }
  return table;
}

/** Builds the host → site lookup; a host claimed by two sites is a configuration error. */
export function hostTable(sites: readonly SiteEntry[]): Map<string, SiteEntry> {
  const table = new Map<string, SiteEntry>();
  for (const site of sites) {
    for (const host of hostsOf(site)) {
      const other = table.get(host);
      if (other !== undefined && other.site !== site.site) {
        throw new Error(`host ${host} is claimed by both ${other.site} and ${site.site}`);
      }
      table.set(host, site);
    }
  }
  return table;
}
