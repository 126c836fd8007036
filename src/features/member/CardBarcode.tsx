/**
 * The loyalty card's barcode on My Account (GetMyCardAndSaveAmountInfo → BarCodeUrl). While it
 * loads a short status shows; a failed call says so instead of spinning forever (DESIGN.md §7).
 */
import { trFill } from "../../lib/i18n/shown-template.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import CardImage from "../../shared/card/CardImage.tsx";
import { useCard } from "../../shared/card/use-card.ts";
import { fetchMyCard } from "../../shared/clipped/cart-calls.ts";

type Props = {
  userToken: string;
  memberNumber: string;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** The caption while the barcode image is not there. */
export const CARD_NUMBER_TEXT = "Card number {number}";

/** Barcode image of the member's card, with the card number under it. */
export default function CardBarcode({ userToken, memberNumber, texts }: Props) {
  const card = useCard(userToken, memberNumber, fetchMyCard);
  return (
    <figure className="member-barcode" aria-live="polite" aria-busy={card.state === "loading"}>
      <CardImage card={card} noteClass="member-muted" image={{ width: "320", height: "120" }} texts={texts} />
      {/* The barcode image prints the number itself; without it the number still shows as text. */}
      {card.state !== "ready" && <figcaption>{trFill(texts, CARD_NUMBER_TEXT, { number: memberNumber })}</figcaption>}
    </figure>
  );
}
