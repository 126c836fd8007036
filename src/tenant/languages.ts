/**
 * The languages a chain's site can be built in (local.json `languages`; src/lib/i18n/README.md).
 * English is every chain's first language: the specs' texts, the addresses they name, x-default.
 */

/** Language codes, as in `<html lang>` and hreflang. */
export const LANGUAGES = ["en", "es"] as const;
/** One of LANGUAGES. */
export type Language = (typeof LANGUAGES)[number];
/** The language every chain is built in, at the site root. */
export const DEFAULT_LANGUAGE = "en" satisfies Language;

/**
 * Whether every route exists in Spanish with every product-written text from the catalogue (it
 * does: src/lib/i18n/README.md). While it is false no committed chain may turn Spanish on (a test
 * over tenants/ holds it): the site must never lead a shopper into a half-Spanish site. A new
 * language starts the same way, with its own flag off.
 */
export const SPANISH_COMPLETE = true;
