/**
 * Build time: the coupon islands' texts on a page in another language
 * (lib/i18n/shown-text.ts, lib/i18n/page-texts.ts), from the catalogues, with the page's `Intl`
 * locale as the map's "en-US" entry. Undefined on an English page, so the islands write their own
 * English in en-US and their props are what they were. The coupons' own texts stay as the gateway sent them.
 */
import { en, type MessageKey } from "../../lib/i18n/en.ts";
import { localeTextPairs, type Language } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

const keysOf = (prefix: string): MessageKey[] =>
  (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith(prefix));

/** The coupon islands' texts on a page in `lang` (the coupons page, a department's grid, the home deals). */
export function couponTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return localeTextPairs(lang, [...keysOf("coupons."), "connection.needed"]);
}

/** The home page's deals of the week: the empty text, the expiry line, the clip line. */
export function dealTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const keys: MessageKey[] = [
    "coupons.none",
    "coupons.expires",
    "coupons.clippedAt",
    "coupons.clippedBefore",
    "coupons.ready",
  ];
  return localeTextPairs(lang, keys);
}
