/**
 * The galleries the pull kept (`weekly-ad-galleries.json`), made ready for the pages at build time:
 * the ad's first page through the image pipeline as a stage picture (AVIF/WebP at the stage's widths,
 * from the site's own origin) and every page as a small thumbnail; the catering slides as slides.
 * A picture the pipeline cannot fetch is warned, naming the chain and `weekly-ad-galleries.json
 * [<store>] …`, and the island uses its live URL.
 */
import { buildPipeline } from "../../lib/images/pipeline.server.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import type { BuiltGalleryView, BuiltPictures } from "./built-gallery.ts";
import { AD_PAGE_PICTURE, AD_THUMB_PICTURE, CATERING_PICTURE, adPages, cateringSlides, dayOf } from "./weekly-ads.ts";

const FILE = "weekly-ad-galleries.json";

/** The store's pulled gallery, or undefined when the pull kept none or it has no items of the kind. */
function pulled(tenant: ReadyTenant, storeId: number, pick: typeof adPages) {
  const gallery = tenant.galleries[storeId];
  const items = gallery === undefined ? [] : pick(gallery.items);
  return gallery === undefined || items.length === 0 ? undefined : { ...gallery, items };
}

/**
 * The pictures of `urls` in a role, drawn out for the island (`source` names where they came from,
 * for the warning of one the build cannot use: null then). An SVG is left out (the island uses it as
 * it is, as any URL the map does not know).
 */
async function pictures(
  tenant: ReadyTenant,
  source: string,
  urls: readonly string[],
  role: { widths: readonly number[] },
): Promise<BuiltPictures> {
  const drawn = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const picture = await buildPipeline().picture(url, { chain: tenant.site, key: `${FILE} ${source} URL` }, role);
      if (picture.kind === "raster") {
        const { width, height, src, srcset, sources } = picture;
        return [[url, { width, height, src, srcset, sources }]] as const;
      }
      return picture.failed ? ([[url, null]] as const) : [];
    }),
  );
  return Object.fromEntries(drawn.flat());
}

/**
 * The weekly ad of `storeId` as the build draws it: its pages, PDF and last day, the first page as a
 * stage picture and every page as a thumbnail. Undefined when the pull has no ad pages for it.
 */
export async function builtWeeklyAd(tenant: ReadyTenant, storeId: number): Promise<BuiltGalleryView | undefined> {
  const gallery = pulled(tenant, storeId, adPages);
  if (gallery === undefined) return undefined;
  const urls = gallery.items.map((item) => item.URL);
  const source = `[${storeId}] GalleryItems`;
  return {
    items: gallery.items,
    pdfUrl: gallery.pdfUrl,
    endsOn: dayOf(gallery.endsAt),
    pictures: await pictures(tenant, source, urls.slice(0, 1), AD_PAGE_PICTURE),
    thumbs: await pictures(tenant, source, urls, AD_THUMB_PICTURE),
    imageCdn: tenant.local.imageCdnTemplate ?? null,
  };
}

/** The catering slides of the chain's default store as the build draws them (the first slide's picture). */
export async function builtCatering(tenant: ReadyTenant): Promise<BuiltGalleryView | undefined> {
  const storeId = tenant.data.RSA_CLIENT_STORE_ID;
  const gallery = pulled(tenant, storeId, cateringSlides);
  if (gallery === undefined) return undefined;
  const urls = gallery.items.map((item) => item.URL);
  return {
    items: gallery.items,
    pdfUrl: "",
    endsOn: "",
    // The first slide only: the others load when they are shown, live (a file no page names would
    // not reach the chain's folder).
    pictures: await pictures(tenant, `[${storeId}] GalleryItems`, urls.slice(0, 1), CATERING_PICTURE),
    thumbs: {},
    imageCdn: tenant.local.imageCdnTemplate ?? null,
  };
}

/** The first page's URL when the build drew its picture (the page preloads it; its script need not again), else "". */
export function firstUrl(built: BuiltGalleryView | undefined): string {
  const url = built?.items[0]?.URL ?? "";
  return url !== "" && built?.pictures[url] ? url : "";
}
