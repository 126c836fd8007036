/**
 * Build time: the cart page's and the deals sheet's texts on a page in another language
 * (lib/i18n/shown-text.ts, lib/i18n/page-texts.ts), from the catalogues, with the page's `Intl`
 * locale as the map's "en-US" entry. Undefined on an English page, so the islands write their own
 * English in en-US and their props are what they were. The coupons' own texts stay as the gateway sent them.
 */
import { en, type MessageKey } from "../../lib/i18n/en.ts";
import { localeTextPairs, type Language } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

/** What the coupon cards, clips and toasts write on the cart pages too (the clip line, the cap's count, Cancel). */
const CLIP_KEYS: readonly MessageKey[] = [
  "coupons.clippedAt",
  "coupons.clippedBefore",
  "coupons.ready",
  "coupons.waiting",
  "coupons.cancel",
  "coupons.loaded",
  "coupons.tryAgain",
  "coupons.loadFailed",
  "coupons.reload",
  "connection.needed",
];

/** The card barcode's texts (shared/card/CardImage.tsx), as My Account has them. */
const CARD_KEYS: readonly MessageKey[] = ["member.cardLoading", "member.cardFailed", "member.cardAlt"];

const CART_KEYS = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith("cart."));

/** The cart page's and the deals sheet's texts on a page in `lang`. */
export function cartTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return localeTextPairs(lang, [...CART_KEYS, ...CLIP_KEYS, ...CARD_KEYS]);
}
