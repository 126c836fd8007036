import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { walkFiles } from "./files.ts";
import { assembleChainFolders, assetNames } from "./chain-folders.ts";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { makeFakeDist, page } from "../test-support/fake-dist.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

/** A build as Astro leaves it: two chains, one shared _assets/ with every way a file reaches another. */
function astroOutput(): Record<string, string> {
  return {
    "_routing/sites.json": JSON.stringify({ sites: [{ site: "alpha" }, { site: "beta" }] }),
    "alpha/index.html": page(
      "interactive",
      '<script type="module" src="/_assets/entry.A1.js"></script><link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/_assets/site.S1.css">',
    ),
    "alpha/contact/index.html": page("static", '<img src="/images/store-default.svg" alt="">'),
    "alpha/robots.txt": "User-agent: *\nAllow: /\n",
    "beta/index.html": page("static", '<script type="module" src="/_assets/beta.B1.js"></script>'),
    // a static import, a dynamic import and Vite's preload list of the lazy chunk
    "_assets/entry.A1.js":
      'import{r}from"./react.R1.js";const m=()=>import("./lazy.L1.js");const d=m.f||(m.f=["_assets/dep.D1.js"]);',
    "_assets/react.R1.js": "export const r=1;",
    "_assets/lazy.L1.js": "export default 1;",
    "_assets/dep.D1.js": "export const d=1;",
    "_assets/site.S1.css": "body{background:url(/_assets/bg.G1.png)}@font-face{src:url(./font.F1.woff2)}",
    "_assets/bg.G1.png": "png",
    "_assets/font.F1.woff2": "woff",
    "_assets/beta.B1.js": 'import{r}from"./react.R1.js";',
    "_assets/unused.U1.js": "export {}",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "images/store-default.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "images/unused.svg": "<svg/>",
    "robots.txt": "User-agent: *\nDisallow: /\n",
  };
}

describe("assembleChainFolders", () => {
  it("gives each chain exactly the assets its pages reach, transitively, and the public files they name", () => {
    dist = makeFakeDist(astroOutput());
    const folders = assembleChainFolders(dist.distDir, ["alpha", "beta"]);
    expect(folders).toEqual([
      {
        site: "alpha",
        assets: ["bg.G1.png", "dep.D1.js", "entry.A1.js", "font.F1.woff2", "lazy.L1.js", "react.R1.js", "site.S1.css"],
        publicFiles: ["favicon.svg", "images/store-default.svg"],
      },
      { site: "beta", assets: ["beta.B1.js", "react.R1.js"], publicFiles: [] },
    ]);
    expect(readdirSync(join(dist.distDir, "beta", "_assets")).sort()).toEqual(["beta.B1.js", "react.R1.js"]);
    expect(walkFiles(join(dist.distDir, "alpha"))).toEqual(
      [
        "_assets/bg.G1.png",
        "_assets/dep.D1.js",
        "_assets/entry.A1.js",
        "_assets/font.F1.woff2",
        "_assets/lazy.L1.js",
        "_assets/react.R1.js",
        "_assets/site.S1.css",
        "contact/index.html",
        "favicon.svg",
        "images/store-default.svg",
        "index.html",
        "robots.txt",
      ].sort(),
    );
  });

  it("leaves nothing outside the chain folders but the routing, and hard-links what two chains share", () => {
    dist = makeFakeDist(astroOutput());
    assembleChainFolders(dist.distDir, ["alpha", "beta"]);
    expect(readdirSync(dist.distDir).sort()).toEqual(["_routing", "alpha", "beta"]);
    const [a, b] = ["alpha", "beta"].map((s) => statSync(join(dist!.distDir, s, "_assets", "react.R1.js")));
    expect(a?.ino).toBe(b?.ino);
    expect(a?.nlink).toBe(2);
  });

  it("keeps a chain's own robots.txt over a public one of the same name", () => {
    dist = makeFakeDist({ ...astroOutput(), "alpha/about/index.html": page("static", '<a href="/robots.txt">r</a>') });
    assembleChainFolders(dist.distDir, ["alpha", "beta"]);
    expect(readFileSync(join(dist.distDir, "alpha", "robots.txt"), "utf8")).toContain("Allow: /");
  });

  it("leaves a dist whose chain folders were assembled already alone", () => {
    dist = makeFakeDist(astroOutput());
    assembleChainFolders(dist.distDir, ["alpha", "beta"]);
    expect(assembleChainFolders(dist.distDir, ["alpha", "beta"])).toBeNull();
    expect(existsSync(join(dist.distDir, "alpha", "_assets", "entry.A1.js"))).toBe(true);
  });
});

describe("assetNames", () => {
  const known = new Set(["island.B1x-_.js", "site.Cq9.css", "logo.a1.svg", "app.js.map"]);

  it("finds the known asset names a page or module mentions, each once", () => {
    const html = `<link href="/_assets/site.Cq9.css"><script src="../_assets/island.B1x-_.js"></script>
      <img src="/_assets/logo.a1.svg?v=2"><script>import("./island.B1x-_.js")</script>`;
    expect(assetNames(html, known).sort()).toEqual(["island.B1x-_.js", "logo.a1.svg", "site.Cq9.css"]);
  });

  it("takes a name only whole: a longer file name that ends like an asset is another file", () => {
    expect(assetNames("old-island.B1x-_.js island.B1x-_.jsx app.js.map", known)).toEqual(["app.js.map"]);
  });

  it("stays linear on long runs of name characters", () => {
    const text = `${"a".repeat(200_000)} ${"x.".repeat(100_000)}`;
    const started = performance.now();
    expect(assetNames(text, known)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
