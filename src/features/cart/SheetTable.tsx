/**
 * The deals sheet's table: each clipped coupon with its offer text, value, expiry and when it was
 * clipped. Compact in print, and no row is ever cut by a page break (deals-sheet.css).
 */
import type { ClipTimes } from "../../shared/clipped/clip-times.ts";
import type { CartRow } from "./cart-page.ts";
import { SHEET_CAPTION, clippedColumn, usDay } from "./deals-sheet.ts";

/** The table of clipped coupons. */
export default function SheetTable({ rows, times }: { rows: readonly CartRow[]; times: ClipTimes }) {
  return (
    <table className="sheet-table">
      <caption>{SHEET_CAPTION}</caption>
      <thead>
        <tr>
          <th scope="col">Coupon</th>
          <th scope="col">Offer</th>
          <th scope="col" className="sheet-short">
            Value
          </th>
          <th scope="col" className="sheet-short">
            Expires
          </th>
          <th scope="col" className="sheet-short">
            Clipped
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.offerId}>
            <th scope="row">{row.title}</th>
            <td data-label="Offer">{row.offer}</td>
            <td data-label="Value" className="sheet-short">
              {row.value}
            </td>
            <td data-label="Expires" className="sheet-short">
              {usDay(row.expiresOn)}
            </td>
            <td data-label="Clipped" className="sheet-short">
              {clippedColumn(times[row.offerId])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
