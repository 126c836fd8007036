/**
 * GO BACK of the coupons-only view: back to where the shopper came from on this host (the
 * referrer, when it is same-origin and outside this chain's site), else the host root. The first
 * such referrer is kept for the tab (sessionStorage), so department changes and a detour through
 * /login do not move the target.
 */
import { siteBaseHref } from "../../shared/session/site-url.ts";

const KEY = "couponsOnlyBack";

/** An address as a URL, or null when it is empty or unreadable. */
function parseUrl(href: string | null): URL | null {
  try {
    return href ? new URL(href) : null;
  } catch {
    return null;
  }
}

/** Where GO BACK leads and whether that address should be kept for later pages of the view. */
export function goBackTarget(
  referrer: string,
  origin: string,
  siteBase: string,
  stored: string | null,
): { href: string; keep: boolean } {
  const from = parseUrl(referrer);
  if (from && from.origin === origin && !from.href.startsWith(siteBase)) return { href: from.href, keep: true };
  const kept = parseUrl(stored);
  if (kept && kept.origin === origin) return { href: kept.href, keep: false };
  return { href: `${origin}/`, keep: false };
}

/** Points the header's GO BACK link (`data-go-back`) at the shopper's way back. */
export function wireGoBack(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-go-back]");
  if (!link) return;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
  } catch {
    // No storage: the referrer or the host root still work.
  }
  const { href, keep } = goBackTarget(document.referrer, location.origin, siteBaseHref(), stored);
  link.href = href;
  if (!keep) return;
  try {
    sessionStorage.setItem(KEY, href);
  } catch {
    // Not kept: this page's link is set all the same.
  }
}
