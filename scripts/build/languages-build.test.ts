/**
 * A chain with Spanish, built for real (src/lib/i18n/README.md): a copy of the demo chain freshmart,
 * pulled from a demo gateway of its own, with `languages: ["en", "es"]` in its local.json (no
 * committed chain turns Spanish on yet), built once with Spanish and once without. The built pages
 * are read with a real HTML parser.
 */
import type { Coupon } from "../../src/api/coupons.ts";
import { cardTitle, detailParts, fullTitle } from "../../src/shared/clipped/offer-text.ts";
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../src/lib/i18n/en.ts";
import { es } from "../../src/lib/i18n/es.ts";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import {
  catalogueTextsInScripts,
  englishLeftovers,
  hreflangProblems,
  htmlPages,
  pageLanguageTags,
  shopperTexts,
} from "../check/language-audit.ts";
import { ROOT } from "../lib/run.ts";
import { auditDist } from "../check/dist-audit.ts";

const SITE = "freshmart";
const HOST = "www.freshmart.example";

/**
 * The Spanish pages whose every product-written text is in the catalogue: the layout on every page,
 * and these pages' own content. Pages of the live parts (coupons, cart, forms, accounts, rewards,
 * weekly ads, home, departments, stores) follow; README.md beside the catalogue lists them.
 */
const DONE = [
  /^es\/company-policies\/(index\.html|[^/]+\/index\.html|web-accessibility\/(report\/)?index\.html)$/,
  /^es\/error\/index\.html$/,
  /^es\/offline\/index\.html$/,
  /^es\/how-to-delete-your-account\/index\.html$/,
  /^es\/page\/[^/]+\/index\.html$/,
  /^es\/about\/(index\.html|[^/]+\/index\.html)$/,
  /^es\/department\/index\.html$/,
  /^es\/loyalty\/index\.html$/,
  /^es\/download-our-app\/index\.html$/,
  /^es\/employment\/index\.html$/,
  /^es\/my-(account|rewards)\/index\.html$/,
  /^es\/coupons(-only)?\/(index\.html|.+\/index\.html)$/,
  /^es\/(cart|my-deals|digital-deals)\/index\.html$/,
  /^es\/departments?\/[^/]+\/index\.html$/,
  /^es\/contact\/index\.html$/,
  /^es\/weekly-ads(-gallery)?\/(index\.html|\d+\/[^/]+\/index\.html)$/,
];

/**
 * Spanish pages whose own HTML is done while an island or a page script of theirs still writes
 * English (the islands' step): home (the slider's Play/Pause), catering (the slides). Every
 * product-written text outside their islands is checked. (The departments and digital deals are
 * whole now, in DONE; they stay here too.)
 * (The weekly-ads list is whole now, in DONE; it stays here too.)
 */
const STATIC_DONE = [
  /^es\/index\.html$/,
  /^es\/departments?\/[^/]+\/index\.html$/,
  /^es\/weekly-ads\/index\.html$/,
  /^es\/catering\/index\.html$/,
  /^es\/digital-deals\/index\.html$/,
];

/** A page's HTML without its islands (`<astro-island>`, nested ones included): what the build alone wrote. */
function withoutIslands(html: string): string {
  let out = "";
  let depth = 0;
  let from = 0;
  for (const m of html.matchAll(/<(\/?)astro-island\b[^>]*>/g)) {
    if (m[1] === "") {
      if (depth === 0) out += html.slice(from, m.index);
      depth++;
    } else if (depth > 0 && --depth === 0) from = m.index + m[0].length;
  }
  return depth === 0 ? out + html.slice(from) : out;
}

const run = promisify(execFile);
let tmp = "";
let withSpanish = "";
let englishOnly = "";
/** The chain's name and its stores' names, as pulled: what `{store}` in a catalogue text stands for. */
let storeNames: string[] = [];
/**
 * Names the chain or the gateway sent, shown as sent even where one equals a catalogue text: the
 * policies' names (every page's footer, the policy list) and the departments' ('Bakery').
 */
let policyNames: string[] = [];

