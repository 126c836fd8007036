/**
 * Dates the build writes into a page, in the page's language (README.md beside this file): the specs'
 * MM/DD/YYYY on English pages, day first (DD/MM/YYYY, as `es-US` writes it) on Spanish ones.
 * Build-time code only; islands format with `Intl` and the locale their page passes them.
 */
import type { Language } from "../../tenant/languages.ts";

/** A MM/DD/YYYY date as the page's language writes it ('' stays ''; anything else as it is). */
export function shownDate(usDate: string, lang: Language): string {
  return lang === "en" ? usDate : usDate.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, "$2/$1/$3");
}
