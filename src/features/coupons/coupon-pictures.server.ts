/**
 * The build's pictures of a page's coupon cards: each coupon picture URL the page knows at build
 * time (its preview cards, the home page's deals) goes through the image pipeline as a `coupon`
 * picture, and the page hands the islands a map of only those URLs (ImagePath as the site sees it →
 * variants token), so the preview and the live list draw the same own-origin files. A picture the
 * pipeline cannot fetch is warned, naming the chain and `<snapshot> [<list>] ImagePath`, and keeps
 * its URL.
 */
import { buildPipeline, islandPictures } from "../../lib/images/pipeline.server.ts";
import { COUPON_PICTURE } from "../../lib/images/roles.ts";
import type { IslandPictures } from "../../lib/images/variants.ts";

/** The map of `urls` (empty ones skipped) for chain `chain`; `source` names the snapshot and list for warnings. */
export function couponPictures(chain: string, source: string, urls: readonly string[]): Promise<IslandPictures> {
  const distinct = [...new Set(urls.filter((url) => url !== ""))];
  const key = `${source} ImagePath`;
  return islandPictures(
    buildPipeline(),
    chain,
    distinct.map((url) => ({ url, key })),
    COUPON_PICTURE,
  );
}
