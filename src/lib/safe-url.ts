/**
 * The one allow-list for every URL rendered from a chain's settings (menu, submenu, policies,
 * slides, tiles, social and app links, about buttons …): http, https, mailto, tel, and paths on the
 * same site. Anything else — `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`,
 * backslash tricks, control characters — is refused. Pure, so pages, islands and the build share it.
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
      if (parsed.hostname === "" || parsed.username !== "" || parsed.password !== "") return null;
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
