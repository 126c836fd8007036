/**
 * Internal links are relative, so the same HTML works in host mode (https://host/coupons/) and in
 * path mode (/<site>/coupons/). Routes are site-relative paths such as '/company-policies/privacy';
 * each is built as a directory (`…/privacy/index.html`) and addressed with a trailing slash.
 */
import { safeUrl } from "./safe-url.ts";

/** Addresses that leave the site (or open another app) and are used as they are. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for http(s), ftp, mailto, tel and other scheme or protocol-relative addresses. */
export function isExternal(url: string): boolean {
  return EXTERNAL.test(url.trim());
}

/** A route as '/a/b' (leading slash, no trailing slash, no empty segments); '/' for the root. */
export function normaliseRoute(route: string): string {
  const segments: string[] = [];
  for (const s of route.split("/")) {
    // '..' never climbs above the site root (a configured '/../../x' is the site's '/x').
    if (s === "..") segments.pop();
    else if (s !== "" && s !== ".") segments.push(s);
  }
  return `/${segments.join("/")}`;
}

/** Relative path from a page to its site root: './' for '/', '../' for '/a', '../../' for '/a/b'. */
export function siteBase(fromRoute: string): string {
  const depth = normaliseRoute(fromRoute).split("/").filter(Boolean).length;
  return depth === 0 ? "./" : "../".repeat(depth);
}

/** Characters that would end or break a path segment when written into an href. */
function encodeSegment(segment: string): string {
  return segment.replace(/[%?#"<>\\^`{|}]|[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

/** Relative href from the page at `fromRoute` to `toRoute` (which may carry ?query and #hash). */
export function siteHref(fromRoute: string, toRoute: string): string {
  // Addresses with a scheme pass the settings allow-list or lead nowhere.
  if (isExternal(toRoute)) return safeUrl(toRoute) ?? "#";
  const match = /^([^?#]*)(.*)$/.exec(toRoute.trim());
  const path = match?.[1] ?? "";
  const rest = match?.[2] ?? "";
  if (path === "" && rest.startsWith("#")) return rest;
  const segments = normaliseRoute(path).split("/").filter(Boolean).map(encodeSegment);
  const last = segments.at(-1) ?? "";
  // Files (sitemap.xml, a.pdf) keep their name; pages are directories with a trailing slash.
  const tail =
    segments.length === 0 ? "" : /\.[a-z0-9]{2,5}$/i.test(last) ? segments.join("/") : `${segments.join("/")}/`;
  return `${siteBase(fromRoute)}${tail}${rest}`;
}

/** Absolute canonical address of a route on the tenant's primary host, with the trailing slash. */
export function canonicalUrl(primaryHost: string, route: string): string {
  const path = normaliseRoute(route).split("/").map(encodeSegment).join("/");
  return `https://${primaryHost}${path === "/" ? "/" : `${path}/`}`;
}

/**
 * A mailto: address for a configured e-mail address: every character a URL may not hold as it is
 * ('<', '>', spaces, quotes …) percent-encoded, '@' kept, so the address stays one valid URL.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, "@")}`;
}
