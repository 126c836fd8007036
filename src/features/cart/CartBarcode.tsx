/**
 * The member's card barcode for the cashier (GetMyCardAndSaveAmountInfo → BarCodeUrl, an image the
 * gateway serves) with the spec's caption, and the print button. A failed call says so instead of
 * spinning forever (DESIGN.md §7).
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import CardImage, { type CardState } from "../../shared/card/CardImage.tsx";
import { CASHIER_CAPTION } from "./cart-page.ts";

/** Barcode figure and print button. */
export default function CartBarcode({ card }: { card: CardState }) {
  const texts = useTexts();
  return (
    <div className="cart-card">
      <figure className="cart-barcode" aria-busy={card.state === "loading"}>
        <CardImage card={card} noteClass="cart-note" image={{ decoding: "async" }} texts={texts} />
        <figcaption>{tr(texts, CASHIER_CAPTION)}</figcaption>
      </figure>
      <button type="button" className="button cart-print" onClick={() => window.print()}>
        {tr(texts, "Print")}
      </button>
    </div>
  );
}
