/**
 * The serving rules of the built output as one pure function: which file, redirect or error answers
 * a request. The preview server runs it per request; the nginx generator encodes the same rules, and
 * both are tested against the same cases.
 */
import type { CacheClass } from "./http-headers.ts";
import { cacheClassFor } from "./http-headers.ts";
import type { SiteEntry } from "./sites.ts";
import { betaHostTable, hostTable, normaliseHost, otherLanguages } from "./sites.ts";

/** What exists at a dist-relative path (posix, no leading slash). */
export type Probe = (relPath: string) => "file" | "dir" | null;

/** How a request is answered. */
export type Resolution =
  | { kind: "file"; relPath: string; site: string | null; cache: CacheClass }
  | { kind: "redirect"; status: 301 | 302; location: string; site: string | null }
  | { kind: "not-found"; site: string | null; errorPage: string | null }
  | { kind: "index" }
  | { kind: "no-content" }
  | { kind: "bad-request" };

/** Lookup tables made once from sites.json (or the routing model). */
export type RoutingTables = {
  bySite: ReadonlyMap<string, SiteEntry>;
  /** A chain's own hosts: each serves that chain only. */
  byHost: ReadonlyMap<string, SiteEntry>;
  /** Beta hosts → the sites served under `/<site>/` there (no chain at their root). */
  betaHosts: ReadonlyMap<string, ReadonlySet<string>>;
  /** Public files of each chain folder, served at the root of hosts that serve the chain in path mode. */
  publicFiles: ReadonlyMap<string, ReadonlySet<string>>;
  /** Demo preview only: loopback hosts (localhost, 127.0.0.1, [::1]) serve every site in path mode. */
  loopbackPathMode?: boolean;
};

/** Builds the lookup tables from the sites; `loopbackPathMode` for the demo preview. */
export function routingTables(
  sites: readonly (SiteEntry & { publicFiles?: readonly string[] })[],
  loopbackPathMode = false,
): RoutingTables {
  return {
    bySite: new Map(sites.map((s) => [s.site, s])),
    byHost: hostTable(sites),
    betaHosts: betaHostTable(sites),
    publicFiles: new Map(sites.map((s) => [s.site, new Set(s.publicFiles ?? [])])),
    loopbackPathMode,
  };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether a (normalised) host is a loopback name, where the demo preview offers path mode. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host);
}

/** Whether `/<site>/…` is served on this host: a beta host listing the site, or loopback in the preview. */
export function servesPathMode(t: RoutingTables, host: string, site: string): boolean {
  if (t.loopbackPathMode && isLoopbackHost(host)) return true;
  return t.betaHosts.get(host)?.has(site) ?? false;
}

/** The path of the `#/<site>` hand-over: `/_entry/<site>/` (the hash entry script navigates there). */
export const ENTRY_PREFIX = "_entry";

/**
 * Where `/_entry/<site>/` leads: the site's coupons-only view on this host in path mode when the host
 * serves it so, else on the site's own host (https://<primary host>/, or `http://<site>.localhost:<port>/`
 * when the request came to a local name). The fragment `#/<site>/…` survives the redirect.
 */
export function entryLocation(t: RoutingTables, rawHost: string, site: SiteEntry): string {
  const host = normaliseHost(rawHost);
  if (servesPathMode(t, host, site.site)) return `/${site.site}/coupons-only/`;
  if (isLoopbackHost(host) || host.endsWith(".localhost")) {
    const port = /:(\d+)$/.exec(rawHost.trim())?.[1];
    return `http://${site.site}.localhost${port ? `:${port}` : ""}/coupons-only/`;
  }
  return `https://${productionHostOf(site)}/coupons-only/`;
}

/** The host a site's shoppers are sent to: its primary host, else its first real host, else `<site>.localhost`. */
export function productionHostOf(site: SiteEntry): string {
  return site.primaryHost ?? site.hosts.find((h) => !h.endsWith(".localhost")) ?? `${site.site}.localhost`;
}

