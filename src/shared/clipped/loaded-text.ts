/** The load cap's count line, shared by the coupons pages (beside Clip all) and the cart. */
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

/** '{n} of {limit} loaded', shown to a member wherever coupons are clipped and in the cart. */
export function loadedText(loaded: number, limit: number, texts?: Texts): string {
  return trFill(texts, "{n} of {limit} loaded", { n: String(loaded), limit: String(limit) });
}
