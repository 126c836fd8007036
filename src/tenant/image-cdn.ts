/**
 * The optional per-chain image CDN for live pictures (coupon and reward images, weekly-ad pages and
 * catering slides from the gateway, which no build can know in advance): local.json `imageCdnTemplate`, an
 * https URL with `{url}` (the picture's address, URL-encoded) and `{width}` (the pixel width
 * wanted), e.g. `https://images.example.com/fit?width={width}&src={url}`; plain http only on a
 * loopback host or the chain's own gateway. Coupon lists are rewritten once where they enter the site (the
 * build's snapshots, the islands' live calls), so every card, deal and Quick View asks the CDN for a
 * picture of the card's size; the weekly ad and catering offer a `srcset` of CDN widths
 * (`cdnSrcSet`). Only type imports: ships to the browser.
 */

/** Width (px) asked for a coupon picture: twice the card's 200 CSS px, sharp on dense screens. */
export const COUPON_IMAGE_WIDTH = 400;

/** Placeholders a template may use. */
const PLACEHOLDER = /\{[a-z_]+\}/gi;

/** Loopback origins, where plain http is fine (a local run). */
const LOOPBACK = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;

/**
 * Why a template is refused, or null when it is usable. The local.json schema checks its form;
 * the tenant, which knows the chain's gateway, checks it again with `gatewayUrl`: an https URL,
 * plain http only on a loopback host or on the chain's own gateway (the demo gateway's stand-in).
 */
export function imageCdnTemplateProblem(template: string, gatewayUrl?: string): string | null {
  const names = new Set((template.match(PLACEHOLDER) ?? []).map((p) => p.toLowerCase()));
  if (!names.has("{url}") || !names.has("{width}")) return "expected both {url} and {width} placeholders";
  if ([...names].some((n) => n !== "{url}" && n !== "{width}")) return "only {url} and {width} are placeholders";
  // The origin is fixed: no placeholder before the path begins.
  const head = template.slice(0, template.search(PLACEHOLDER));
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[::1\])(?::\d{1,5})?\//i.test(head)) {
    return "expected an https URL whose host comes before any placeholder";
  }
  // A srcset entry ends at white space.
  if (/\s/.test(template)) return "expected no white space";
  let origin: string;
  try {
    origin = new URL(template.replace(PLACEHOLDER, "0")).origin;
  } catch {
    return "expected a valid https URL";
  }
  if (gatewayUrl === undefined || !origin.startsWith("http:") || LOOPBACK.test(origin)) return null;
  const gateway = URL.canParse(gatewayUrl) ? new URL(gatewayUrl).origin : null;
  return origin === gateway ? null : "expected an https URL (plain http only on localhost or the chain's own gateway)";
}

/** A picture's URL through the chain's image CDN (http(s) pictures only; others as they are). */
export function cdnImageUrl(url: string, template: string | null | undefined, width: number): string {
  if (!template || !/^https?:\/\//i.test(url.trim())) return url;
  return template.replace(/\{url\}/gi, encodeURIComponent(url.trim())).replace(/\{width\}/gi, String(width));
}

/**
 * A `srcset` of the picture at each of `widths` through the image CDN, or undefined without a
 * template (or for a picture that is not an http(s) URL): the page then uses the picture as it is.
 */
export function cdnSrcSet(
  url: string,
  template: string | null | undefined,
  widths: readonly number[],
): string | undefined {
  if (!template || !/^https?:\/\//i.test(url.trim())) return undefined;
  return widths.map((w) => `${cdnImageUrl(url, template, w)} ${w}w`).join(", ");
}

/** Coupons with their pictures through the image CDN (the same list when there is no template). */
export function withCdnImages<T extends { ImagePath: string }>(coupons: T[], template: string | null | undefined): T[] {
  if (!template) return coupons;
  return coupons.map((c) => ({ ...c, ImagePath: cdnImageUrl(c.ImagePath, template, COUPON_IMAGE_WIDTH) }));
}
