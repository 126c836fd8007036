/**
 * The card check of the link-card form. The allowed card length needs no call: it comes from the
 * company settings pulled at build time (see the account README).
 */
import { useEffect, useState } from "react";
import { isValidCardAnswer, validateMemberNumber } from "../../api/account.ts";
import type { CardLength } from "../../lib/site-config.ts";
import { siteClient } from "../session/gateway.ts";
import { shouldCheckCard, type CardStatus } from "./card-check.ts";

/** Checks the card with ValidateMemberNumber whenever both entries match at an allowed length. */
export function useCardCheck(card: string, confirm: string, length: CardLength): CardStatus {
  const [status, setStatus] = useState<CardStatus>("unchecked");
  useEffect(() => {
    if (!shouldCheckCard(card, confirm, length)) {
      setStatus("unchecked");
      return;
    }
    let current = true;
    setStatus("checking");
    void validateMemberNumber(siteClient(), card).then((result) => {
      if (!current) return;
      if (!result.ok && result.kind !== "session-expired" && result.kind !== "rejected") {
        console.warn("card check failed", result);
        setStatus("failed");
        return;
      }
      setStatus(isValidCardAnswer(result) ? "valid" : "invalid");
    });
    return () => {
      current = false;
    };
  }, [card, confirm, length]);
  return status;
}
