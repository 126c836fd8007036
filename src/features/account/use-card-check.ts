/**
 * The card check of the link-card form. The allowed card length needs no call: it comes from the
 * company settings pulled at build time (see the account README).
 */
import { useEffect, useState } from "react";
import { isValidCardAnswer, validateMemberNumber } from "../../api/account.ts";
import type { CardLength } from "../../lib/site-config.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { shouldCheckCard, type CardStatus } from "./card-check.ts";

/** Checks the card with ValidateMemberNumber whenever both entries match at an allowed length. */
export function useCardCheck(card: string, confirm: string, length: CardLength): CardStatus {
  // Each answer is kept with the card it answers, so an edited entry reads "checking" at once.
  const [answer, setAnswer] = useState<{ card: string; status: CardStatus } | null>(null);
  const wanted = shouldCheckCard(card, confirm, length);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void validateMemberNumber(siteClient(), card).then((result) => {
      if (!current) return;
      if (!result.ok && result.kind !== "session-expired" && result.kind !== "rejected") {
        console.warn("card check failed", result);
        setAnswer({ card, status: "failed" });
        return;
      }
      setAnswer({ card, status: isValidCardAnswer(result) ? "valid" : "invalid" });
    });
    return () => {
      current = false;
    };
  }, [card, wanted]);
  if (!wanted) return "unchecked";
  return answer !== null && answer.card === card ? answer.status : "checking";
}
