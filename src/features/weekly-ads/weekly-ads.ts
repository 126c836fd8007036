/**
 * Weekly-ad rules (spec 000 §2 Weekly ads, §7, §9): the list's dates as MM/DD/YYYY, the store whose
 * gallery a page shows, the empty texts, and which gallery items belong to the ad.
 */
import { formatUSDate } from "../../api/wire.ts";
import type { WeeklyAd } from "../../api/weekly-ads.ts";
import { weeklyAdRoute } from "../../lib/menu.ts";
import { cdnImageUrl, cdnSrcSet } from "../../tenant/image-cdn.ts";

/** Spec 000 §8 empty states. */
export const NO_WEEKLY_ADS_TEXT = "No Weekly Ads found";
/** Label of the PDF links at the top and bottom of the ad. */
export const VIEW_PDF_TEXT = "View Full PDF";
/** Spec 000 §3: "The ad image size is 1575x1500". */
export const AD_IMAGE_WIDTH = 1575;
export const AD_IMAGE_HEIGHT = 1500;
/**
 * Widths (px) of an ad page asked of the chain's image CDN (local.json `imageCdnTemplate`; without
 * one the gateway's picture is used as it is): the stage is at most 52rem wide (up to 1575 on dense
 * screens), a thumbnail 6rem (twice that on dense screens).
 */
export const AD_STAGE_WIDTHS = [480, 800, 1200, AD_IMAGE_WIDTH] as const;
export const AD_STAGE_SIZES = "(min-width: 54rem) 52rem, calc(100vw - 2rem)";
export const AD_THUMB_WIDTH = 200;
/**
 * The build's pictures of the ad (its responsive-image roles, as lib/images/roles.ts has the site's):
 * the stage's first page at the stage's widths, every page's thumbnail at 200 px (6rem, dense screens).
 */
export const AD_PAGE_PICTURE = { widths: AD_STAGE_WIDTHS, sizes: AD_STAGE_SIZES } as const;
export const AD_THUMB_PICTURE = { widths: [AD_THUMB_WIDTH], sizes: "6rem" } as const;
/** The stage's picture of an ad page: through the image CDN a srcset of widths, else the page as it is. */
export function stagePicture(url: string, cdn: string | null) {
  return {
    src: cdnImageUrl(url, cdn, AD_IMAGE_WIDTH),
    srcSet: cdnSrcSet(url, cdn, AD_STAGE_WIDTHS),
    sizes: AD_STAGE_SIZES,
  };
}

/** Catering slides are 1200x800, drawn the container's width (at most 1200 px). */
export const CATERING_WIDTHS = [480, 800, 1200] as const;
export const CATERING_SIZES = "(min-width: 75rem) 1168px, calc(100vw - 2rem)";
/** The build's picture of the first catering slide. */
export const CATERING_PICTURE = { widths: CATERING_WIDTHS, sizes: CATERING_SIZES } as const;

/** Guests' weekly-ad store and gallery id (spec 000 §9). */
export const GUEST_STORE_ID = 1;

/** A list date as MM/DD/YYYY ('' when unreadable). */
export function adDate(date: Date | null): string {
  return formatUSDate(date);
}

/** 'Valid from MM/DD/YYYY to MM/DD/YYYY', leaving out an unreadable end. */
export function validityText(from: Date | null, to: Date | null): string {
  const start = adDate(from);
  const end = adDate(to);
  if (start && end) return `Valid from ${start} to ${end}`;
  if (start) return `Valid from ${start}`;
  return end ? `Expires on ${end}` : "";
}

/**
 * The store whose gallery a page shows: the store in the address (`/weekly-ads/{id}/{store}`) when
 * it is a store id; without one a member's ClientStoreId, and a guest store 1.
 */
export function galleryStoreId(
  pathId: string | number | undefined,
  member: { ClientStoreId?: number | string | null | undefined } | null,
): number {
  const fromPath = Number(pathId);
  if (Number.isInteger(fromPath) && fromPath > 0) return fromPath;
  const own = Number(member?.ClientStoreId);
  return Number.isInteger(own) && own > 0 ? own : GUEST_STORE_ID;
}

/**
 * The store a member-or-guest call uses when the page names none (the catering gallery): the
 * member's ClientStoreId, else the chain's default store.
 */
export function memberStoreId(
  member: { ClientStoreId?: number | string | null | undefined } | null,
  defaultStoreId: number,
): number {
  const own = Number(member?.ClientStoreId);
  return Number.isInteger(own) && own > 0 ? own : defaultStoreId;
}

/** Gallery items of the catering menu; every other item is a page of the weekly ad. */
export const CATERING_GALLERY_TYPE = "Catering";

/** Is this gallery item a catering slide? */
export function isCateringItem(item: { GalleryType: string }): boolean {
  return item.GalleryType.trim().toLowerCase() === CATERING_GALLERY_TYPE.toLowerCase();
}

/** The ad's pages of a gallery: every item with a picture that is not a catering slide. */
export function adPages<T extends { GalleryType: string; URL: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !isCateringItem(item) && item.URL.trim() !== "");
}

/** The catering slides of a gallery (items with a picture). */
export function cateringSlides<T extends { GalleryType: string; URL: string }>(items: readonly T[]): T[] {
  return items.filter((item) => isCateringItem(item) && item.URL.trim() !== "");
}

/** A wall-clock date (api/wire.ts: UTC fields hold the gateway's date) as YYYY-MM-DD; "" for none. */
export function dayOf(date: Date | null): string {
  return date === null ? "" : date.toISOString().slice(0, 10);
}

/**
 * Whether a gallery pulled for the build may still be shown on `now` (the shopper's own calendar
 * day): up to and including the ad's last day, or always when the gallery named none.
 */
export function builtStillCurrent(endsOn: string, now: Date): boolean {
  if (endsOn === "") return true;
  const pad = (n: number) => String(n).padStart(2, "0");
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return today <= endsOn;
}

/** `set` with slide `i` in it: the same set when it is there already (no new state, no render). */
export function withSlide(set: ReadonlySet<number>, i: number): ReadonlySet<number> {
  return set.has(i) ? set : new Set([...set, i]);
}

/** Index after a move in the lightbox or slider: next and previous wrap around. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** One card of /weekly-ads. */
export interface WeeklyAdCard {
  storeName: string;
  address: string;
  validFrom: string;
  expires: string;
  /** /weekly-ads/{storeId}/{store-name-slug} */
  route: string;
}

/**
 * The cards of /weekly-ads, in the gateway's order: only stores the site has pages for (an ad of an
 * unknown store would link nowhere). Empty means 'No records found'.
 */
export function weeklyAdCards(ads: readonly WeeklyAd[], storeIds: ReadonlySet<number>): WeeklyAdCard[] {
  return ads
    .filter((ad) => storeIds.has(ad.STOREID))
    .map((ad) => ({
      storeName: ad.STORENAME,
      address: ad.ADDRESSLINE1,
      validFrom: adDate(ad.validFromAt),
      expires: adDate(ad.expiresAt),
      route: weeklyAdRoute({ ClientStoreId: ad.STOREID, ClientStoreName: ad.STORENAME }),
    }));
}
