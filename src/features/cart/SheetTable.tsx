/**
 * The deals sheet's table: each clipped coupon with its offer text, value, expiry and when it was
 * clipped. Compact in print, and no row is ever cut by a page break (deals-sheet.css).
 */
import type { ClipFormat, ClipTimes } from "../../shared/clipped/clip-times.ts";
import { tr } from "../../lib/i18n/shown-text.ts";
import type { CartRow } from "./cart-page.ts";
import { SHEET_CAPTION, clippedColumn, usDay } from "./deals-sheet.ts";

/** The table of clipped coupons. */
export default function SheetTable({
  rows,
  times,
  format = {},
}: {
  rows: readonly CartRow[];
  times: ClipTimes;
  /** The page's locale and texts (ClipTimeLine's `clipFormat`); the browser's own and English when absent. */
  format?: ClipFormat;
}) {
  const { texts } = format;
  const [offer, value, expires, clipped] = ["Offer", "Value", "Expires", "Clipped"].map((t) => tr(texts, t));
  return (
    <table className="sheet-table">
      <caption>{tr(texts, SHEET_CAPTION)}</caption>
      <thead>
        <tr>
          <th scope="col">{tr(texts, "Coupon")}</th>
          <th scope="col">{offer}</th>
          <th scope="col" className="sheet-short">
            {value}
          </th>
          <th scope="col" className="sheet-short">
            {expires}
          </th>
          <th scope="col" className="sheet-short">
            {clipped}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.offerId}>
            <th scope="row">{row.title}</th>
            <td data-label={offer}>{row.offer}</td>
            <td data-label={value} className="sheet-short">
              {row.value}
            </td>
            <td data-label={expires} className="sheet-short">
              {usDay(row.expiresOn, texts !== undefined)}
            </td>
            <td data-label={clipped} className="sheet-short">
              {clippedColumn(times[row.offerId], format)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
