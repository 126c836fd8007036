/**
 * The member's card barcode for the cashier (GetMyCardAndSaveAmountInfo → BarCodeUrl, an image the
 * gateway serves) with the spec's caption, and the print button. A failed call says so instead of
 * spinning forever (DESIGN.md §7).
 */
import CardImage, { type CardState } from "../../shared/card/CardImage.tsx";
import { CASHIER_CAPTION } from "./cart-page.ts";

/** Barcode figure and print button. */
export default function CartBarcode({ card }: { card: CardState }) {
  return (
    <div className="cart-card">
      <figure className="cart-barcode" aria-busy={card.state === "loading"}>
        <CardImage card={card} noteClass="cart-note" image={{ decoding: "async" }} />
        <figcaption>{CASHIER_CAPTION}</figcaption>
      </figure>
      <button type="button" className="button cart-print" onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
