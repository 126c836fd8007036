/**
 * Build-time data of the coupons views (pages load, components render): the department the
 * address selects, the snapshot the island starts from, the chain's button texts and disclaimer.
 * Type-only tenant imports, so nothing of the build reaches the browser.
 */
import type { Coupon, ProductCategory } from "../../api/coupons.ts";
import { siteConfigFor } from "../../lib/site-config.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import { ALL_CATEGORY, categoryForPath, dealsCountedInDepartments } from "./categories.ts";
import { badgeText } from "./clip-outcomes.ts";
import { isCurrent } from "./home-deals.ts";
import { PREVIEW_SIZE } from "./coupon-query.ts";
import type { ClipTexts } from "./clip-outcomes.ts";
import { textPairs } from "../../lib/i18n/catalogue.ts";
import { tr } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";

/** The disclaimer's sentence addressed to guests (members are signed in already). */
export const LOGIN_SENTENCE = "Please log in to see the accurate selection of coupons for your store.";

/** The disclaimer shown when the chain sets no COUPON_PAGE_DISCLAIMER_TEXT. */
export const DEFAULT_DISCLAIMER = `Coupon availability varies by store location. ${LOGIN_SENTENCE}`;

/** The disclaimer split around its login sentence (`login` is null when the text has none). */
export type DisclaimerParts = { before: string; login: string | null; after: string };

/** The disclaimer's parts, so the login sentence can be shown to guests only. */
export function disclaimerParts(text: string): DisclaimerParts {
  const at = text.indexOf(LOGIN_SENTENCE);
  if (at < 0) return { before: text, login: null, after: "" };
  return { before: text.slice(0, at), login: LOGIN_SENTENCE, after: text.slice(at + LOGIN_SENTENCE.length) };
}

/** The chain's disclaimer, or the default one. */
export function disclaimerText(tenant: ReadyTenant): string {
  return tenant.data.COUPON_PAGE_DISCLAIMER_TEXT?.trim() || DEFAULT_DISCLAIMER;
}

/** The add / remove texts (site config) and the in-cart badge, with the chain's wording, in the page's language. */
export function clipTextsFor(tenant: ReadyTenant, lang: Language = DEFAULT_LANGUAGE): ClipTexts {
  const texts: ClipTexts = { ...siteConfigFor(tenant).cartTexts, badge: badgeText(tenant.flags.couponListWording) };
  if (lang === DEFAULT_LANGUAGE) return texts;
  const shown = textPairs(lang, [
    "coupons.addCart",
    "coupons.removeCart",
    "coupons.addList",
    "coupons.removeList",
    "coupons.inCart",
    "coupons.inList",
  ]);
  return { add: tr(shown, texts.add), remove: tr(shown, texts.remove), badge: tr(shown, texts.badge) };
}

/** The category fields the islands need (keeps the page's props small). */
export function categorySnapshot(tenant: ReadyTenant): ProductCategory[] {
  return tenant.departments.map(({ ProductCategoryId, ProductCategoryName, NoOfCoupons, DepartmentImageUrl }) => ({
    ProductCategoryId,
    ProductCategoryName,
    NoOfCoupons,
    DepartmentImageUrl,
  }));
}

/** The department a coupons address selects: its `[...path]` parameter ('' for /coupons), All Coupons by default. */
export function pageCategory(tenant: ReadyTenant, path: string): number {
  return categoryForPath(path, tenant.departments) ?? ALL_CATEGORY;
}

/**
 * Props of the coupons island for a page whose `[...path]` parameter is `path` ('' for /coupons);
 * `couponsOnly` for the coupons-only view, whose department entries stay on it.
 */
export function couponsAppProps(
  tenant: ReadyTenant,
  route: string,
  path: string,
  couponsOnly = false,
  lang: Language = DEFAULT_LANGUAGE,
) {
  return {
    snapshot: categorySnapshot(tenant),
    categoryId: pageCategory(tenant, path),
    route,
    texts: clipTextsFor(tenant, lang),
    dealsInDepartments: dealsCountedInDepartments(tenant.deals, tenant.departments),
    ...(couponsOnly ? { couponsOnly } : {}),
  };
}

/** The pulled guest list of `categoryId` without the coupons expired by `now` (the build's clock); null when none was pulled. */
export function currentList(tenant: ReadyTenant, categoryId: number, now: Date): Coupon[] | null {
  const pulled = tenant.couponLists.lists[categoryId];
  return pulled === undefined
    ? null
    : pulled.filter((c) => isCurrent({ expiresAt: c.expiresAt?.getTime() ?? null }, now));
}

/**
 * The cards a coupons or department page draws at build time for `categoryId`: the first
 * PREVIEW_SIZE coupons of its pulled list that still run at `now`; empty when none were pulled.
 */
export function couponPreview(tenant: ReadyTenant, categoryId: number, now: Date): Coupon[] {
  return (currentList(tenant, categoryId, now) ?? []).slice(0, PREVIEW_SIZE);
}
