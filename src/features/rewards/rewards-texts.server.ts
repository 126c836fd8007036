/**
 * Build time: the My Rewards island's texts and `Intl` locale on a page in another language
 * (lib/i18n/shown-text.ts, README.md 'Dates, prices and numbers'), from the catalogues. Undefined on
 * an English page, so the island writes its own English in en-US and its props are what they were.
 */
import { INTL_LOCALES, textPairs, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

/** Everything the island writes: its list, the cards, the redeem and points-history views, its toasts. */
const REWARDS_KEYS: readonly MessageKey[] = [
  "rewards.loading",
  "rewards.none",
  "rewards.earned",
  "rewards.allowTime",
  "rewards.bought",
  "rewards.left",
  "rewards.redeemPoints",
  "rewards.pointsHistory",
  "rewards.back",
  "rewards.redeemTitle",
  "rewards.loadingOptions",
  "rewards.noRecords",
  "rewards.redeem",
  "rewards.chooseOne",
  "rewards.tierValue",
  "rewards.viewItems",
  "rewards.itemsOf",
  "rewards.loadingItems",
  "rewards.confirm",
  "rewards.redeemed",
  "rewards.loadingHistory",
  "rewards.byDay",
  "rewards.date",
  "rewards.points",
  "connection.needed",
  "toast.errorNotification",
];

/** The island's props on a page in `lang`: its texts and the page's locale (undefined in English). */
export function rewardsTexts(lang: Language): { texts: Texts; locale: string } | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return { texts: textPairs(lang, REWARDS_KEYS), locale: INTL_LOCALES[lang] };
}
