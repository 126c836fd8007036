/**
 * The one allow-list for every URL rendered from a chain's settings (menu, submenu, policies,
 * slides, tiles, social and app links, about buttons …): http, https, mailto, tel, and paths on the
 * same site. Anything else — `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`,
 * backslash tricks, control characters — is refused. An http(s) URL must also name a strict host
 * name (letters, digits, hyphens and dots, or an IP address): the WHATWG parser accepts hosts such as
 * `cdn"$x.example`, whose origin would reach the Content-Security-Policy and the nginx config. Pure,
 * so pages, islands and the build share it.
 */

/** Schemes a settings URL may use. */
export const ALLOWED_SCHEMES: readonly string[] = ["http:", "https:", "mailto:", "tel:"];

/** Longest settings URL accepted. */
const MAX_URL_LENGTH = 2048;

/**
 * The URL trimmed when it passes the allow-list, else null. Same-site paths are addresses without a
 * scheme ('/coupons', 'coupons', '?a=1', '#top'); they never start with '//' or contain a backslash.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const url = raw.trim();
  if (url === "" || url.length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme === undefined) return url.startsWith("//") ? null : url;
  if (!ALLOWED_SCHEMES.includes(`${scheme.toLowerCase()}:`)) return null;
  if (/^https?:$/i.test(`${scheme}:`)) {
    try {
      const parsed = new URL(url);
      if (!isStrictHostname(parsed.hostname) || parsed.username !== "" || parsed.password !== "") return null;
    } catch {
      return null;
    }
  }
  return url;
}

/** Whether a settings URL passes the allow-list. */
export function isSafeUrl(raw: string | null | undefined): boolean {
  return safeUrl(raw) !== null;
}

/** A DNS label: letters, digits and inner hyphens, 1–63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Whether `host` is a host name safe to write into any generated file (nginx `server_name`, CSP
 * sources, `_headers`): dot-separated DNS labels, an IPv4 address, or a bracketed IPv6 literal —
 * never a quote, `$`, `;`, brace, space or control character. At most 253 characters.
 */
export function isStrictHostname(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (/^\[[0-9a-f:.]+\]$/i.test(host)) return true;
  return host.split(".").every((label) => LABEL.test(label));
}

/**
 * The origin (`https://host[:port]`) of an absolute http(s) URL with a strict host name and no
 * credentials, else null. What the Content-Security-Policy and routing files may receive.
 */
export function safeOrigin(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const url = safeUrl(raw);
  if (url === null || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * An address a page may render as a link or image source: an absolute http(s) URL passing the
 * allow-list, or a path on the same site starting with one `/`. (mailto: and tel: are for links the
 * settings mark as such; images, slides and logos take these two forms only.)
 */
export function isLinkAddress(raw: string | null | undefined): boolean {
  const url = safeUrl(raw);
  return url !== null && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url));
}

/**
 * A query parameter of an address that may be a same-site path or an absolute URL, read without
 * ever throwing (a URL parsed against a placeholder base); null when absent or unreadable.
 */
export function urlParam(raw: string, name: string): string | null {
  try {
    return new URL(raw, "https://site.invalid/").searchParams.get(name);
  } catch {
    return null;
  }
}
