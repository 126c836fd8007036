/**
 * Build time: the weekly ad gallery island's texts on a page in another language
 * (lib/i18n/shown-text.ts), from the catalogues. Undefined on an English page, so the island writes
 * its own English and its props are what they were.
 */
import { textPairs, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

/** Everything the gallery writes (WeeklyAdGallery.tsx) and its lightbox (Lightbox.tsx). */
export const GALLERY_KEYS: readonly MessageKey[] = [
  "weeklyAds.viewPdf",
  "layout.newTab",
  "weeklyAds.noAds",
  "weeklyAds.others",
  "weeklyAds.loading",
  "weeklyAds.pages",
  "weeklyAds.previousPage",
  "weeklyAds.nextPage",
  "weeklyAds.showPage",
  "weeklyAds.pageAlt",
  "weeklyAds.openPage",
  "lightbox.zoomIn",
  "lightbox.zoomOut",
  "lightbox.previous",
  "lightbox.next",
  "member.close",
  "lightbox.page",
  "carousel.role",
];

/** Everything the catering slideshow writes (CateringSlides.tsx). */
export const CATERING_KEYS: readonly MessageKey[] = [
  "carousel.showSlide",
  "carousel.play",
  "carousel.pause",
  "carousel.role",
  "catering.loading",
  "catering.slides",
  "catering.slideAlt",
];

/** The gallery's texts on a page in `lang`, keyed by their English (undefined in English). */
export function galleryTexts(lang: Language): Texts | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : textPairs(lang, GALLERY_KEYS);
}

/** The catering slideshow's texts on a page in `lang`, keyed by their English (undefined in English). */
export function cateringTexts(lang: Language): Texts | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : textPairs(lang, CATERING_KEYS);
}
