/**
 * Hooks of the link-card form: the allowed card length from company settings (the build's snapshot
 * until the live settings answer; 'Error Notification !' when they fail) and the card check.
 */
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast.ts";
import { isValidCardAnswer, validateMemberNumber } from "../../api/account.ts";
import { getCompanySettings } from "../../api/company.ts";
import { cardLengthOf, type CardLength } from "../../lib/site-config.ts";
import { NETWORK_ERROR_MESSAGE, siteClient } from "../session/gateway.ts";
import { shouldCheckCard, type CardStatus } from "./card-check.ts";

/** The ids the company-settings call sends. */
export type SettingsIds = { clientAppName: string; clientId: number; storeGroupId: number; storeId: number };

/** Card length: `initial` until GetCompanySettingsAndContactInfoByStoreGroup answers. */
export function useCardLength(initial: CardLength, ids: SettingsIds): CardLength {
  const [length, setLength] = useState(initial);
  useEffect(() => {
    let live = true;
    const args = {
      ClientAppName: ids.clientAppName,
      ClientId: ids.clientId,
      StoreGroupId: ids.storeGroupId,
      StoreId: ids.storeId,
    };
    void getCompanySettings(siteClient(), args).then((result) => {
      if (!live) return;
      if (result.ok) {
        const s = result.data.CompanySettings;
        setLength(cardLengthOf(s.MemberCardMinLength, s.MemberCardMaxLength));
      } else {
        console.warn("company settings failed", result);
        toast.error(NETWORK_ERROR_MESSAGE);
      }
    });
    return () => {
      live = false;
    };
  }, [ids.clientAppName, ids.clientId, ids.storeGroupId, ids.storeId]);
  return length;
}

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
