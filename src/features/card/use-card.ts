/**
 * The member's card for its barcode (cart page, My Account): GetMyCardAndSaveAmountInfo once per
 * token. -1001 goes to the session's handler; any other failure, or an answer without a barcode
 * address, is logged and shown as "could not load".
 *
 * The barcode last shown is remembered with the session (`rememberCard`, cleared at logout), so a
 * returning member sees it at once — at the till too, on a weak connection — while the call
 * refreshes it; the head's guard script has already asked for the image (GuardRedirect `card`).
 * When the refresh fails, the remembered barcode stays.
 */
import { useEffect, useMemo, useState } from "react";
import type { CallResult } from "../../api/client.ts";
import type { GetMyCardAndSaveAmountInfoResponse } from "../../api/cart.ts";
import type { CachedCard } from "../session/session-core.ts";
import { cachedCard, rememberCard } from "../session/session-store.ts";
import { handleSessionExpired } from "../session/site-client.ts";
import type { CardState } from "./CardImage.tsx";

/** Where the barcode is remembered (the session's storage; tests pass their own). */
export type CardMemory = { read: (member: string) => CachedCard | null; write: (card: CachedCard) => void };

const sessionMemory: CardMemory = { read: cachedCard, write: rememberCard };

const ready = (card: Pick<CachedCard, "url" | "number">): CardState => ({ state: "ready", ...card });

/** Loads the card of `token` (nothing while null); `memberNumber` names the card until it answers. */
export function useCard(
  token: string | null,
  memberNumber: string,
  fetchCard: (token: string) => Promise<CallResult<GetMyCardAndSaveAmountInfoResponse>>,
  memory: CardMemory = sessionMemory,
): CardState {
  const remembered = useMemo(() => (token === null ? null : memory.read(memberNumber)), [token, memberNumber, memory]);
  const [answer, setAnswer] = useState<CardState | null>(null);
  useEffect(() => {
    if (token === null) return;
    let live = true;
    void fetchCard(token).then((result) => {
      if (!live || handleSessionExpired(result)) return;
      if (!result.ok || result.data.BarCodeUrl.trim() === "") {
        console.warn("GetMyCardAndSaveAmountInfo failed", result.ok ? "no BarCodeUrl" : result.kind);
        setAnswer({ state: "failed" });
        return;
      }
      const card = { url: result.data.BarCodeUrl, number: result.data.MemberNumber || memberNumber };
      memory.write({ member: memberNumber, ...card });
      setAnswer(ready(card));
    });
    return () => {
      live = false;
    };
  }, [token, memberNumber, fetchCard, memory]);
  if (answer?.state === "ready") return answer;
  if (remembered !== null) return ready(remembered);
  return answer ?? { state: "loading" };
}
