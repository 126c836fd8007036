/**
 * The member's card for its barcode (cart page, My Account): GetMyCardAndSaveAmountInfo once per
 * token. -1001 goes to the session's handler; any other failure, or an answer without a barcode
 * address, is logged and shown as "could not load".
 */
import { useEffect, useState } from "react";
import type { CallResult } from "../../api/client.ts";
import type { GetMyCardAndSaveAmountInfoResponse } from "../../api/cart.ts";
import { handleSessionExpired } from "../session/site-client.ts";
import type { CardState } from "./CardImage.tsx";

/** Loads the card of `token` (nothing while null); `memberNumber` names the card until it answers. */
export function useCard(
  token: string | null,
  memberNumber: string,
  fetchCard: (token: string) => Promise<CallResult<GetMyCardAndSaveAmountInfoResponse>>,
): CardState {
  const [card, setCard] = useState<CardState>({ state: "loading" });
  useEffect(() => {
    if (token === null) return;
    let live = true;
    void fetchCard(token).then((result) => {
      if (!live || handleSessionExpired(result)) return;
      if (!result.ok || result.data.BarCodeUrl.trim() === "") {
        console.warn("GetMyCardAndSaveAmountInfo failed", result.ok ? "no BarCodeUrl" : result.kind);
        setCard({ state: "failed" });
        return;
      }
      setCard({ state: "ready", url: result.data.BarCodeUrl, number: result.data.MemberNumber || memberNumber });
    });
    return () => {
      live = false;
    };
  }, [token, memberNumber, fetchCard]);
  return card;
}