/** A request path split into safe, decoded segments (plus their raw forms for redirects). */
export type ParsedPath = { segments: string[]; raw: string[]; trailingSlash: boolean; search: string };

/** Splits and decodes a request target; null when it could escape the root or is malformed. */
export function parseRequestPath(target: string): ParsedPath | null {
  let url: URL;
  try {
    url = target.startsWith("/") ? new URL(`http://request.invalid${target}`) : new URL(target);
  } catch {
    return null;
  }
  // Empty segments (`//`) are merged, as nginx does, so a redirect can never start with `//`.
  const raw = url.pathname.split("/").filter((s) => s !== "");
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === "." || decoded === ".." || /[/\\\0]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return { segments, raw, trailingSlash: url.pathname.endsWith("/"), search: url.search };
}

/**
 * Names at a chain folder's root that are never served: control files (`_headers`, `_redirects`),
 * anything `_` but `_assets`, and dotfiles. (Deeper down a leading dot is a page slug like any other.)
 */
export function isHiddenPath(segments: readonly string[]): boolean {
  const [first] = segments;
  return first !== undefined && (first.startsWith(".") || (first.startsWith("_") && first !== "_assets"));
}

/** The sites a host serves in path mode (`/<site>/…`): a beta host's list, or every site on loopback in the preview. */
export function pathModeSites(t: RoutingTables, host: string): string[] {
  if (t.loopbackPathMode && isLoopbackHost(host)) return [...t.bySite.keys()];
  return [...(t.betaHosts.get(host) ?? [])];
}

/**
 * Answers one request by the serving rules. Every chain folder is served at a root of its own: on
 * the chain's hosts at `/` (nothing outside the folder exists there), on the beta hosts listing it
 * (and on loopback in the demo preview) at `/<site>/`, where the root answers `/_assets/…` and
 * public files from the folders of those chains only.
 */
export function resolveRequest(host: string | undefined, target: string, t: RoutingTables, probe: Probe): Resolution {
  const p = parseRequestPath(target);
  if (p === null) return { kind: "bad-request" };
  const hostName = normaliseHost(host ?? "");
  const hostSite = t.byHost.get(hostName) ?? null;
  const [first] = p.segments;
  if (first === ENTRY_PREFIX && p.segments.length === 2) {
    const target = t.bySite.get(p.segments[1] ?? "");
    if (target === undefined) return { kind: "no-content" };
    return {
      kind: "redirect",
      status: 302,
      location: entryLocation(t, host ?? "", target),
      site: hostSite?.site ?? null,
    };
  }
  if (hostSite) return inSite(hostSite, p, 0, "/", probe);
  if (first === undefined) return { kind: "index" };
  const pathSite = t.bySite.get(first);
  if (pathSite && servesPathMode(t, hostName, pathSite.site)) {
    return inSite(pathSite, p, 1, `/${pathSite.site}/`, probe);
  }
  return sharedFile(p, pathModeSites(t, hostName), t, probe) ?? { kind: "not-found", site: null, errorPage: null };
}

/** `/_assets/…` or a public file at the root of a path-mode host: from the first served chain folder holding it. */
function sharedFile(p: ParsedPath, sites: readonly string[], t: RoutingTables, probe: Probe): Resolution | null {
  const rel = p.segments.join("/");
  if (p.trailingSlash || isHiddenPath(p.segments)) return null;
  const isAsset = p.segments[0] === "_assets" && p.segments.length > 1;
  for (const site of sites) {
    if (!isAsset && !t.publicFiles.get(site)?.has(rel)) continue;
    if (probe(`${site}/${rel}`) === "file") {
      return { kind: "file", relPath: `${site}/${rel}`, site: null, cache: cacheClassFor(`/${rel}`) };
    }
  }
  return null;
}

