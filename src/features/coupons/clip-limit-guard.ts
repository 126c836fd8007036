/**
 * The chain's load cap (clip-limit.ts) wired to the page: the cap from the page's config, what the
 * card holds and is getting, and the refusal of a clip over it (the card and a toast say why, no
 * call is made). Loaded with the clip code (clip-actions.ts, clip-all.ts), not with the cards.
 */
import { pageTexts } from "../../lib/i18n/page-texts.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { toast } from "../../lib/toast.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import { atLimit, limitReachedText } from "./clip-limit.ts";
import { $limitRefused, $pendingClips } from "./clip-store.ts";

/** How long the cap's messages stay: a sentence with what to do, longer than the spec's 2 s notices. */
export const LIMIT_TOAST_MS = 6000;

/** The chain's load cap from the page's config (null: none). */
export function clipLimit(): number | null {
  return readSiteConfig().clipLimit ?? null;
}

/**
 * Coupons on the card now and on their way there: saves under way count (two quick presses cannot
 * pass the cap), and so do the `queued` clips waiting for a connection (nor can presses made
 * offline; the caller counts them, so this code does not load the queue's).
 */
export function loadedOrLoading(queued = 0): number {
  const clipped = $clippedIds.get();
  return clipped.size + [...$pendingClips.get()].filter((id) => !clipped.has(id)).length + queued;
}

/**
 * Refuses a clip of `id` when the card holds the chain's cap (with `queued` clips waiting): the card and a toast say why, and
 * nothing is sent. False (and the last refusal cleared) when the clip may go ahead.
 */
export function refusedAtLimit(id: number, queued = 0): boolean {
  const limit = clipLimit();
  if (limit === null || !atLimit(loadedOrLoading(queued), limit)) {
    $limitRefused.set(null);
    return false;
  }
  const text = limitReachedText(limit, pageTexts());
  $limitRefused.set({ id, text });
  toast.warning(text, { duration: LIMIT_TOAST_MS });
  return true;
}
