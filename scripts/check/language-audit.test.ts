import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../../src/lib/i18n/en.ts";
import { es } from "../../src/lib/i18n/es.ts";
import { catalogueTextsInScripts, englishLeftovers, hreflangProblems, shopperTexts } from "./language-audit.ts";

const page = (body: string, head = "") =>
  `<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe("englishLeftovers", () => {
  it("finds an English catalogue text, whole or with its placeholders filled", () => {
    const html = page(
      `<a class="skip-link" href="#main">Skip to main content</a><h2>About Fresh Mart</h2><nav aria-label="Breadcrumb"></nav>`,
    );
    expect(englishLeftovers(html, en, es)).toEqual([
      'layout.skipLink: "Skip to main content"',
      'footer.about: "About Fresh Mart"',
      // Two templates of the same words ('About {store}', 'About {department}'): each key is named.
      'departments.about: "About Fresh Mart"',
      'breadcrumb.label: "Breadcrumb"',
    ]);
  });

  it("passes the Spanish page, and never matches part of a word ('Contact' in 'Contacto')", () => {
    const html = page(`<a href="#main">Saltar al contenido principal</a><h2>Contacto</h2><p>Acerca de Fresh Mart</p>`);
    expect(englishLeftovers(html, en, es)).toEqual([]);
  });

  it("takes an image's alternative text for the chain's own words unless it is a catalogue text whole", () => {
    const html = page(`<img alt="The first store" src="a.jpg"><img alt="Our numbers" src="b.jpg">`);
    expect(englishLeftovers(html, en, es)).toEqual(['about.numbers: "Our numbers"']);
  });

  it("fills {store} with the chain's own names when it is given them", () => {
    const html = page(`<p>The first store</p><img alt="x" src="a.jpg"><p>Main Street store</p>`);
    expect(englishLeftovers(html, en, es)).toEqual([
      'stores.imageAlt: "The first store"',
      'stores.imageAlt: "Main Street store"',
    ]);
    expect(englishLeftovers(html, en, es, ["Fresh Mart", "Main Street"])).toEqual([
      'stores.imageAlt: "Main Street store"',
    ]);
  });

  it("leaves a text the chain sent as it is, even where it equals a catalogue text", () => {
    const html = page(`<footer><a href="terms/">Terms and Conditions</a></footer><label>Terms and Conditions</label>`);
    expect(englishLeftovers(html, en, es)).toEqual(['register.terms: "Terms and Conditions"']);
    expect(englishLeftovers(html, en, es, [], ["Terms and Conditions"])).toEqual([]);
  });

  it("finds a sentence inside a longer text", () => {
    const html = page(`<p>Sorry. Please contact us to delete your account. Thanks.</p>`);
    expect(englishLeftovers(html, en, es)).toEqual([
      'deleteAccount.contactUs: "Sorry. Please contact us to delete your account. Thanks."',
    ]);
  });

  it("leaves out the link to another language, the chain's menu, scripts, and texts both languages share", () => {
    const html = page(
      `<a lang="en" hreflang="en" href="../">English</a><ul class="menu" id="main-menu"><li>Coupons</li></ul>` +
        `<script>"Skip to main content"</script><h1>Catering</h1>`,
    );
    expect(shopperTexts(html)).toEqual(["Catering"]);
    expect(englishLeftovers(html, en, es)).toEqual([]);
  });
});

describe("hreflangProblems and catalogueTextsInScripts", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (path: string, html: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), html);
  };
  const alternates = (links: Record<string, string>) =>
    Object.entries(links)
      .map(([l, p]) => `<link rel="alternate" hreflang="${l}" href="https://www.a.example${p}">`)
      .join("");
  const doc = (lang: string, canonical: string, links: Record<string, string>) =>
    `<html lang="${lang}"><head><link rel="canonical" href="https://www.a.example${canonical}">${alternates(links)}</head></html>`;

  it("accepts pairs named both ways, and names a page that does not answer", () => {
    dir = mkdtempSync(join(tmpdir(), "hreflang-"));
    const both = { en: "/about/", es: "/es/about/", "x-default": "/about/" };
    write("about", doc("en", "/about/", both));
    write("es/about", doc("es", "/es/about/", both));
    expect(hreflangProblems(dir, "www.a.example")).toEqual([]);
    write("es/about", doc("es", "/es/about/", { es: "/es/about/", "x-default": "/about/" }));
    expect(hreflangProblems(dir, "www.a.example")).toEqual([
      "about/index.html: https://www.a.example/es/about/ does not name it back",
    ]);
  });

  it("finds a language's texts in a script file", () => {
    dir = mkdtempSync(join(tmpdir(), "assets-"));
    writeFileSync(join(dir, "a.js"), 'const t="Skip to main content";');
    expect(catalogueTextsInScripts(dir, es, en)).toEqual([]);
    writeFileSync(join(dir, "b.js"), 'const t="Saltar al contenido principal";');
    expect(catalogueTextsInScripts(dir, es, en)).toEqual(['b.js: "Saltar al contenido principal"']);
  });
});