/** Resolves the part of the path after `skip` segments inside one chain folder whose root URL is `base`. */
function inSite(site: SiteEntry, p: ParsedPath, skip: number, base: string, probe: Probe): Resolution {
  const rest = p.segments.slice(skip);
  const restRaw = p.raw.slice(skip);
  const dir = [site.site, ...rest].join("/");
  // Inside a language's folder (`/es/…`) the catch-all leads to that language's home.
  const lang = languageFolder(site, rest, probe);
  const home: Resolution = {
    kind: "redirect",
    status: 302,
    location: lang === null ? base : `${base}${lang}/`,
    site: site.site,
  };
  if (rest.length === 0 && !p.trailingSlash) {
    return { kind: "redirect", status: 301, location: base + p.search, site: site.site };
  }
  if (rest.length === 0) {
    // A site without a home page must not redirect to itself.
    const index = `${dir}/index.html`;
    if (probe(index) !== "file") return notFound(site, probe);
    return { kind: "file", relPath: index, site: site.site, cache: "html" };
  }
  if (isHiddenPath(rest)) return notFound(site, probe);
  const what = probe(dir);
  if (rest[0] === "_assets") {
    if (what === "file" && !p.trailingSlash) return { kind: "file", relPath: dir, site: site.site, cache: "immutable" };
    return notFound(site, probe);
  }
  if (what === "file" && !p.trailingSlash) {
    return { kind: "file", relPath: dir, site: site.site, cache: cacheClassFor(`/${rest.join("/")}`) };
  }
  if (what === "dir" && probe(`${dir}/index.html`) === "file") {
    if (p.trailingSlash) return { kind: "file", relPath: `${dir}/index.html`, site: site.site, cache: "html" };
    return { kind: "redirect", status: 301, location: `${base}${restRaw.join("/")}/${p.search}`, site: site.site };
  }
  const generic = genericPage(site, lang, rest, restRaw, base, p, probe);
  if (generic !== null) return generic;
  return home;
}

/**
 * The language folder (`es`) a path inside a site lies in: its first segment, when the site is built
 * in that language and has its home there; null for English (the site's root).
 */
function languageFolder(site: SiteEntry, rest: readonly string[], probe: Probe): string | null {
  const [first] = rest;
  if (first === undefined || !otherLanguages(site).some((lang) => lang === first)) return null;
  return probe(`${site.site}/${first}/index.html`) === "file" ? first : null;
}

/** The fallback page a site builds for the spec's /page/{page} (src/lib/generic-page.ts). */
export const GENERIC_PAGE_FALLBACK = "page/_/index.html";

/**
 * `/page/{page}/` for a {page} the site did not build: its fallback page, which names itself from
 * the address (the spec's /page/{page} shows any {page}); without the slash, a 301 adds it. The same
 * under a language's folder (`/es/page/{page}/`), with that language's fallback page.
 */
function genericPage(
  site: SiteEntry,
  lang: string | null,
  rest: readonly string[],
  restRaw: readonly string[],
  base: string,
  p: ParsedPath,
  probe: Probe,
): Resolution | null {
  const inLang = lang === null ? rest : rest.slice(1);
  const fallback =
    lang === null ? `${site.site}/${GENERIC_PAGE_FALLBACK}` : `${site.site}/${lang}/${GENERIC_PAGE_FALLBACK}`;
  if (inLang.length !== 2 || inLang[0] !== "page" || probe(fallback) !== "file") return null;
  if (!p.trailingSlash) {
    return { kind: "redirect", status: 301, location: `${base}${restRaw.join("/")}/${p.search}`, site: site.site };
  }
  return { kind: "file", relPath: fallback, site: site.site, cache: "html" };
}

/** The 404 answer: the site's error page when there is one. */
function notFound(site: SiteEntry | null, probe: Probe): Resolution {
  if (site === null) return { kind: "not-found", site: null, errorPage: null };
  const page = `${site.site}/error/index.html`;
  return { kind: "not-found", site: site.site, errorPage: probe(page) === "file" ? page : null };
}
