/**
 * The page types of a built chain, as the layout audit and the visual baselines visit them: one
 * address per type (the first of its folder where a type has many pages), found in the build, so a
 * type the chain does not build (a flag-gated page) has no address and is not visited.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { firstIn, firstWeeklyAd } from "../../../scripts/measure/measure.ts";
import { languagePrefix } from "../../../src/lib/i18n/addresses.ts";
import type { Language } from "../../../src/tenant/languages.ts";
import { DIST_DIR } from "../settings.ts";

/** A page type as visited: its name, its address, whether a member sees it, and its language. */
export type PageType = { name: string; route: string; member: boolean; lang: string };

type Finder = string | ((siteDir: string) => string | null);

/** The first store's weekly ad page (or its gallery). */
const weeklyAd = (folder: string) => (siteDir: string) => firstWeeklyAd(siteDir, folder);

const TYPES: { name: string; route: Finder; member?: boolean }[] = [
  { name: "home", route: "/" },
  { name: "policies", route: "/company-policies/" },
  { name: "policy", route: firstIn("company-policies", ["web-accessibility"]) },
  { name: "accessibility report", route: "/company-policies/web-accessibility/report/" },
  { name: "about", route: "/about/" },
  { name: "about page", route: firstIn("about") },
  { name: "coupons", route: "/coupons/" },
  { name: "coupons-only", route: "/coupons-only/" },
  { name: "digital-deals", route: "/digital-deals/" },
  { name: "departments", route: "/department/" },
  { name: "department", route: firstIn("department") },
  { name: "floral", route: "/departments/floral/" },
  { name: "cart", route: "/cart/", member: true },
  { name: "my-deals", route: "/my-deals/", member: true },
  { name: "login", route: "/login/" },
  { name: "forgot", route: "/forget-pin/" },
  { name: "registration", route: "/register/" },
  { name: "simple-register", route: "/simple-register/" },
  { name: "link-card", route: "/link-card-registration/" },
  { name: "my-account", route: "/my-account/", member: true },
  { name: "change-pin", route: "/change-pin/", member: true },
  { name: "my-rewards", route: "/my-rewards/", member: true },
  { name: "delete-account", route: "/how-to-delete-your-account/" },
  { name: "weekly-ads", route: "/weekly-ads/" },
  { name: "weekly-ad", route: weeklyAd("weekly-ads") },
  { name: "catering", route: "/catering/" },
  { name: "contact", route: "/contact/" },
  { name: "employment", route: "/employment/" },
  { name: "loyalty", route: "/loyalty/" },
  { name: "download-our-app", route: "/download-our-app/" },
  { name: "tutorial", route: "/tutorial/" },
  { name: "order-online", route: "/order-online/" },
  { name: "pharmacy", route: "/pharmacy/" },
  { name: "seniorteals", route: "/seniorteals/" },
  { name: "tealsemp", route: "/tealsemp/" },
  { name: "static page", route: firstIn("page") },
  { name: "error", route: "/error/" },
];

/**
 * The page types the build holds for `site` in a language, each with its address (`/site/…/`, a
 * second language's under its prefix: `/site/es/…/`).
 */
export function pageTypesOf(site: string, lang: Language = "en"): PageType[] {
  const langDir = join(DIST_DIR, site, languagePrefix(lang));
  return TYPES.flatMap(({ name, route, member = false }) => {
    const found = typeof route === "string" ? route : route(langDir);
    if (found === null || !existsSync(join(langDir, found, "index.html"))) return [];
    return [{ name, route: `/${site}${languagePrefix(lang)}${found}`, member, lang }];
  });
}
