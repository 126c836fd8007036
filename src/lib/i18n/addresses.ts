/**
 * Where a page of a language lives in the chain's folder: English at the root, every other
 * language under its prefix ('/es/…'). A page's `route` is its address inside its language's
 * folder; these give the address from the chain root (README.md beside this file).
 */
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";
import { normaliseRoute, siteBase } from "../links.ts";

/** The address prefix of a language's pages: '' for English, '/es' for Spanish. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? "" : `/${lang}`;
}

/** A route's address from the chain root in a language: ('/about', 'es') → '/es/about'. */
export function addressIn(lang: Language, route: string): string {
  const prefix = languagePrefix(lang);
  const path = normaliseRoute(route);
  return prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`;
}

/** A page's address from the chain root ('/es/about' for the Spanish /about). */
export function addressOf(page: { lang: Language; route: string }): string {
  return addressIn(page.lang, page.route);
}

/** Relative path from a page to the chain's root folder, where its files are (manifest, icons, lists). */
export function chainRootBase(page: { lang: Language; route: string }): string {
  return siteBase(addressOf(page));
}
