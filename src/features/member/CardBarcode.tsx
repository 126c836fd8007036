/**
 * The loyalty card's barcode on My Account (GetMyCardAndSaveAmountInfo → BarCodeUrl). While it
 * loads a short status shows; a failed call says so instead of spinning forever (DESIGN.md §7).
 */
import CardImage from "../../shared/card/CardImage.tsx";
import { useCard } from "../../shared/card/use-card.ts";
import { fetchMyCard } from "../../shared/clipped/cart-calls.ts";

type Props = { userToken: string; memberNumber: string };

/** Barcode image of the member's card, with the card number under it. */
export default function CardBarcode({ userToken, memberNumber }: Props) {
  const card = useCard(userToken, memberNumber, fetchMyCard);
  return (
    <figure className="member-barcode" aria-live="polite" aria-busy={card.state === "loading"}>
      <CardImage card={card} noteClass="member-muted" image={{ width: "320", height: "120" }} />
      {/* The barcode image prints the number itself; without it the number still shows as text. */}
      {card.state !== "ready" && <figcaption>Card number {memberNumber}</figcaption>}
    </figure>
  );
}
