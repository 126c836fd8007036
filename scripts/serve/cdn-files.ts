/**
 * `_headers` and `_redirects` for the CDN hosts that read them (Netlify, Cloudflare Pages), one pair
 * per chain: each chain's folder is deployed on its own (one Netlify site, one Pages project) and
 * served at the domain root, so every rule is a path rule and nothing names a host.
 *
 * How the hosts combine rules shapes the files. Both apply every rule whose path matches; Cloudflare
 * joins a header set by two matching rules with ", " (and a CSP joined that way is two policies) and
 * Netlify's parser does the same within one path, while which value Netlify serves for two matching
 * paths is not documented. So no header name is set by two rules that can match one path: the
 * security headers come from `/*` alone, `/_assets/*` sets only Cache-Control, and pages keep the
 * hosts' own revalidating default (`public, max-age=0, must-revalidate` on both). Cloudflare applies
 * `_redirects` before files, so a catch-all redirect would shadow every page: an unknown path gets
 * the chain's error page with 404 instead (`notFoundPage`, written as the folder's `404.html`). A
 * chain built in Spanish has one more, `es/404.html` from its Spanish error page: Cloudflare answers
 * an unknown path with the nearest `404.html` up the path, Netlify only with the root one, so for
 * Netlify `_redirects` ends with `/es/*  /es/404.html  404` (its rules apply only where no file
 * matches; Cloudflare's parser skips the line, with a warning, as its rules know no 404).
 * The renderers for the older all-chains files at the dist root follow below.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CACHE_CONTROL, NO_SOURCES, securityHeaders } from "../lib/http-headers.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { ENTRY_PREFIX, productionHostOf } from "../lib/serving-rules.ts";
import { betaHostTable, otherLanguages } from "../lib/sites.ts";

/**
 * Cloudflare Pages' documented limits (developers.cloudflare.com/pages/configuration/headers/ and
 * …/redirects/, enforced by the parser bundled in wrangler/miniflare): a line past its limit or a rule
 * past the count is dropped with a warning, so the files are held under them here.
 */
export const CLOUDFLARE_PAGES_LIMITS = {
  headerRules: 100,
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  /** The redirects page documents 1,000 characters per rule (its parser only enforces 2,000). */
  redirectLineLength: 1000,
} as const;

/** Netlify: deploys with 10,000 redirects or more may fail (docs.netlify.com/routing/redirects/). */
export const NETLIFY_REDIRECTS_LIMIT = 10_000;

/**
 * What one deployment (one chain's folder) may hold. Cloudflare Pages
 * (developers.cloudflare.com/pages/platform/limits/): 20,000 files per site on the Free plan
 * (100,000 on Workers Paid), 25 MiB per file, 100 custom domains per project on Free, and a soft
 * limit of 100 projects per account. Netlify (docs.netlify.com/site-deploys/overview/): no limit on
 * the files of a deploy, but at most 54,000 files in one directory.
 */
export const DEPLOY_LIMITS = {
  cloudflareFiles: 20_000,
  cloudflarePaidFiles: 100_000,
  cloudflareFileBytes: 25 * 1024 * 1024,
  cloudflareCustomDomains: 100,
  cloudflareProjects: 100,
  netlifyFilesPerDirectory: 54_000,
} as const;

/** A deployable folder measured against DEPLOY_LIMITS: its files, the largest one and the fullest directory. */
export type DeployFigures = {
  files: number;
  bytes: number;
  largestFile: { path: string; bytes: number };
  fullestDirectory: { path: string; entries: number };
};

/** Counts what a host would upload from `folder` (every file, symlinks followed as the deploy tools do). */
export function deployFigures(folder: string): DeployFigures {
  const figures: DeployFigures = {
    files: 0,
    bytes: 0,
    largestFile: { path: "", bytes: 0 },
    fullestDirectory: { path: "", entries: 0 },
  };
  const visit = (dir: string, rel: string) => {
    const entries = readdirSync(dir);
    if (entries.length > figures.fullestDirectory.entries)
      figures.fullestDirectory = { path: rel || ".", entries: entries.length };
    for (const name of entries) {
      const path = join(dir, name);
      const stat = statSync(path);
      const relPath = rel ? `${rel}/${name}` : name;
      if (stat.isDirectory()) visit(path, relPath);
      else {
        figures.files += 1;
        figures.bytes += stat.size;
        if (stat.size > figures.largestFile.bytes) figures.largestFile = { path: relPath, bytes: stat.size };
      }
    }
  };
  visit(folder, "");
  return figures;
}

