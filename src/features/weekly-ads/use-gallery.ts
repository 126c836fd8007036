/**
 * Fetches a weekly-ad gallery (`GET WeeklyAdGallery/{token}/{storeId}`) with the member's token, or
 * the guest token for guests (through gallery-loader.ts, which may have started it before hydration).
 * While it is pending the page shows the gallery the build drew (`built`), or null (the loading
 * image) when there is none; a failed call is logged and keeps the built gallery, else reads as empty.
 */
import type { GalleryItem } from "../../api/weekly-ads.ts";
import { unlessLeaving, useLoad } from "../../lib/use-load.ts";
import { handleSessionExpired } from "../../shared/session/site-client.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { galleryCall } from "./gallery-loader.ts";

/** The items and PDF of a gallery. */
export type GalleryView = { items: GalleryItem[]; pdfUrl: string };

const EMPTY: GalleryView = { items: [], pdfUrl: "" };

/** The gallery of `storeId` once the session is known (`user` undefined: not yet); `built` meanwhile. */
export function useGallery(
  user: StoredUser | null | undefined,
  storeId: number,
  built: GalleryView | null = null,
): GalleryView | null {
  const key = user === undefined ? null : `${user?.UserToken ?? ""}\n${storeId}`;
  const load = useLoad(key, async (signal) => {
    // The weekly-ad page's script may have asked for it already (gallery-loader.ts).
    const result = await unlessLeaving(galleryCall(user ?? null, storeId), signal, handleSessionExpired);
    if (result.ok) return { items: result.data.GalleryItems, pdfUrl: result.data.PDFURL.trim() };
    console.warn("WeeklyAdGallery failed", result);
    return null;
  });
  if (load.status === "ready" && load.data !== null) return load.data;
  if (load.status === "loading") return built;
  return built ?? EMPTY;
}
