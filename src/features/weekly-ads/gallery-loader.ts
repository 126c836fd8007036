/**
 * The weekly ad's gallery, started before the island hydrates (as the coupons page starts its
 * list): the page's small script (`startPageGallery`) asks the gateway for the store's gallery as
 * soon as it runs and, when the answer has a page, preloads the first one at the size the stage
 * draws it, so the page's largest paint waits neither for React nor for the island's render (where
 * the build drew the first page, the HTML has it and its preload; the script preloads only another). The
 * island takes the call over (`galleryCall`); a call the island made first is not made again.
 * Framework-free.
 */
import { getWeeklyAdGallery } from "../../api/weekly-ads.ts";
import { earlyCalls } from "../../lib/early-call.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { $user, type StoredUser } from "../../shared/session/session-store.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { adPages, galleryStoreId, stagePicture } from "./weekly-ads.ts";

/** Attribute of the element that names the page's store (the id in its address). */
export const GALLERY_STORE_ATTR = "data-gallery-store";
/** Attribute naming the first page the build drew and the page preloaded already ("" for none). */
export const GALLERY_FIRST_ATTR = "data-gallery-first";

type GalleryAnswer = ReturnType<typeof getWeeklyAdGallery>;

/** Calls started before hydration, by token and store. */
const galleries = earlyCalls<Awaited<GalleryAnswer>>();
const keyOf = (user: StoredUser | null, storeId: number) => `${user?.UserToken ?? ""}\n${storeId}`;

const call = (user: StoredUser | null, storeId: number): GalleryAnswer =>
  getWeeklyAdGallery(siteClient(), { token: user?.UserToken || readSiteConfig().guestToken, storeId });

/** The gallery of `storeId` for the member (null: a guest): the call started early when it matches, else a new one. */
export function galleryCall(user: StoredUser | null, storeId: number): GalleryAnswer {
  return galleries.take(keyOf(user, storeId), () => call(user, storeId));
}

/** Asks the browser for the first ad page now, at the stage's size and through the chain's image CDN. */
function preloadFirstPage(url: string): void {
  const picture = stagePicture(url, readSiteConfig().imageCdn);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = picture.src;
  if (picture.srcSet !== undefined) {
    link.setAttribute("imagesrcset", picture.srcSet);
    link.setAttribute("imagesizes", picture.sizes);
  }
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}

/**
 * Starts the weekly-ad page's gallery at once, and preloads its first page when it answers, unless
 * that page is the one the build drew (in the HTML and preloaded already).
 */
export function startPageGallery(): void {
  const element = document.querySelector(`[${GALLERY_STORE_ATTR}]`);
  if (!element) return;
  const built = element.getAttribute(GALLERY_FIRST_ATTR) ?? "";
  const user = $user.get() ?? null;
  const storeId = galleryStoreId(element.getAttribute(GALLERY_STORE_ATTR) ?? undefined, user);
  const answer = galleries.startEarly(keyOf(user, storeId), () => call(user, storeId));
  void answer?.then((result) => {
    if (!result.ok) return;
    const first = adPages(result.data.GalleryItems)[0];
    if (first !== undefined && first.URL !== built) preloadFirstPage(first.URL);
  });
}
