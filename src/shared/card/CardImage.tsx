/**
 * The member's loyalty card barcode as the cart page and My Account show it: the image the gateway
 * serves (GetMyCardAndSaveAmountInfo → BarCodeUrl), or a status line while it loads or after a
 * failure, so nothing spins forever (DESIGN.md §7). Each page frames it in its own figure; the
 * image's box is the same on both (card-image.css).
 */
import type { ImgHTMLAttributes } from "react";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import "./card-image.css";

/** Where the card stands. */
export type CardState = { state: "loading" } | { state: "failed" } | { state: "ready"; url: string; number: string };

/** Status line while the card loads. */
export const CARD_LOADING_TEXT = "Loading your card…";
/** Status line when the card could not be loaded. */
export const CARD_FAILED_TEXT = "Your card barcode could not be loaded.";
/** The image's alternative text. */
export const CARD_ALT_TEXT = "Loyalty card barcode, card number {number}";

type Props = {
  card: CardState;
  /** Class of the status line. */
  noteClass: string;
  /** Further attributes of the image (size, decoding). */
  image?: Pick<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "decoding">;
  /** Its texts on a page in another language (lib/i18n/shown-text.ts); absent in English. */
  texts?: Texts | undefined;
};

/** The barcode image, or the loading or failure line. */
export default function CardImage({ card, noteClass, image, texts }: Props) {
  return (
    <>
      {card.state === "ready" && (
        <img
          className="card-barcode-image"
          src={card.url}
          alt={trFill(texts, CARD_ALT_TEXT, { number: card.number })}
          {...image}
        />
      )}
      {card.state === "loading" && <p className={noteClass}>{tr(texts, CARD_LOADING_TEXT)}</p>}
      {card.state === "failed" && <p className={noteClass}>{tr(texts, CARD_FAILED_TEXT)}</p>}
    </>
  );
}
