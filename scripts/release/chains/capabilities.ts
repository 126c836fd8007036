/**
 * A chain's capability report (`npm run chains`): what its site has and what is off and why, read
 * from the same tenant and route list the build uses, so an operator sees what a chain's settings
 * do before a shopper does.
 */
import { sendTargetFor } from "#src/features/email-forms/send-target.server.ts";
import { siteRoutes } from "#src/lib/route-list.ts";
import { loadTenants } from "#src/tenant/load-tenants.server.ts";
import type { ReadyTenant, Tenant } from "#src/tenant/tenant.ts";

/** One line of the report: a feature, on or off, and why. */
export type Capability = { name: string; on: boolean; detail: string };

/** The report of one chain. */
export type ChainReport = {
  site: string;
  name: string;
  status: "ok" | "settings-error";
  theme: string;
  hosts: string[];
  /** Built pages, grouped by first path segment ("coupons (29)"). */
  pages: string[];
  capabilities: Capability[];
};

const on = (name: string, detail: string): Capability => ({ name, on: true, detail });
const off = (name: string, detail: string): Capability => ({ name, on: false, detail });
const when = (test: boolean, name: string, yes: string, no: string) => (test ? on(name, yes) : off(name, no));

/** The site's routes counted by their first segment, in route-list order. */
function pageGroups(tenant: Tenant): string[] {
  const counts = new Map<string, number>();
  for (const r of siteRoutes(tenant)) {
    const first = r.route === "/" ? "/" : `/${r.route.split("/")[1] ?? ""}`;
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts].map(([route, n]) => (n === 1 ? route : `${route} (${n})`));
}

/** How the chain's forms send: relay, direct (key public) or off. */
function formsCapability(tenant: ReadyTenant): Capability {
  const target = sendTargetFor(tenant, "contact");
  if (target === null) return off("forms delivery", "no EMAIL settings");
  if (target.via === "relay") return on("forms delivery", `relay ${target.url}`);
  return on("forms delivery", "direct SendEmail from the browser (its SecurityKey is public in the pages)");
}

/** The home page's sections (spec 000 §2 Home) with why each is shown or not. */
function homeSections(tenant: ReadyTenant): Capability[] {
  const d = tenant.data;
  const slides = d.HOME_SLIDER.filter((s) => s.slider_visible).length;
  const count = (n: number, what: string) => `${n} ${n === 1 ? what : what.replace(/y$/, "ie")}${n === 1 ? "" : "s"}`;
  return [
    when(slides > 0, "home slider", count(slides, "visible slide"), "no visible HOME_SLIDER slide"),
    when(
      d.HOME_WEEKLY_AD_IMAGES.length > 0,
      "home weekly-ad images",
      count(d.HOME_WEEKLY_AD_IMAGES.length, "image"),
      "no HOME_WEEKLY_AD_IMAGES",
    ),
    when(
      tenant.deals.length > 0,
      "home deals of the week",
      count(tenant.deals.length, "deal"),
      "no deals in the pulled deals.json",
    ),
    when(d.HOME_ABOUT.length > 0, "home About Us", count(d.HOME_ABOUT.length, "entry"), "no HOME_ABOUT entries"),
    when(d.TESTIMONIALS.length > 0, "testimonials", count(d.TESTIMONIALS.length, "testimonial"), "no TESTIMONIALS"),
    when(d.EMAIL !== undefined, "newsletter form", "home and /contact", "no EMAIL settings"),
  ];
}

