/**
 * The optional per-chain image CDN for live pictures (coupon images from the gateway, which no build
 * can know in advance): local.json `imageCdnTemplate`, an https URL with `{url}` (the picture's
 * address, URL-encoded) and `{width}` (the pixel width wanted), e.g.
 * `https://images.example.com/fit?width={width}&src={url}`. Coupon lists are rewritten once where
 * they enter the site (the build's snapshots, the islands' live calls), so every card, deal and
 * Quick View asks the CDN for a picture of the card's size. Only type imports: ships to the browser.
 */

/** Width (px) asked for a coupon picture: twice the card's 200 CSS px, sharp on dense screens. */
export const COUPON_IMAGE_WIDTH = 400;

/** Placeholders a template may use. */
const PLACEHOLDER = /\{[a-z_]+\}/gi;

/** Why a template is refused, or null when it is usable (checked by the local.json schema). */
export function imageCdnTemplateProblem(template: string): string | null {
  const names = new Set((template.match(PLACEHOLDER) ?? []).map((p) => p.toLowerCase()));
  if (!names.has("{url}") || !names.has("{width}")) return "expected both {url} and {width} placeholders";
  if ([...names].some((n) => n !== "{url}" && n !== "{width}")) return "only {url} and {width} are placeholders";
  // The origin is fixed: no placeholder before the path begins.
  const head = template.slice(0, template.search(PLACEHOLDER));
  if (!/^https:\/\/[a-z0-9.-]+(?::\d{1,5})?\//i.test(head)) {
    return "expected an https URL whose host comes before any placeholder";
  }
  try {
    new URL(template.replace(PLACEHOLDER, "0"));
  } catch {
    return "expected a valid https URL";
  }
  return null;
}

/** A picture's URL through the chain's image CDN (http(s) pictures only; others as they are). */
export function cdnImageUrl(url: string, template: string | null | undefined, width: number): string {
  if (!template || !/^https?:\/\//i.test(url.trim())) return url;
  return template.replace(/\{url\}/gi, encodeURIComponent(url.trim())).replace(/\{width\}/gi, String(width));
}

/** Coupons with their pictures through the image CDN (the same list when there is no template). */
export function withCdnImages<T extends { ImagePath: string }>(coupons: T[], template: string | null | undefined): T[] {
  if (!template) return coupons;
  return coupons.map((c) => ({ ...c, ImagePath: cdnImageUrl(c.ImagePath, template, COUPON_IMAGE_WIDTH) }));
}
