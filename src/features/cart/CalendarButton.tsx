/**
 * "Add expiry dates to my calendar": downloads the iCalendar file of the clipped coupons' expiry
 * days (deals-ics.ts). Made in the browser, so it works offline too; nothing when no coupon has a
 * known expiry day.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { siteUrl } from "../../shared/session/site-url.ts";
import type { CartRow } from "./cart-page.ts";
import { ICS_TYPE, calendarCount, couponCalendar } from "./deals-ics.ts";
import { CALENDAR_BUTTON, calendarFileName } from "./deals-sheet.ts";

/** Builds the file and hands it to the browser as a download. */
function download(rows: readonly CartRow[], texts: Texts | undefined): void {
  const { site, storeName } = readSiteConfig();
  const text = couponCalendar(rows, {
    chain: storeName,
    site,
    host: location.hostname || "localhost",
    // No page per coupon exists: the link opens the coupon list searched for the coupon's title.
    couponUrl: (coupon) => siteUrl(`/coupons/all?q=${encodeURIComponent(coupon.title)}`),
    now: new Date(),
    texts,
  });
  const url = URL.createObjectURL(new Blob([text], { type: ICS_TYPE }));
  const link = document.createElement("a");
  link.href = url;
  link.download = calendarFileName(site, texts);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by the next task; then it can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The button. */
export default function CalendarButton({ rows }: { rows: readonly CartRow[] }) {
  const texts = useTexts();
  if (calendarCount(rows) === 0) return null;
  return (
    <button type="button" className="button sheet-calendar" onClick={() => download(rows, texts)}>
      {tr(texts, CALENDAR_BUTTON)}
    </button>
  );
}
