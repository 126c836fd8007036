/**
 * 'Clipped 2:05 PM · ready at the register by 2:35 PM' under a clipped coupon (the chain's
 * `clipReadyMinutes` adds the second half). Nothing until the gateway confirmed the clip or a sync
 * saw it in the cart: a clip under way never looks clipped.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useEffect, useSyncExternalStore } from "react";
import { readSiteConfig } from "../../lib/site-config.ts";
import { $clipTimes, recordSeen } from "./clip-times-store.ts";
import { clipStatusLine, type ClipFormat, type ClipTime } from "./clip-times.ts";

const subscribe = (onChange: () => void) => $clipTimes.listen(onChange);

/** Times in the page's locale and language on a page in another language; the browser's own otherwise. */
export const clipFormat = (texts: Texts | undefined): ClipFormat =>
  texts === undefined ? {} : { locale: tr(texts, "en-US"), texts };

/** The clip time of `id`, or null (always null while the page hydrates: no time is in the HTML). */
function useClipTime(id: number): ClipTime | null {
  return useSyncExternalStore(
    subscribe,
    () => $clipTimes.get()[id] ?? null,
    () => null,
  );
}

/**
 * The line, or nothing when the time is not known. Drawn only for a coupon the cart state holds
 * (a gateway's answer put it there): one this browser has no time for was clipped elsewhere, so it
 * is dated 'before' now, as the first sync that saw it.
 */
export default function ClipTimeLine({ id, className }: { id: number; className: string }) {
  const time = useClipTime(id);
  const texts = useTexts();
  useEffect(() => {
    if (time === null) recordSeen([id], false, Date.now());
  }, [id, time]);
  if (time === null) return null;
  return (
    <span className={className}>
      {clipStatusLine(time, readSiteConfig().clipReadyMinutes ?? null, new Date(), clipFormat(texts))}
    </span>
  );
}
