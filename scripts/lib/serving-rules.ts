/**
 * The serving rules of the built output as one pure function: which file, redirect or error answers
 * a request. The preview server runs it per request; the nginx generator encodes the same rules, and
 * both are tested against the same cases.
 */
import type { CacheClass } from "./http-headers.ts";
import { cacheClassFor } from "./http-headers.ts";
import type { SiteEntry } from "./sites.ts";
import { normaliseHost } from "./sites.ts";

/** What exists at a dist-relative path (posix, no leading slash). */
export type Probe = (relPath: string) => "file" | "dir" | null;

/** How a request is answered. */
export type Resolution =
  | { kind: "file"; relPath: string; site: string | null; cache: CacheClass }
  | { kind: "redirect"; status: 301 | 302; location: string; site: string | null }
  | { kind: "not-found"; site: string | null; errorPage: string | null }
  | { kind: "index" }
  | { kind: "bad-request" };

/** Lookup tables made once from sites.json. */
export type RoutingTables = {
  bySite: ReadonlyMap<string, SiteEntry>;
  byHost: ReadonlyMap<string, SiteEntry>;
};

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

/** Root-level names that are never served: build metadata, CDN control files, dotfiles. */
export function isHiddenRootName(name: string): boolean {
  return name.startsWith(".") || (name.startsWith("_") && name !== "_assets");
}

/** Answers one request by the serving rules of the brief. */
export function resolveRequest(host: string | undefined, target: string, t: RoutingTables, probe: Probe): Resolution {
  const p = parseRequestPath(target);
  if (p === null) return { kind: "bad-request" };
  const hostSite = t.byHost.get(normaliseHost(host ?? "")) ?? null;
  const [first] = p.segments;
  if (first === undefined) return hostSite ? inSite(hostSite, p, 0, "/", probe) : { kind: "index" };
  if (first === "_assets" && p.segments.length > 1) {
    const rel = p.segments.join("/");
    if (probe(rel) === "file" && !p.trailingSlash)
      return { kind: "file", relPath: rel, site: null, cache: "immutable" };
    return notFound(hostSite, probe);
  }
  if (isHiddenRootName(first)) return notFound(hostSite, probe);
  const pathSite = t.bySite.get(first);
  if (pathSite) return inSite(pathSite, p, 1, `/${pathSite.site}/`, probe);
  if (hostSite) return inSite(hostSite, p, 0, "/", probe);
  const pub = publicFile(p, probe);
  return pub ?? { kind: "not-found", site: null, errorPage: null };
}

/** Resolves the part of the path after `skip` segments inside one site whose root URL is `base`. */
function inSite(site: SiteEntry, p: ParsedPath, skip: number, base: string, probe: Probe): Resolution {
  const rest = p.segments.slice(skip);
  const restRaw = p.raw.slice(skip);
  const dir = [site.site, ...rest].join("/");
  const home: Resolution = { kind: "redirect", status: 302, location: base, site: site.site };
  if (rest.length === 0 && !p.trailingSlash) {
    return { kind: "redirect", status: 301, location: base + p.search, site: site.site };
  }
  if (rest.length === 0) {
    // A site without a home page must not redirect to itself.
    const index = `${dir}/index.html`;
    if (probe(index) !== "file") return notFound(site, probe);
    return { kind: "file", relPath: index, site: site.site, cache: "html" };
  }
  const what = probe(dir);
  if (what === "file" && !p.trailingSlash) {
    return { kind: "file", relPath: dir, site: site.site, cache: cacheClassFor(`/${dir}`) };
  }
  if (what === "dir" && probe(`${dir}/index.html`) === "file") {
    if (p.trailingSlash) return { kind: "file", relPath: `${dir}/index.html`, site: site.site, cache: "html" };
    return { kind: "redirect", status: 301, location: `${base}${restRaw.join("/")}/${p.search}`, site: site.site };
  }
  // In host mode the shared public files (favicon, robots.txt …) live at the root of every host.
  if (skip === 0) return publicFile(p, probe, site.site) ?? home;
  return home;
}

/** A shared file from `public/` at the dist root, if the path names one. */
function publicFile(p: ParsedPath, probe: Probe, site: string | null = null): Resolution | null {
  const rel = p.segments.join("/");
  if (p.trailingSlash || rel === "" || probe(rel) !== "file") return null;
  return { kind: "file", relPath: rel, site, cache: cacheClassFor(`/${rel}`) };
}

/** The 404 answer: the host's site error page when there is one. */
function notFound(site: SiteEntry | null, probe: Probe): Resolution {
  if (site === null) return { kind: "not-found", site: null, errorPage: null };
  const page = `${site.site}/error/index.html`;
  return { kind: "not-found", site: site.site, errorPage: probe(page) === "file" ? page : null };
}