/** `npm run build` of the chain's copy in `tenants` into `dist`. */
async function build(tenants: string, dist: string, gatewayUrl: string): Promise<void> {
  await run(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would make React's development build: these pages are the production ones.
      NODE_ENV: "production",
      DIST_DIR: dist,
      TENANTS_DIR: tenants,
      TENANTS: SITE,
      GATEWAY_URL: gatewayUrl,
      FORM_RELAY_URL: "http://localhost:9",
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "languages-build-"));
  const gateway = await startDemoGateway({ port: 0 });
  try {
    const english = join(tmp, "tenants-en");
    cpSync(join(ROOT, "tenants"), english, { recursive: true });
    await run(process.execPath, [join(ROOT, "scripts", "pull", "main.ts")], {
      cwd: ROOT,
      env: { ...process.env, GATEWAY_URL: gateway.url, TENANTS_DIR: english, TENANTS: SITE },
    });
    const info = JSON.parse(readFileSync(join(english, SITE, "clientinfo.json"), "utf8")) as {
      data: { STORE_NAME: string; COMPANY_POLICIES?: { name: string; policie?: { name: string }[] }[] };
    };
    policyNames = (info.data.COMPANY_POLICIES ?? []).flatMap((group) => [
      group.name,
      ...(group.policie ?? []).map((policy) => policy.name),
    ]);
    const departments = JSON.parse(readFileSync(join(english, SITE, "departments.json"), "utf8")) as {
      GetProductCategories: { ProductCategoryName: string }[];
    };
    policyNames.push(...departments.GetProductCategories.map((d) => d.ProductCategoryName));
    // The coupons' own texts (a title 'Save $1.00 on …' reads like the catalogue's 'Save {value}'), as the cards show them.
    const lists = JSON.parse(readFileSync(join(english, SITE, "coupon-lists.json"), "utf8")) as { coupons: Coupon[] };
    const deals = JSON.parse(readFileSync(join(english, SITE, "deals.json"), "utf8")) as { Specials?: Coupon[] };
    policyNames.push(
      ...[...lists.coupons, ...(deals.Specials ?? [])].flatMap((c) => [
        fullTitle(c),
        cardTitle(c),
        ...Object.values(detailParts(c.Details)),
      ]),
    );
    const stores = JSON.parse(readFileSync(join(english, SITE, "stores.json"), "utf8")) as {
      GetClientStores: { ClientStoreName: string }[];
    };
    storeNames = [info.data.STORE_NAME, ...stores.GetClientStores.map((s) => s.ClientStoreName)];
    // freshmart has no employment page of its own; the copy gets the application, to read it in Spanish.
    const infoFile = join(english, SITE, "clientinfo.json");
    const pulled = JSON.parse(readFileSync(infoFile, "utf8")) as { data: Record<string, unknown> };
    writeFileSync(infoFile, JSON.stringify({ ...pulled, data: { ...pulled.data, ALLOW_EMPLOYMENT_SCREEN: true } }));
    const spanish = join(tmp, "tenants-es");
    cpSync(english, spanish, { recursive: true });
    const local = join(spanish, SITE, "local.json");
    writeFileSync(local, JSON.stringify({ ...JSON.parse(readFileSync(local, "utf8")), languages: ["en", "es"] }));
    withSpanish = join(tmp, "dist-es");
    englishOnly = join(tmp, "dist-en");
    await build(spanish, withSpanish, gateway.url);
    await build(english, englishOnly, gateway.url);
  } finally {
    await gateway.close();
  }
}, 300_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const chain = (dist: string) => join(dist, SITE);
const read = (dist: string, page: string) => readFileSync(join(chain(dist), page), "utf8");

