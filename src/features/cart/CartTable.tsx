/**
 * The cart's table: Title, Qty (always 1), when it was clipped ('Clipped 2:05 PM', and 'ready at
 * the register by …' where the chain says) and a remove button per row. Each button's name says
 * which coupon it removes ("Remove" is visible, the title is for screen readers). A row whose
 * removal waits for a connection says so, and its button takes the removal back ('Cancel').
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useStore } from "@nanostores/react";
import ClipTimeLine from "../../shared/clipped/ClipTimeLine.tsx";
import { $waitingClips, WAITING_TEXT } from "../../shared/clipped/waiting-store.ts";
import type { CartRow } from "./cart-page.ts";

type Props = {
  rows: CartRow[];
  /** Offer ids whose removal is under way (their buttons are disabled). */
  removing: ReadonlySet<number>;
  onRemove: (row: CartRow, index: number) => void;
  /** Offline: a remove button says its removal will wait for a connection. */
  offline?: boolean;
};

/** The list of clipped coupons. */
export default function CartTable({ rows, removing, onRemove, offline = false }: Props) {
  const waiting = useStore($waitingClips);
  const texts = useTexts();
  const remove = tr(texts, "Remove");
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{tr(texts, "Coupons in your shopping cart")}</caption>
      <thead>
        <tr>
          <th scope="col">{tr(texts, "Title")}</th>
          <th scope="col" className="cart-qty">
            {tr(texts, "Qty")}
          </th>
          <th scope="col" className="cart-clipped">
            {tr(texts, "Clipped")}
          </th>
          <th scope="col" className="cart-remove-col">
            <span className="visually-hidden">{remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.offerId}>
            <td>{row.title}</td>
            <td className="cart-qty">{row.qty}</td>
            <td className="cart-clipped">
              {waiting.get(row.offerId)?.action === "remove" ? (
                <span className="cart-clip-time">{tr(texts, WAITING_TEXT)}</span>
              ) : (
                <ClipTimeLine id={row.offerId} className="cart-clip-time" />
              )}
            </td>
            <td className="cart-remove-col">
              <button
                type="button"
                className="cart-remove"
                data-remove
                disabled={removing.has(row.offerId)}
                aria-describedby={offline ? "cart-needs-connection" : undefined}
                onClick={() => onRemove(row, index)}
              >
                {waiting.get(row.offerId)?.action === "remove" ? (
                  <>
                    {tr(texts, "Cancel")}
                    <span className="visually-hidden"> {trFill(texts, "removing {title}", { title: row.title })}</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">×</span> {remove}
                    <span className="visually-hidden"> {row.title}</span>
                  </>
                )}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
