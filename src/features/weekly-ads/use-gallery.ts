/**
 * Fetches a weekly-ad gallery (`GET WeeklyAdGallery/{token}/{storeId}`) with the member's token, or
 * the guest token for guests. null while pending; a failed call is logged and reads as empty.
 */
import { useEffect, useState } from "react";
import { getWeeklyAdGallery, type GalleryItem } from "../../api/weekly-ads.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";

/** The items and PDF of a gallery. */
export type GalleryView = { items: GalleryItem[]; pdfUrl: string };

/** The gallery of `storeId` once the session is known (`user` undefined: not yet). */
export function useGallery(user: StoredUser | null | undefined, storeId: number) {
  const [gallery, setGallery] = useState<GalleryView | null>(null);
  useEffect(() => {
    if (user === undefined) return;
    let live = true;
    const token = user?.UserToken || readSiteConfig().guestToken;
    void getWeeklyAdGallery(siteClient(), { token, storeId }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setGallery({ items: result.data.GalleryItems, pdfUrl: result.data.PDFURL.trim() });
        return;
      }
      if (handleSessionExpired(result)) return;
      console.warn("WeeklyAdGallery failed", result);
      setGallery({ items: [], pdfUrl: "" });
    });
    return () => {
      live = false;
    };
  }, [user, storeId]);
  return gallery;
}
