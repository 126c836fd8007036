/**
 * Each language's name in itself, as the language switch shows it ('Español' on an English page):
 * a shopper looks for their own language's name. These are outside the catalogues on purpose: the
 * link carries `lang`, and is the one place a page holds another language's word.
 */
import type { Language } from "../../tenant/languages.ts";

/** The name of each language in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };
