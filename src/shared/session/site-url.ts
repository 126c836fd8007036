/**
 * Site routes ('/login', '/coupons/12/') to addresses and back. Pages are built with relative links
 * so one HTML file works in host mode (https://host/login/) and path mode (/<site>/login/); the page
 * states how far it is from the site root in `<meta name="site-base" content="../">`, and every
 * address here is resolved against that root. The pure functions take the root explicitly (tests).
 */

/** Longest route accepted as a redirect target. */
const MAX_ROUTE_LENGTH = 2048;

/** The site root of the current page as an absolute URL (ends with '/'). */
export function siteBaseHref(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="site-base"]')?.content ?? "./";
  // The document's base: the location, or the offline page's own route when it is shown at another address.
  return new URL(meta, document.baseURI).href;
}

/** Adds the directory slash to a page path ('/login' → '/login/'); files ('a.pdf') keep their name. */
function withSlash(path: string): string {
  if (path.endsWith("/")) return path;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[a-z0-9]{2,5}$/i.test(last) ? path : `${path}/`;
}

/**
 * A same-site route or null. Accepts only '/…' paths that stay under the site root: protocol-relative
 * ('//host'), backslash, scheme ('javascript:'), dot-segment and control-character tricks are refused.
 */
export function safeRoute(value: unknown, baseHref: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_ROUTE_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || /[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  if (value.startsWith("//")) return null;
  const match = /^([^?#]*)(.*)$/.exec(value);
  const path = match?.[1] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.split("/").some((s) => s === "." || s === "..") || /[\\]|^\/\//.test(decoded)) return null;
  const base = new URL(baseHref);
  const url = new URL(`.${withSlash(path)}${match?.[2] ?? ""}`, base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return `/${url.href.slice(base.href.length)}`;
}

/** The address of a site route under `baseHref`; an unsafe route gives the site root. */
export function resolveRoute(route: string, baseHref: string): string {
  const safe = safeRoute(route, baseHref) ?? "/";
  return new URL(`.${safe}`, baseHref).href;
}

/** The site route of an address under `baseHref` ('/coupons/12/?q#x'), or null when outside the site. */
export function routeOfHref(href: string, baseHref: string): string | null {
  if (!href.startsWith(baseHref)) return null;
  return safeRoute(`/${href.slice(baseHref.length)}`, baseHref);
}

/** The address of a site route on this page's site, e.g. `siteUrl('/login')`. */
export function siteUrl(route: string): string {
  return resolveRoute(route, siteBaseHref());
}

/**
 * The one jump to this site's sign-in page (a message left with setFlash shows there). `replace`
 * leaves no history entry, for a page the visitor may not stay on.
 */
export function goToLogin(how: "assign" | "replace" = "assign"): void {
  location[how](siteUrl("/login"));
}

/** The current page as a site route. */
export function currentRoute(): string {
  return routeOfHref(location.href, siteBaseHref()) ?? "/";
}
