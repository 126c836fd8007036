/**
 * Build time: the openings table's texts on a page in another language (lib/i18n/shown-text.ts),
 * from the catalogues. Undefined on an English page, so the island writes its own English and its
 * props are what they were.
 */
import { textPairs, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

/** Everything the openings table writes (JobTable.tsx, jobs.ts). */
export const CAREERS_KEYS: readonly MessageKey[] = [
  "careers.search",
  "careers.found",
  "forgot.submit",
  "careers.loadingOpenings",
  "weeklyAds.none",
  "careers.caption",
  "careers.jobTitle",
  "careers.location",
  "careers.sorted",
  "careers.ascending",
  "careers.descending",
  "layout.newTab",
];

/** The table's texts on a page in `lang`, keyed by their English (undefined in English). */
export function careersTexts(lang: Language): Texts | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : textPairs(lang, CAREERS_KEYS);
}
