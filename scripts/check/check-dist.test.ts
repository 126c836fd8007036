import { afterEach, describe, expect, it } from "vitest";
import { formatReport } from "./check-dist.ts";
import { assembleChainFolders } from "../lib/chain-folders.ts";
import { auditDist } from "./dist-audit.ts";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { defaultFiles, makeFakeDist, page } from "../test-support/fake-dist.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

/** A fake build made into chain folders as `npm run build` does, then audited. */
async function audit(extra: Record<string, string> = {}) {
  dist = makeFakeDist({ ...defaultFiles(), ...extra });
  assembleChainFolders(dist.distDir, ["alpha", "beta"]);
  return auditDist(dist.distDir);
}

describe("check:dist audit", () => {
  it("passes a clean build and measures the island's import closure", async () => {
    const report = await audit();
    expect(report.budget).toEqual([]);
    expect(report.links).toEqual([]);
    expect(report.pages).toBe(5);
    const home = report.weights.find((w) => w.page === "/alpha/");
    // inline script + Island.js + client.js + react.js (shared import counted once)
    expect(home).toMatchObject({ kind: "interactive", usesReact: true, files: 4 });
  });

  it("fails a static page that loads React through an island", async () => {
    const report = await audit({
      "alpha/about/index.html": page("static", '<astro-island component-url="/_assets/Island.js"></astro-island>'),
    });
    expect(report.budget).toEqual([{ page: "/alpha/about/", problem: "static page loads React" }]);
  });

  it("fails a static page over 15 KB and a page without marker", async () => {
    const big = Array.from({ length: 4000 }, (_, i) => `export const v${i}=${(i * 7919) % 10007};`).join("");
    const report = await audit({
      "_assets/big.js": big,
      "alpha/about/index.html": page("static", '<script type="module" src="/_assets/big.js"></script>'),
      "beta/index.html": page(null, "<p>no marker</p>"),
    });
    expect(report.budget.map((f) => f.page)).toEqual(["/alpha/about/", "/beta/"]);
    expect(report.budget[0]?.problem).toMatch(/^static page loads \d+\.\d KB of JS gzip, over 15\.0 KB$/);
  });

  it("lists JSON-LD that schema.org's vocabulary does not hold, and any product Offer, by page", async () => {
    const coupon = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Milk",
      offers: { "@type": "Offer", name: "Save $1.00" },
    });
    const store = JSON.stringify({ "@context": "https://schema.org", "@type": "GroceryStore", amenities: ["ATM"] });
    const report = await audit({
      "alpha/about/index.html": page("static", `<script type="application/ld+json">${coupon}</script>`),
      "beta/about/index.html": page("static", `<script type="application/ld+json">${store}</script>`),
    });
    expect(report.jsonLd).toEqual([
      {
        page: "/alpha/about/",
        problem: "JSON-LD block 1: $.offers: Offer is not used: coupons are not product offers",
      },
      { page: "/beta/about/", problem: "JSON-LD block 1: $.amenities: unknown property amenities" },
    ]);
    expect(formatReport(report)).toContain("JSON-LD that schema.org's vocabulary does not hold: 2 on 2 pages");
    expect((await audit()).jsonLd).toEqual([]);
  });

  it("lists build-time pictures without a modern srcset, width and height, by page", async () => {
    const report = await audit({
      "alpha/about/index.html": page("static", '<img src="https://gateway.example/images/about/a.jpg" alt="">'),
    });
    expect(report.images.filter((f) => f.page === "/alpha/about/")).toEqual([
      {
        page: "/alpha/about/",
        problem: "build-time <img> without width, height, srcset, an AVIF or WebP <source> in a <picture>",
        via: '<img src="https://gateway.example/images/about/a.jpg">',
      },
    ]);
    expect(formatReport(report)).toContain("Build-time images without width, height or AVIF/WebP srcset");
  });

  it("lists broken links, missing assets, missing imports and stylesheet urls", async () => {
    const report = await audit({
      "alpha/coupons/index.html": page(
        "interactive",
        '<a href="../nope/">x</a><a href="/coupons/">y</a><img src="/_assets/gone.png" alt=""><link rel="stylesheet" href="/_assets/bad.css"><script type="module" src="/_assets/imports-gone.js"></script>',
      ),
      "_assets/bad.css": "a{background:url(./missing.png)}",
      "_assets/imports-gone.js": 'import"./vanished.js";',
    });
    const problems = report.links.map((f) => `${f.page} ${f.via}: ${f.problem}`);
    expect(problems).toEqual([
      "/alpha/coupons/ imported by /_assets/imports-gone.js: missing module /_assets/vanished.js",
      '/alpha/coupons/ <a href> "../nope/": no page or file at /alpha/nope',
      '/alpha/coupons/ <a href> "/coupons/": missing file /coupons',
      '/alpha/coupons/ <img src> "/_assets/gone.png": missing asset /_assets/gone.png',
      "/alpha/coupons/ /_assets/bad.css url(./missing.png): missing file /_assets/missing.png",
    ]);
  });

  it("resolves assets and public files in the page's own chain folder, never another chain's", async () => {
    const report = await audit();
    // beta's folder holds no Island.js (its pages never named it): a beta page naming it now misses it
    const { writeFileSync } = await import("node:fs");
    writeFileSync(
      `${dist!.distDir}/beta/index.html`,
      page(
        "interactive",
        '<script type="module" src="/_assets/Island.js"></script><link rel="icon" href="/favicon.svg">',
      ),
    );
    expect(report.links).toEqual([]);
    const after = await auditDist(dist!.distDir);
    expect(after.links.map((f) => `${f.page} ${f.problem}`)).toEqual([
      "/beta/ missing module /_assets/Island.js",
      "/beta/ missing asset /_assets/Island.js",
      "/beta/ missing file /favicon.svg",
    ]);
  });

  it("fails a build that left files beside the chain folders", async () => {
    dist = makeFakeDist(defaultFiles());
    const report = await auditDist(dist.distDir);
    expect(report.links.filter((f) => f.problem.startsWith("outside every chain folder")).map((f) => f.page)).toEqual([
      "/_assets",
      "/_headers",
      "/favicon.svg",
      "/robots.txt",
    ]);
  });

  it("groups one broken link repeated on many pages", async () => {
    const menu = '<a href="../gone/">x</a>';
    const report = await audit({
      "alpha/about/index.html": page("static", menu),
      "alpha/coupons/index.html": page("interactive", menu),
    });
    expect(formatReport(report)).toContain(
      'Broken links and missing files: 2 on 2 pages\n  no page or file at /alpha/gone — on 2 pages, e.g. /alpha/about/ <a href> "../gone/"',
    );
  });

  it("prints a table of the heaviest pages and the findings", async () => {
    const text = formatReport(await audit({ "beta/index.html": page(null, "") }));
    expect(text).toContain("check:dist — 5 pages in 2 sites");
    expect(text).toMatch(/unmarked +0\.\d KB {2}none +1 {2}no +\/beta\//);
    expect(text).toMatch(/interactive +\d+\.\d KB {2}110\.0 KB +4 {2}yes +\/alpha\/\n/);
    expect(text).toContain("Budget violations: 1 on 1 pages\n  /beta/: no <meta");
    expect(text).toContain("Broken links and missing files: none");
  });
});