/** Pages and features a setting or flag turns on or off, with the reason. */
function featureSwitches(tenant: ReadyTenant, routes: ReadonlySet<string>): Capability[] {
  const d = tenant.data;
  const f = tenant.flags;
  const employment = f.employmentRedirectsToError
    ? off("employment", "flags.employmentRedirectsToError: /employment sends to /error")
    : f.employmentUsesCareersWidget
      ? on("employment", "careers widget (flags.employmentUsesCareersWidget)")
      : when(
          d.ALLOW_EMPLOYMENT_SCREEN && d.EMAIL !== undefined,
          "employment form",
          "/employment",
          d.ALLOW_EMPLOYMENT_SCREEN ? "no EMAIL settings" : "ALLOW_EMPLOYMENT_SCREEN off",
        );
  return [
    when(d.EMAIL !== undefined, "contact form", "/contact", "no EMAIL settings"),
    employment,
    on("sign-in", d.ALLOW_PASSWORD || f.alwaysPasswordMode ? "password" : "4-digit PIN (ALLOW_PASSWORD off)"),
    when(
      d.ALLOW_LINK_CARD_REGISTRATION,
      "link-card registration",
      "/link-card-registration",
      "ALLOW_LINK_CARD_REGISTRATION off",
    ),
    when(d.ALLOW_EMAIL_CHANGE, "e-mail change", "My Account", "ALLOW_EMAIL_CHANGE off"),
    when(d.ALLOW_USER_DELETE, "account deletion", "My Account", "ALLOW_USER_DELETE off"),
    on("rewards", d.POINTS_API ? "GetLMRewardsV2 and the points calls, POINTS_API on" : "GetLMRewards, POINTS_API off"),
    when(routes.has("/tutorial"), "shop tutorial", "/tutorial", `SHOP_TUTORIAL is ${d.SHOP_TUTORIAL}, not 1`),
    when(d.MAP_TILE_URL !== undefined, "store maps", "/contact and About", "no MAP_TILE_URL"),
    when(
      d.ONLY_COUPONS,
      "coupons-only site",
      d.ONLY_COUPONS_COMING_SOON ? "home shows 'Coming Soon'" : "home is the coupons page",
      "ONLY_COUPONS off",
    ),
    when(
      (d.ANALYTICS?.scripts.length ?? 0) > 0 || d.ANALYTICS?.ga_id !== undefined,
      "analytics",
      "ANALYTICS set",
      "no ANALYTICS",
    ),
    formsCapability(tenant),
  ];
}

/** The report of one chain. */
export function chainReport(tenant: Tenant): ChainReport {
  const base = { site: tenant.site, hosts: tenant.hosts, pages: pageGroups(tenant) };
  if (tenant.status === "settings-error") {
    return {
      ...base,
      name: tenant.site,
      status: "settings-error",
      theme: "-",
      capabilities: [off("site", `the gateway reported an error: ${tenant.error}; every page shows 'Oops!'`)],
    };
  }
  const d = tenant.data;
  const routes = new Set(siteRoutes(tenant).map((r) => r.route));
  return {
    ...base,
    name: d.STORE_NAME,
    status: "ok",
    theme: `${d.THEME}${d.BASIC_THEME ? " (basic)" : ""}, header ${d.HEADER_BG_COLOR}`,
    capabilities: [...homeSections(tenant), ...featureSwitches(tenant, routes)],
  };
}

/** The report as text, one block per chain. */
export function reportLines(reports: readonly ChainReport[]): string[] {
  return reports.flatMap((r) => {
    const width = Math.max(...r.capabilities.map((c) => c.name.length));
    return [
      `${r.site} (${r.name})${r.status === "ok" ? "" : " SETTINGS ERROR"}`,
      `  theme: ${r.theme}`,
      `  hosts: ${r.hosts.join(", ")}`,
      `  pages: ${r.pages.join(", ")}`,
      ...r.capabilities.map((c) => `  ${`${c.name}:`.padEnd(width + 1)} ${c.on ? "on" : "off"} — ${c.detail}`),
      "",
    ];
  });
}

/**
 * The capability report of one chain as text lines, read from `tenantsDir` (the release's section
 * per chain); a chain whose data the build refuses has none (its errors say why).
 */
export function capabilityLines(tenantsDir: string, site: string): string[] {
  try {
    const [tenant] = loadTenants({ dir: tenantsDir, only: [site] });
    return tenant === undefined ? [] : reportLines([chainReport(tenant)]).filter((line) => line !== "");
  } catch {
    return [];
  }
}
