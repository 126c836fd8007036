/**
 * The loyalty card's barcode on My Account (GetMyCardAndSaveAmountInfo → BarCodeUrl). While it
 * loads a short status shows; a failed call says so instead of spinning forever (DESIGN.md §7).
 */
import { useEffect, useState } from "react";
import { getMyCardAndSaveAmountInfo } from "../../api/cart.ts";
import { handleSessionExpired, siteClient } from "../session/site-client.ts";

type Props = { userToken: string; memberNumber: string };

type Card = { state: "loading" } | { state: "failed" } | { state: "ready"; url: string; number: string };

/** Barcode image of the member's card, with the card number under it. */
export default function CardBarcode({ userToken, memberNumber }: Props) {
  const [card, setCard] = useState<Card>({ state: "loading" });

  useEffect(() => {
    let live = true;
    void getMyCardAndSaveAmountInfo(siteClient(), userToken).then((result) => {
      if (!live || handleSessionExpired(result)) return;
      if (!result.ok || result.data.BarCodeUrl === "") {
        if (!result.ok) console.warn("Card barcode failed to load", result);
        setCard({ state: "failed" });
        return;
      }
      setCard({ state: "ready", url: result.data.BarCodeUrl, number: result.data.MemberNumber || memberNumber });
    });
    return () => {
      live = false;
    };
  }, [userToken, memberNumber]);

  return (
    <figure className="member-barcode" aria-live="polite" aria-busy={card.state === "loading"}>
      {card.state === "ready" && (
        <img src={card.url} alt={`Loyalty card barcode, card number ${card.number}`} width="320" height="120" />
      )}
      {card.state === "loading" && <p className="member-muted">Loading your card…</p>}
      {card.state === "failed" && <p className="member-muted">Your card barcode could not be loaded.</p>}
      {/* The barcode image prints the number itself; without it the number still shows as text. */}
      {card.state !== "ready" && <figcaption>Card number {memberNumber}</figcaption>}
    </figure>
  );
}
