/**
 * Languages as a build dimension of the route list (README.md beside this file). A chain with
 * `languages: ["en", "es"]` has every route once more under `/es/`: the same entry with `lang: "es"`,
 * the prefix on its pattern (the page file under `src/pages/[site]/es/` finds it by that), its
 * product-written titles from the catalogue (a title that names a store: its `titleText`), and the
 * same `route`. Pages link relatively, so a page one folder down links to the routes of that folder:
 * every link stays in its language with no component knowing. Addresses that leave the page (canonical, hreflang, sitemap, the chain's files)
 * are built here from `addressOf`.
 */
import type { ReadyTenant, Tenant } from "../../tenant/tenant.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";
import { canonicalUrl } from "../links.ts";
import { siteRoutes, type SiteRoute } from "../route-list.ts";
import { addressIn } from "./addresses.ts";
import { fill, textsOf, translatedTitle } from "./catalogue.ts";

/** The entry of an English route in another language. */
export function inLanguage(page: SiteRoute, lang: Language): SiteRoute {
  if (lang === DEFAULT_LANGUAGE) return page;
  return {
    ...page,
    lang,
    pattern: addressIn(lang, page.pattern),
    title: page.titleText
      ? fill(textsOf(lang)[page.titleText.key], page.titleText.values)
      : translatedTitle(page.title, lang),
    crumbs: page.crumbs.map((c) => ({ ...c, label: translatedTitle(c.label, lang) })),
  };
}

/** The languages of a chain's site, English first. */
export function languagesOf(tenant: Pick<ReadyTenant, "local">): readonly Language[] {
  return tenant.local.languages;
}

/** Every page of a chain in every language it has: English first, then each other language's. */
export function pagesOf(tenant: ReadyTenant): SiteRoute[] {
  const english = siteRoutes(tenant);
  return languagesOf(tenant).flatMap((lang) => english.map((page) => inLanguage(page, lang)));
}

/**
 * Every page a chain's build holds, whatever its settings: a ready chain's pages in each of its
 * languages, a chain whose settings failed its fixed 'Oops!' routes (English only).
 */
export function builtPagesOf(tenant: Tenant): SiteRoute[] {
  return tenant.status === "ok" ? pagesOf(tenant) : siteRoutes(tenant);
}

/** One alternate of a page: its language and its absolute address on the chain's primary host. */
export interface Alternate {
  /** hreflang value: a language code, or 'x-default'. */
  hreflang: Language | "x-default";
  href: string;
}

/**
 * The hreflang alternates of a page: one per language of the chain, and x-default (English).
 * Empty for a chain with one language, so its pages stay as they were.
 */
export function alternatesOf(tenant: Pick<ReadyTenant, "local" | "primaryHost">, page: SiteRoute): Alternate[] {
  const languages = languagesOf(tenant);
  if (languages.length < 2) return [];
  const href = (lang: Language) => canonicalUrl(tenant.primaryHost, addressIn(lang, page.canonical ?? page.route));
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: href(lang) })),
    { hreflang: "x-default" as const, href: href(DEFAULT_LANGUAGE) },
  ];
}
