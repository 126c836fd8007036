/**
 * Resolves what a built page references the way a browser would in path mode (`/<site>/…`) and says
 * whether it exists. Internal links must be relative and stay inside their site, so the same HTML
 * also works in host mode; assets and public files are absolute (`/_assets/…`, `/favicon.svg`) and
 * must be in the page's own chain folder, the root its hosts serve.
 */
import type { Probe } from "../lib/serving-rules.ts";

/** The path-mode URL path of a built page, e.g. "freshmart/coupons/index.html" → "/freshmart/coupons/". */
export function pageUrlPath(relHtmlPath: string): string {
  const trimmed = relHtmlPath.replace(/(^|\/)index\.html$/, "$1");
  return `/${trimmed}`.replace(/\/?$/, trimmed.endsWith(".html") ? "" : "/");
}

/** Whether a URL leaves the built site (another origin or a non-http scheme) and so is not checked. */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
}

/**
 * Checks one reference found on the page at `pageUrl` (path mode) of site `pageSite`.
 * Returns null when it resolves to something that exists, otherwise the problem.
 */
export function checkReference(
  url: string,
  pageUrl: string,
  pageSite: string,
  sites: ReadonlySet<string>,
  probe: Probe,
): string | null {
  const trimmed = url.trim();
  if (trimmed === "" || trimmed.startsWith("#") || isExternal(trimmed)) return null;
  let segments: string[];
  try {
    const resolved = new URL(trimmed, `http://page.invalid${pageUrl}`);
    segments = resolved.pathname
      .split("/")
      .filter((s) => s !== "")
      .map(decodeURIComponent);
  } catch {
    return "malformed URL";
  }
  const [first] = segments;
  const rel = segments.join("/");
  if (first === undefined) return "resolves to the server root, outside its site";
  if (first === "_assets") return probe(`${pageSite}/${rel}`) === "file" ? null : `missing asset /${rel}`;
  if (sites.has(first)) {
    if (first !== pageSite) return `resolves into another site (/${first}/)`;
    if (trimmed.startsWith("/")) return "absolute link into the site; internal links must be relative (host mode)";
    return existsAsPage(rel, probe) ? null : `no page or file at /${rel}`;
  }
  // A root-absolute file (favicon, images): the chain folder's own copy, never a page (it would miss in path mode).
  return probe(`${pageSite}/${rel}`) === "file" ? null : `missing file /${rel}`;
}

/**
 * Where a dist-relative path resolved in path mode lives: inside its site's folder already, or a
 * root-absolute file (`_assets/…`, a public file), which is the page's own chain folder's.
 */
export function chainPath(rel: string, pageSite: string, sites: ReadonlySet<string>): string {
  const first = rel.split("/")[0] ?? "";
  return sites.has(first) ? rel : `${pageSite}/${rel}`;
}

/** A file, or a directory that has an index.html. */
function existsAsPage(rel: string, probe: Probe): boolean {
  const kind = probe(rel);
  return kind === "file" || (kind === "dir" && probe(`${rel}/index.html`) === "file");
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g;

/** The url(...) references of a stylesheet, minus data: and remote ones. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(CSS_URL)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? "").trim();
    if (url !== "" && !url.startsWith("#") && !isExternal(url)) urls.push(url);
  }
  return [...new Set(urls)];
}

/** Resolves a stylesheet reference against the stylesheet's URL path to a dist-relative path. */
export function resolveFrom(url: string, fromUrlPath: string): string {
  const resolved = new URL(url, `http://page.invalid${fromUrlPath}`);
  return decodeURIComponent(resolved.pathname).replace(/^\/+/, "");
}
