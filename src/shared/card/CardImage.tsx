/**
 * The member's loyalty card barcode as the cart page and My Account show it: the image the gateway
 * serves (GetMyCardAndSaveAmountInfo → BarCodeUrl), or a status line while it loads or after a
 * failure, so nothing spins forever (DESIGN.md §7). Each page frames it in its own figure; the
 * image's box is the same on both (card-image.css).
 */
import type { ImgHTMLAttributes } from "react";
import "./card-image.css";

/** Where the card stands. */
export type CardState = { state: "loading" } | { state: "failed" } | { state: "ready"; url: string; number: string };

/** Status line while the card loads. */
export const CARD_LOADING_TEXT = "Loading your card…";
/** Status line when the card could not be loaded. */
export const CARD_FAILED_TEXT = "Your card barcode could not be loaded.";

type Props = {
  card: CardState;
  /** Class of the status line. */
  noteClass: string;
  /** Further attributes of the image (size, decoding). */
  image?: Pick<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "decoding">;
};

/** The barcode image, or the loading or failure line. */
export default function CardImage({ card, noteClass, image }: Props) {
  return (
    <>
      {card.state === "ready" && (
        <img
          className="card-barcode-image"
          src={card.url}
          alt={`Loyalty card barcode, card number ${card.number}`}
          {...image}
        />
      )}
      {card.state === "loading" && <p className={noteClass}>{CARD_LOADING_TEXT}</p>}
      {card.state === "failed" && <p className={noteClass}>{CARD_FAILED_TEXT}</p>}
    </>
  );
}
