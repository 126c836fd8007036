/**
 * The weekly-ad galleries of a chain's pull: `WeeklyAdGallery/{guest token}/{store id}` for every
 * store the weekly-ad pages are built for (the pulled store list) and for the chain's default store
 * (RSA_CLIENT_STORE_ID, whose "Catering" items the catering page shows guests), so those pages can
 * name their first picture in the HTML. The gallery's "No WeeklyAds available." (-1) is that
 * store's "none" and is kept; any other refusal, no answer or an answer that does not parse fails
 * the chain's pull, which keeps its last good snapshot, as for every other snapshot file.
 */
import type { CallFailure, GatewayClient } from "../../src/api/client.ts";
import { getWeeklyAdGallery, weeklyAdGalleryResponseSchema } from "../../src/api/weekly-ads.ts";
import { isRecord } from "../../src/api/wire.ts";
import type { SnapshotFile } from "../../src/tenant/tenant-files.ts";
import { describeFailure } from "./call-failure.ts";

/** The snapshot file of the galleries (`{ galleries: { "<store id>": answer } }`). */
export const GALLERIES_FILE = "weekly-ad-galleries.json" satisfies SnapshotFile;

/** The store ids whose gallery the pull keeps: each store of the pulled list, then the default store. */
export function galleryStoreIds(storesRaw: unknown, defaultStoreId: number): number[] {
  const stores = isRecord(storesRaw) ? storesRaw["GetClientStores"] : undefined;
  const ids = (Array.isArray(stores) ? stores : []).flatMap((s: unknown) => {
    const id = isRecord(s) ? Number(s["ClientStoreId"]) : NaN;
    return Number.isInteger(id) && id > 0 ? [id] : [];
  });
  return [...new Set([...ids, ...(defaultStoreId > 0 ? [defaultStoreId] : [])])];
}

/** What the galleries' fetch gave: the file, or the reason the chain's pull fails. */
export type FetchedGalleries =
  { kind: "ok"; file: { galleries: Record<string, unknown> } } | { kind: "failed"; reason: string };

/**
 * Fetches the gallery of each of `storeIds` with the guest token, one after the other. `takeJson`
 * gives the answer as sent (the recording fetch), which is what the file keeps.
 */
export async function fetchGalleries(
  site: string,
  client: GatewayClient,
  guestToken: string,
  storeIds: readonly number[],
  takeJson: () => unknown,
): Promise<FetchedGalleries> {
  const galleries: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const storeId of storeIds) {
    const result = await getWeeklyAdGallery(client, { token: guestToken, storeId });
    const raw = takeJson();
    if (result.ok) galleries[String(storeId)] = raw;
    else failures.push(failureOf(site, storeId, result));
  }
  return failures.length > 0 ? { kind: "failed", reason: failures.join("\n") } : { kind: "ok", file: { galleries } };
}

function failureOf(site: string, storeId: number, failure: CallFailure): string {
  return describeFailure(
    site,
    `weekly-ad gallery of store ${storeId} (${GALLERIES_FILE})`,
    GALLERIES_FILE,
    failure,
    weeklyAdGalleryResponseSchema,
    ["galleries", String(storeId)],
  );
}

/** ` (n galleries, m with an ad)` for the progress line. */
export function galleriesCount(file: { galleries: Record<string, unknown> }): string {
  const answers = Object.values(file.galleries);
  const withAd = answers.filter((a) => isRecord(a) && Array.isArray(a["GalleryItems"]) && a["GalleryItems"].length > 0);
  return ` (${answers.length} stores, ${withAd.length} with a gallery)`;
}
