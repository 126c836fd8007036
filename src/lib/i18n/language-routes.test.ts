import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { everyPageTenant, testTenant } from "../../test-support/test-tenant.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import { siteRoutes } from "../route-list.ts";
import { pagePaths } from "../route-paths.ts";
import { addressIn, addressOf, chainRootBase } from "./addresses.ts";
import { textsOf } from "./catalogue.ts";
import { en, type MessageKey } from "./en.ts";
import { alternatesOf, pagesOf } from "./language-routes.ts";

/** A tenant with Spanish turned on, as a chain's local.json would. */
function withSpanish(tenant: ReadyTenant): ReadyTenant {
  return { ...tenant, local: { ...tenant.local, languages: ["en", "es"] } };
}

describe("languages in the route list", () => {
  it("an English-only chain has exactly its English pages", () => {
    const tenant = testTenant();
    expect(pagesOf(tenant)).toEqual(siteRoutes(tenant));
    expect(alternatesOf(tenant, siteRoutes(tenant)[0]!)).toEqual([]);
  });

  it("a chain with Spanish has every route once more under /es/, with the same route and translated titles", () => {
    const tenant = withSpanish(everyPageTenant());
    const english = siteRoutes(tenant);
    const spanish = pagesOf(tenant).filter((p) => p.lang === "es");
    expect(spanish.map((p) => p.route)).toEqual(english.map((p) => p.route));
    expect(spanish.map(addressOf)).toEqual(english.map((p) => (p.route === "/" ? "/es" : `/es${p.route}`)));
    const policies = spanish.find((p) => p.route === "/company-policies/web-accessibility")!;
    expect(policies).toMatchObject({
      pattern: "/es/company-policies/web-accessibility",
      title: "Accesibilidad web",
      crumbs: [{ label: "Políticas de la empresa", route: "/company-policies" }],
    });
    expect(spanish.find((p) => p.route === "/error")).toMatchObject({ title: "PÁGINA NO ENCONTRADA", noindex: true });
  });

  it("every title the route list writes itself is translated", () => {
    const tenant = withSpanish(everyPageTenant());
    const es = textsOf("es");
    // English titles of the catalogue whose Spanish is another word ('Catering' is both).
    const titles = new Set<string>(
      (Object.keys(en) as MessageKey[]).filter((k) => k.startsWith("title.") && es[k] !== en[k]).map((k) => en[k]),
    );
    const left = pagesOf(tenant).filter((p) => p.lang === "es" && titles.has(p.title));
    expect(left.map((p) => p.title)).toEqual([]);
    expect(siteRoutes(tenant).filter((p) => titles.has(p.title)).length).toBeGreaterThan(25);
  });

  it("a title that names a store is the language's text with the store's name (a store's weekly ad)", () => {
    const tenant = withSpanish(everyPageTenant());
    const store = tenant.stores[0]!;
    const ads = pagesOf(tenant).filter((p) => p.route.startsWith(`/weekly-ads/${store.ClientStoreId}/`));
    expect(ads.map((p) => [p.lang, p.title, p.crumbs.map((c) => c.label)])).toEqual([
      ["en", `Weekly Ad ${store.ClientStoreName}`, ["Weekly Ads"]],
      ["es", `Ofertas semanales de ${store.ClientStoreName}`, ["Ofertas semanales"]],
    ]);
  });

  it("each page file finds its own language's pages by its pattern", () => {
    const tenant = withSpanish(testTenant());
    const es = pagePaths([tenant], "/[site]/es/company-policies");
    expect(es.map((p) => [p.params, p.props.page.lang])).toEqual([[{ site: "acme" }, "es"]]);
    expect(pagePaths([tenant], "/[site]/company-policies").map((p) => p.props.page.lang)).toEqual(["en"]);
    expect(pagePaths([tenant], "/[site]/es").map((p) => p.props.page.route)).toEqual(["/"]);
  });

  it("hreflang alternates: each language's address and x-default (English), both ways", () => {
    const tenant = withSpanish(testTenant());
    const [enPage, esPage] = ["en", "es"].map((lang) =>
      pagesOf(tenant).find((p) => p.lang === lang && p.route === "/company-policies"),
    );
    const expected = [
      { hreflang: "en", href: "https://www.acme.example/company-policies/" },
      { hreflang: "es", href: "https://www.acme.example/es/company-policies/" },
      { hreflang: "x-default", href: "https://www.acme.example/company-policies/" },
    ];
    expect(alternatesOf(tenant, enPage!)).toEqual(expected);
    expect(alternatesOf(tenant, esPage!)).toEqual(expected);
  });

  it("addresses: the language prefix, and the chain root above it for the chain's files", () => {
    expect(addressIn("es", "/")).toBe("/es");
    expect(addressIn("es", "/coupons/produce")).toBe("/es/coupons/produce");
    expect(addressIn("en", "/coupons/")).toBe("/coupons");
    expect(chainRootBase({ lang: "es", route: "/about" })).toBe("../../");
    expect(chainRootBase({ lang: "en", route: "/about" })).toBe("../");
  });
});

describe("the Spanish page files", () => {
  const pages = join(import.meta.dirname, "..", "..", "pages", "[site]");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith(".astro")
          ? [relative(pages, join(dir, e.name))]
          : [],
    );

  it("every page file has its mirror under es/, and every mirror a page file", () => {
    const all = files(pages);
    const english = all.filter(
      (f) => !f.startsWith("es/") && !f.startsWith("_") && !f.startsWith("[...settingsError]"),
    );
    const mirrors = all.filter((f) => f.startsWith("es/")).map((f) => f.slice(3));
    expect(mirrors.sort()).toEqual(english.sort());
  });
});
