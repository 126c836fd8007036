/**
 * A store's gallery as the build drew it (the pull's snapshot, guests' view), handed to the weekly-ad
 * and catering islands as props: they draw it until the live call answers, and keep the build's
 * own-origin pictures for every page the live gallery still has. Framework-free; ships to the browser.
 */
import type { GalleryItem } from "../../api/weekly-ads.ts";
import type { DrawnPicture } from "../../lib/images/variants.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { builtStillCurrent } from "./weekly-ads.ts";
import type { GalleryView } from "./use-gallery.ts";

/**
 * Pictures the build made, drawn out (lib/images/variants.ts `drawnPicture`): the islands render them
 * as they are, so the weekly ad's scripts carry no picture code of their own; null for a picture the
 * build could not use (warned at build time; the page marks the live one).
 */
export type BuiltPictures = Readonly<Record<string, DrawnPicture | null>>;

/** The island's props for a built gallery (serialisable). */
export type BuiltGalleryView = {
  /** The gallery's items as pulled (the ad's pages, or the catering slides). */
  items: GalleryItem[];
  /** "" when the ad has no PDF. */
  pdfUrl: string;
  /** The ad's last day (YYYY-MM-DD; "" when unknown): after it the built gallery is not drawn. */
  endsOn: string;
  /** Picture URL → the `<picture>` the build made for the stage or slide (null: it could not). */
  pictures: BuiltPictures;
  /** Picture URL → the `<picture>` of its thumbnail (the weekly ad's). */
  thumbs: BuiltPictures;
  /**
   * The chain's image CDN template (site config `imageCdn`), for a page the build could not draw:
   * the island renders before the page's site config can be read (at build time and hydration).
   */
  imageCdn: string | null;
};

/**
 * The built gallery as the hook's view, or null when there is none or it ended before `now` (null
 * while the page is rendered and hydrated: the HTML is drawn as built).
 */
export function builtView(built: BuiltGalleryView | undefined, now: Date | null): GalleryView | null {
  if (built === undefined || built.items.length === 0) return null;
  if (now !== null && !builtStillCurrent(built.endsOn, now)) return null;
  return { items: built.items, pdfUrl: built.pdfUrl };
}

/** The image CDN template: the built gallery's when there is one (readable at build time), else the page's. */
export function imageCdnOf(built: BuiltGalleryView | undefined): string | null {
  return built !== undefined ? built.imageCdn : readSiteConfig().imageCdn;
}

/** The build's picture of `url` in `pictures`, or null (a page the build did not draw: the live URL is used). */
export function builtPicture(pictures: BuiltPictures | undefined, url: string): DrawnPicture | null {
  return pictures !== undefined && Object.hasOwn(pictures, url) ? (pictures[url] ?? null) : null;
}

/** Whether the build tried `url` and could not use it (warned at build time; the page marks the live picture). */
export const builtFailed = (pictures: BuiltPictures | undefined, url: string): boolean =>
  pictures !== undefined && Object.hasOwn(pictures, url) && pictures[url] === null;
