/**
 * The link-card card check (accounts §4): the number is checked with ValidateMemberNumber once both
 * entries match and have an allowed length; the card counts as valid only when the answer's
 * ErrorCode is positive (-1, "This card is already linked", is a failure). Any change to the number
 * makes it unchecked again.
 */
import type { CardLength } from "../../lib/site-config.ts";
import { cardLengthOk } from "../../shared/forms/field-rules.ts";

/** State of the card check. */
export type CardStatus = "unchecked" | "checking" | "valid" | "invalid" | "failed";

/** True when the number should be checked now. */
export function shouldCheckCard(card: string, confirm: string, length: CardLength): boolean {
  return card === confirm && cardLengthOk(card, length);
}

/** The status text under the card fields ('' when there is nothing to say). */
export function cardStatusText(status: CardStatus): string {
  switch (status) {
    case "checking":
      return "Checking the card number…";
    case "valid":
      return "Card number verified.";
    case "invalid":
      return "This card number cannot be linked.";
    case "failed":
      return "The card number could not be checked.";
    default:
      return "";
  }
}