/** The error page every chain has; its copy at the folder root answers unknown paths. */
export const ERROR_PAGE = "error/index.html";

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The host `/_entry/<site>/` sends shoppers to, checked to be a hostname; null for a chain without a real host. */
function entryHost(site: SiteRouting): string | null {
  const host = productionHostOf(site);
  if (host.endsWith(".localhost")) return null;
  if (!HOSTNAME.test(host))
    throw new Error(`chain "${site.site}": host "${host}" (sites.json primaryHost/hosts) is not a hostname`);
  return host.toLowerCase();
}

/**
 * One chain's `_headers` and `_redirects` for its own folder: every response carries the chain's
 * security headers with its own policy exactly once, hashed files are immutable, and
 * `/_entry/<site>/` hands over to each chain's coupons-only view on that chain's primary host (a
 * chain without a real host: only its own, on its own path). Throws, naming the chain, when a line
 * or rule count would pass a host's limit.
 */
export function chainCdnFiles(site: SiteRouting, model: RoutingModel): { headers: string; redirects: string } {
  const headers = [
    `# Generated for ${site.site} by scripts/serve/cdn-files.ts; do not edit.`,
    "# Every response: this chain's security headers (its own Content-Security-Policy, once).",
    ...block("/*", checkValues(site.site, securityHeaders(site.sources, { hsts: true }))),
    "# Hashed files never change. No other rule sets Cache-Control: pages keep the host's revalidating default.",
    ...block("/_assets/*", { "Cache-Control": CACHE_CONTROL.immutable }),
    "",
  ].join("\n");
  const files = { headers, redirects: chainRedirects(site, model) + languageNotFound(site) };
  checkHeaderLimits(site.site, files.headers);
  // The shared hand-overs are checked once per model, not once per chain.
  const made = modelHandOvers(model);
  if (files.redirects !== made.shared || !made.checked) checkRedirectLimits(site.site, files.redirects);
  if (files.redirects === made.shared) made.checked = true;
  return files;
}

/**
 * The hand-overs of a model, made once: each chain's line, or null for a chain without a real host.
 * Every chain's `_redirects` lists every chain, so making it anew per chain cost O(chains²): half a
 * second and 87 MB of text at 1,000 chains. A chain with a real host gets the very same string
 * (`writeFiles` then writes it once and links it into the other folders).
 */
const handOvers = new WeakMap<RoutingModel, { lines: (string | null)[]; shared: string; checked: boolean }>();

function modelHandOvers(model: RoutingModel) {
  let made = handOvers.get(model);
  if (made === undefined) {
    const lines = model.sites.map((other) => {
      const host = entryHost(other);
      return host === null ? null : `/${ENTRY_PREFIX}/${other.site}/  https://${host}/coupons-only/  302`;
    });
    made = { lines, shared: redirectsText(lines.filter((l): l is string => l !== null)), checked: false };
    handOvers.set(model, made);
  }
  return made;
}

function redirectsText(lines: readonly string[]): string {
  return [
    "# Generated by scripts/serve/cdn-files.ts; do not edit.",
    "# #/<site> hand-over: each chain's coupons-only view, on its own primary host.",
    ...lines,
    "",
  ].join("\n");
}

/**
 * For Netlify, an unknown address under a language's folder answers that language's `404.html`
 * (Cloudflare finds it as the nearest one up the path). After the hand-overs: Cloudflare counts
 * every rule after its first splat rule against its 100 dynamic rules. Empty for English alone.
 */
