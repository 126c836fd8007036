/**
 * The member's card barcode for the cashier (GetMyCardAndSaveAmountInfo → BarCodeUrl, an image the
 * gateway serves) with the spec's caption, and the print button. A failed call says so instead of
 * spinning forever (DESIGN.md §7).
 */
import { CASHIER_CAPTION } from "./cart-page.ts";

/** Where the card stands. */
export type CardState = { state: "loading" } | { state: "failed" } | { state: "ready"; url: string; number: string };

/** Barcode figure and print button. */
export default function CartBarcode({ card }: { card: CardState }) {
  return (
    <div className="cart-card">
      <figure className="cart-barcode" aria-busy={card.state === "loading"}>
        {card.state === "ready" && (
          <img src={card.url} alt={`Loyalty card barcode, card number ${card.number}`} decoding="async" />
        )}
        {card.state === "loading" && <p className="cart-note">Loading your card…</p>}
        {card.state === "failed" && <p className="cart-note">Your card barcode could not be loaded.</p>}
        <figcaption>{CASHIER_CAPTION}</figcaption>
      </figure>
      <button type="button" className="button cart-print" onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
