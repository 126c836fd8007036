/**
 * A chain with Spanish, built for real (src/lib/i18n/README.md): a copy of the demo chain freshmart,
 * pulled from a demo gateway of its own, with `languages: ["en", "es"]` in its local.json (no
 * committed chain turns Spanish on yet), built once with Spanish and once without. The built pages
 * are read with a real HTML parser.
 */
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

const SITE = "freshmart";
const HOST = "www.freshmart.example";

/**
 * The Spanish pages whose every product-written text is in the catalogue: the layout on every page,
 * and these pages' own content. Pages of the live parts (coupons, cart, forms, accounts, rewards,
 * weekly ads, home, departments, stores) follow; README.md beside the catalogue lists them.
 */
const DONE = [
  /^es\/company-policies\/(index\.html|[^/]+\/index\.html|web-accessibility\/index\.html)$/,
  /^es\/error\/index\.html$/,
  /^es\/offline\/index\.html$/,
  /^es\/how-to-delete-your-account\/index\.html$/,
  /^es\/page\/[^/]+\/index\.html$/,
  /^es\/about\/(index\.html|[^/]+\/index\.html)$/,
];

const run = promisify(execFile);
let tmp = "";
let withSpanish = "";
let englishOnly = "";
/** The chain's name and its stores' names, as pulled: what `{store}` in a catalogue text stands for. */
let storeNames: string[] = [];
/** The chain's policies' names: its own words, shown as sent on every page's footer and policy list. */
let policyNames: string[] = [];

/** `npm run build` of the chain's copy in `tenants` into `dist`. */
async function build(tenants: string, dist: string, gatewayUrl: string): Promise<void> {
  await run(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
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
    const stores = JSON.parse(readFileSync(join(english, SITE, "stores.json"), "utf8")) as {
      GetClientStores: { ClientStoreName: string }[];
    };
    storeNames = [info.data.STORE_NAME, ...stores.GetClientStores.map((s) => s.ClientStoreName)];
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
});