function languageNotFound(site: SiteRouting): string {
  const langs = otherLanguages(site);
  if (langs.length === 0) return "";
  return [
    "# Netlify: an unknown address in a language's folder gets that language's error page with 404.",
    "# (Cloudflare Pages skips these lines, saying its rules take no 404, and serves the same nearest 404.html.)",
    ...langs.map((lang) => `/${lang}/*  /${lang}/404.html  404`),
    "",
  ].join("\n");
}

/** The same for every chain (its own hand-over leads to its primary host too, as nginx answers). */
function chainRedirects(site: SiteRouting, model: RoutingModel): string {
  const { lines, shared } = modelHandOvers(model);
  const at = model.sites.indexOf(site);
  if (at === -1 || lines[at] !== null) return entryHost(site) === null ? ownHandOver(site, lines, -1) : shared;
  // A chain without a real host hands over to its own coupons-only view on its own path.
  return ownHandOver(site, lines, at);
}

function ownHandOver(site: SiteRouting, lines: readonly (string | null)[], at: number): string {
  const own = `/${ENTRY_PREFIX}/${site.site}/  /coupons-only/  302`;
  const list = lines.flatMap((l, i) => (i === at ? [own] : l === null ? [] : [l]));
  return redirectsText(at === -1 ? [...list, own] : list);
}

function block(pattern: string, headers: Record<string, string>): string[] {
  return [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)];
}

/** Refuses a header value that would end its line (and start a rule of its own) or carries control characters. */
function checkValues(site: string, headers: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    const bad = /[\u0000-\u001f\u007f]/.exec(value);
    if (bad) {
      throw new Error(
        `chain "${site}": ${name} contains ${JSON.stringify(bad[0])} (from sites.json csp sources?); it would break _headers`,
      );
    }
  }
  return headers;
}

const ruleLines = (text: string) => text.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));

/** Throws when `_headers` would pass one of Cloudflare Pages' or Netlify's limits (the stricter wins). */
function checkHeaderLimits(site: string, text: string): void {
  const L = CLOUDFLARE_PAGES_LIMITS;
  const headerLines = ruleLines(text);
  const long = headerLines.find((l) => l.trim().length > L.headerLineLength);
  if (long !== undefined) {
    const name = long.trim().split(":")[0];
    throw new Error(
      `chain "${site}": _headers line "${name}" is ${long.trim().length} characters; Cloudflare Pages ignores lines over ` +
        `${L.headerLineLength} (too many inline scripts or CSP sources for one policy?)`,
    );
  }
  const pathRules = headerLines.filter((l) => l.startsWith("/")).length;
  if (pathRules > L.headerRules) throw new Error(`chain "${site}": ${pathRules} _headers rules, over ${L.headerRules}`);
}

/** Throws when `_redirects` would pass one of Cloudflare Pages' or Netlify's limits (the stricter wins). */
function checkRedirectLimits(site: string, text: string): void {
  const L = CLOUDFLARE_PAGES_LIMITS;
  const redirectLines = ruleLines(text);
  const longRedirect = redirectLines.find((l) => l.length > L.redirectLineLength);
  if (longRedirect !== undefined)
    throw new Error(
      `chain "${site}": _redirects rule over ${L.redirectLineLength} characters: ${longRedirect.slice(0, 80)}…`,
    );
  const most = Math.min(L.staticRedirects, NETLIFY_REDIRECTS_LIMIT);
  if (redirectLines.length > most) {
    throw new Error(
      `chain "${site}": ${redirectLines.length} _redirects rules (one hand-over per chain), over Cloudflare Pages' ${most} static redirects`,
    );
  }
}

/**
 * The folder's `404.html`: the chain's error page with `<base href="/error/">`, so its relative
 * links and files resolve as on `/error/` at whatever depth the host serves it. A language's
 * (`es/404.html`) has its own error page's address, `/es/error/`.
 */
export function notFoundPage(errorPageHtml: string, errorAddress = "/error/"): string {
  const head = /<head(\s[^>]*)?>/i.exec(errorPageHtml);
  if (head === null) throw new Error(`${ERROR_PAGE} has no <head>: cannot make 404.html from it`);
  const at = head.index + head[0].length;
  return `${errorPageHtml.slice(0, at)}<base href="${errorAddress}">${errorPageHtml.slice(at)}`;
}