// Each check reads and parses every page of the built chain, in both languages: seconds of CPU on
// a busy two-core machine with coverage on, more than Vitest's default 5 s.
describe("a chain with Spanish, built", { timeout: 60_000 }, () => {
  it("has every English page once more under es/, each with <html lang='es'>", () => {
    const english = htmlPages(chain(englishOnly)).sort();
    const spanish = htmlPages(chain(withSpanish)).filter((p) => p.startsWith("es/"));
    expect(spanish.map((p) => p.slice(3)).sort()).toEqual(english);
    expect(spanish.filter((p) => pageLanguageTags(read(withSpanish, p)).lang !== "es")).toEqual([]);
  });

  it("the finished Spanish pages hold no English text of the catalogue", () => {
    const done = htmlPages(chain(withSpanish)).filter((p) => DONE.some((re) => re.test(p)));
    expect(done.length).toBeGreaterThanOrEqual(9);
    const leftovers = done.flatMap((p) =>
      englishLeftovers(read(withSpanish, p), en, es, storeNames, policyNames).map((l) => `${p}: ${l}`),
    );
    expect(leftovers).toEqual([]);
    // The layout of every Spanish page, finished or not: skip link, header, footer, breadcrumb.
    const home = shopperTexts(read(withSpanish, "es/error/index.html"));
    expect(home).toEqual(
      expect.arrayContaining(["Saltar al contenido principal", "Inicio", "Más enlaces", "Volver al inicio"]),
    );
  });

  it("the static parts of the home, department, weekly-ads, catering and digital-deals pages are Spanish", () => {
    const pages = htmlPages(chain(withSpanish)).filter((p) => STATIC_DONE.some((re) => re.test(p)));
    expect(pages).toEqual(
      expect.arrayContaining(["es/index.html", "es/weekly-ads/index.html", "es/catering/index.html"]),
    );
    expect(pages.some((p) => p.startsWith("es/department/"))).toBe(true);
    const leftovers = pages.flatMap((p) =>
      englishLeftovers(withoutIslands(read(withSpanish, p)), en, es, storeNames, policyNames).map((l) => `${p}: ${l}`),
    );
    expect(leftovers).toEqual([]);
    expect(shopperTexts(read(withSpanish, "es/index.html"))).toEqual(
      expect.arrayContaining([
        es["home.quickLinks"],
        es["home.rewards"],
        es["title.weeklyAds"],
        es["home.testimonials"],
      ]),
    );
    // The same pages in English, built without Spanish: the English texts, and no Spanish one.
    const english = pages.map((p) => p.slice(3));
    expect(shopperTexts(read(englishOnly, "index.html"))).toEqual(
      expect.arrayContaining(["Quick links", "Rewards Program", "Weekly Ads", "Testimonials"]),
    );
    expect(
      english.flatMap((p) => englishLeftovers(read(englishOnly, p).replace('lang="en"', 'lang="es"'), es, en)),
    ).toEqual([]);
  });

  it("the page scripts' texts (stores, hours, carousels, the list filters) and a store's weekly ad are in the page's language", () => {
    const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
    for (const [page, attrs] of [
      [
        "contact/index.html",
        { "data-open-text": "hours.openNow", "data-locating": "stores.locating", "data-map-of": "stores.mapOf" },
      ],
      ["index.html", { "data-play": "carousel.play" }],
    ] as const) {
      for (const [name, key] of Object.entries(attrs)) {
        expect(attr(read(withSpanish, page), name), `${page} ${name}`).toBe(en[key]);
        expect(attr(read(withSpanish, `es/${page}`), name), `es/${page} ${name}`).toBe(es[key]);
      }
    }
    const ad = htmlPages(chain(withSpanish)).find((p) => /^es\/weekly-ads\/\d+\//.test(p))!;
    expect(shopperTexts(read(withSpanish, ad)).some((t) => t.startsWith("Ofertas semanales de "))).toBe(true);
    // The gallery island gets its texts on the Spanish page only.
    const island = (html: string) => /<astro-island[^>]*\/WeeklyAdGallery\.[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
    expect(island(read(withSpanish, ad.slice(3)))).not.toContain("texts");
    expect(island(read(withSpanish, ad))).toContain("texts");
  });

  it("My Account and My Rewards get their texts and locale on the Spanish page only", () => {
    const island = (html: string) =>
      /<astro-island[^>]*component-url="[^"]*\/(MyAccount|MyRewards)\.[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
    for (const page of ["my-account", "my-rewards"]) {
      const english = island(read(withSpanish, `${page}/index.html`));
      const spanish = island(read(withSpanish, `es/${page}/index.html`));
      expect(english, page).not.toBe("");
      expect(english, page).not.toContain("texts");
      expect(spanish, page).toContain("texts");
    }
    expect(island(read(withSpanish, "es/my-rewards/index.html"))).toContain("es-US");
    expect(read(withSpanish, "es/my-account/index.html")).toContain(es["member.sheetLink"]);
  });

  it("the Contact Us form of a Spanish page is in Spanish; the English page's form is as before", () => {
    const form = (html: string) => /<form[^>]*contact-form[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    const spanish = form(read(withSpanish, "es/contact/index.html"));
    expect(shopperTexts(spanish)).toEqual(
      expect.arrayContaining([
        "¡Contáctenos por correo electrónico!",
        "Correo electrónico",
        "CONTÁCTENOS",
        "Seleccione",
      ]),
    );
    expect(englishLeftovers(`<html lang="es"><body>${spanish}</body></html>`, en, es, storeNames)).toEqual([]);
    const english = read(withSpanish, "contact/index.html");
    expect(shopperTexts(form(english))).toEqual(expect.arrayContaining(["Contact Us By Email !", "CONTACT US"]));
    expect(english).not.toContain("strings");
  });

  it("the newsletter box of a Spanish page is in Spanish (home and /contact); the English pages' box is as before", () => {
    const box = (html: string) => /<form[^>]*newsletter-form[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    for (const page of ["es/index.html", "es/contact/index.html"]) {
      const spanish = box(read(withSpanish, page));
      expect(shopperTexts(spanish)).toEqual(
        expect.arrayContaining([es["newsletter.title"], es["form.label.email"], es["newsletter.submit"]]),
      );
      expect(englishLeftovers(`<html lang="es"><body>${spanish}</body></html>`, en, es, storeNames), page).toEqual([]);
    }
    for (const page of ["index.html", "contact/index.html"]) {
      const english = box(read(withSpanish, page));
      expect(shopperTexts(english)).toEqual(
        expect.arrayContaining(["Subscribe To Our Newsletter", "Email", "Subscribe", "company policies"]),
      );
      expect(english).toBe(box(read(englishOnly, page)));
    }
  });

  it("every page's hreflang alternates are answered both ways, with x-default", () => {
    expect(hreflangProblems(chain(withSpanish), HOST)).toEqual([]);
    const tags = pageLanguageTags(read(withSpanish, "es/company-policies/index.html"));
    expect(tags).toEqual({
      lang: "es",
      canonical: `https://${HOST}/es/company-policies/`,
      alternates: {
        en: `https://${HOST}/company-policies/`,
        es: `https://${HOST}/es/company-policies/`,
        "x-default": `https://${HOST}/company-policies/`,
      },
    });
  });

  it("the language switch leads to the same page in the other language, and links stay in their language", () => {
    const english = read(withSpanish, "company-policies/web-accessibility/index.html");
    const spanish = read(withSpanish, "es/company-policies/web-accessibility/index.html");
    expect(english).toContain(
      '<a href="../../es/company-policies/web-accessibility/" hreflang="es" lang="es" data-language-switch="es">Español</a>',
    );
    expect(spanish).toContain(
      '<a href="../../../company-policies/web-accessibility/" hreflang="en" lang="en" data-language-switch="en">English</a>',
    );
    // Relative links inside es/ reach es/ pages; the chain's files stay at the chain root.
    expect(spanish).toContain('href="../../contact/"');
    expect(spanish).toContain('<link rel="manifest" href="../../../manifest.webmanifest">');
  });

  it("the sitemap lists both addresses of a page with their alternates", () => {
    const sitemap = read(withSpanish, "sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(
      `<url><loc>https://${HOST}/es/about/</loc><xhtml:link rel="alternate" hreflang="en" href="https://${HOST}/about/"/><xhtml:link rel="alternate" hreflang="es" href="https://${HOST}/es/about/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://${HOST}/about/"/></url>`,
    );
    expect(read(englishOnly, "sitemap.xml")).not.toContain("xhtml");
  });

  it("ships the same JavaScript with and without Spanish, and none of it holds a Spanish text", () => {
    const scripts = (dist: string) =>
      readdirSync(join(chain(dist), "_assets"))
        .filter((f) => f.endsWith(".js"))
        .sort()
        .map((f) => [f, readFileSync(join(chain(dist), "_assets", f), "utf8")]);
    expect(scripts(withSpanish)).toEqual(scripts(englishOnly));
    expect(catalogueTextsInScripts(join(chain(withSpanish), "_assets"), es, en)).toEqual([]);
    // An English page of an English-only chain: no alternates, no switch, English only.
    const page = read(englishOnly, "company-policies/index.html");
    expect(page).not.toContain("hreflang");
    expect(englishLeftovers(page.replace('lang="en"', 'lang="es"'), es, en)).toEqual([]);
  });

  it("holds the JavaScript budgets on every page in both languages, and every file a page names exists", async () => {
    const report = await auditDist(withSpanish);
    expect(report.pages).toBeGreaterThan(2 * 20);
    expect(report.budget).toEqual([]);
    expect(report.links).toEqual([]);
    // The remembered language's script is on the Spanish and English pages of this chain alone.
    expect(read(withSpanish, "es/about/index.html")).toContain('data-chain="freshmart"');
    expect(read(withSpanish, "about/index.html")).toContain('data-chain="freshmart"');
    expect(read(englishOnly, "about/index.html")).not.toContain("language:");
    // The Spanish coupons page's list files are the chain root's, as the English page's.
    const files = (page: string) =>
      [...read(withSpanish, page).matchAll(/coupon-lists\/([^"&]+)/g)].map((m) => m[1]).sort();
    expect(files("es/coupons/index.html").length).toBeGreaterThan(0);
    expect(files("es/coupons/index.html")).toEqual(files("coupons/index.html"));
    expect(read(withSpanish, "es/coupons/index.html")).toContain("../../coupon-lists/");
  });
});