/**
 * A chain folder's `404.html` files, by path in the folder: the root one from its error page, and
 * one in each language's folder (`es/404.html`) from that language's; each only where the chain has
 * that error page. `read` gives a file of the folder, or null.
 */
export function notFoundPages(site: SiteRouting, read: (rel: string) => string | null): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const lang of ["", ...otherLanguages(site).map((l) => `${l}/`)]) {
    const errorPage = read(`${lang}${ERROR_PAGE}`);
    if (errorPage !== null) pages[`${lang}404.html`] = notFoundPage(errorPage, `/${lang}error/`);
  }
  return pages;
}

/** Production hosts of a site (its `*.localhost` names are for local host mode only). */
function realHosts(site: SiteRouting): string[] {
  return site.hosts.filter((h) => !h.endsWith(".localhost"));
}

function cachedBlock(pattern: string, headers: Record<string, string>, cache: string): string[] {
  return [...block(pattern, headers), `  Cache-Control: ${cache}`];
}

/**
 * The `_headers` file: per chain host and per beta-host site prefix, that chain's own policy, HSTS
 * and HTML revalidation (as nginx sends them); shared hashed assets immutable (the `!` line detaches
 * the host rule's Cache-Control where the CDN merges rules); anything else the strict no-site policy.
 */
export function renderHeadersFile(model: RoutingModel): string {
  const lines = [
    "# Generated by scripts/serve/write-routing.ts; do not edit.",
    "# Default: no chain, nothing beyond 'self'.",
  ];
  lines.push(...cachedBlock("/*", securityHeaders(NO_SOURCES, { hsts: true }), CACHE_CONTROL.html));
  for (const site of model.sites) {
    const headers = securityHeaders(site.sources, { hsts: true });
    lines.push(`# ${site.site}`);
    for (const host of realHosts(site)) lines.push(...cachedBlock(`https://${host}/*`, headers, CACHE_CONTROL.html));
    for (const host of site.betaHosts)
      lines.push(...cachedBlock(`https://${host}/${site.site}/*`, headers, CACHE_CONTROL.html));
  }
  lines.push(
    "# Shared hashed files",
    "/_assets/*",
    "  ! Cache-Control",
    `  Cache-Control: ${CACHE_CONTROL.immutable}`,
    "",
  );
  return lines.join("\n");
}

/**
 * The `_redirects` file. Host rules come first and rewrite every path of a chain's host into that
 * chain's folder, so `/<other-site>/` on it never reaches another chain. Path-mode rules are scoped
 * to beta hosts. Rules apply only where no file matches (no `!`), so existing pages are served as
 * they are and unknown paths fall through to a site's home.
 */
export function renderRedirectsFile(model: RoutingModel): string {
  const lines = ["# Generated by scripts/serve/write-routing.ts; do not edit."];
  const beta = betaHostTable(model.sites);
  lines.push(
    "# #/<site> hand-over: each site's coupons-only view, in path mode on its beta hosts, else on its own host.",
  );
  for (const [host, sites] of beta) {
    for (const site of sites) lines.push(`https://${host}/${ENTRY_PREFIX}/${site}/  /${site}/coupons-only/  302`);
  }
  for (const site of model.sites) {
    lines.push(`/${ENTRY_PREFIX}/${site.site}/  https://${productionHostOf(site)}/coupons-only/  302`);
  }
  lines.push("# Host mode: each host serves its own site folder only.");
  for (const site of model.sites) {
    for (const host of realHosts(site)) lines.push(`https://${host}/*  /${site.site}/:splat  200`);
  }
  lines.push("# Path mode, on beta hosts only: a site without trailing slash, then unknown paths, go to its home.");
  for (const [host, sites] of beta) {
    for (const site of sites) {
      lines.push(`https://${host}/${site}  /${site}/  301`);
      lines.push(`https://${host}/${site}/*  /${site}/  302`);
    }
  }
  return `${lines.join("\n")}\n`;
}
