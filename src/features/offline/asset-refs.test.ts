import { describe, expect, it } from "vitest";
import { fileClosure, fileRefs, namesFiles, pageRefs } from "./asset-refs.ts";

describe("pageRefs", () => {
  it("reads the scripts, styles and fonts a page names at /_assets/, each once, not its pictures", () => {
    const html = [
      '<link rel="stylesheet" href="/_assets/SiteLayout.BzpOQ6aq.css">',
      '<link rel="modulepreload" href="/_assets/atom.Ig7WHoSU.js">',
      '<link rel="preload" as="font" href="/_assets/inter.Xy12.woff2" crossorigin>',
      '<astro-island component-url="/_assets/DealsSheet.Cucxqj53.js" renderer-url="/_assets/client.tOQiKL7r.js">',
      '<script type="module" src="/_assets/atom.Ig7WHoSU.js"></script>',
      '<img src="/_assets/logo.Ab12.webp" srcset="/_assets/logo.Cd34.avif 2x">',
      '<a href="/freshmart/_assets-guide/">guide</a>',
    ].join("\n");
    expect(pageRefs(html)).toEqual([
      "/_assets/SiteLayout.BzpOQ6aq.css",
      "/_assets/atom.Ig7WHoSU.js",
      "/_assets/inter.Xy12.woff2",
      "/_assets/DealsSheet.Cucxqj53.js",
      "/_assets/client.tOQiKL7r.js",
    ]);
  });
});

describe("fileRefs", () => {
  it("reads a module's static imports, its imports on demand and its preload list", () => {
    const module =
      'import{r as e}from"./rolldown-runtime.XKyaHtl9.js";import"./use-hydrated.D48ffsXE.js";' +
      "const q=()=>import(`./queued-clips.m1pGvN69.js`);" +
      'm.f||(m.f=["_assets/queued-clips.m1pGvN69.js","_assets/toast.06K4-82z.js"]);' +
      "const t=`text/calendar;charset=utf-8`;";
    expect(fileRefs(module)).toEqual([
      "/_assets/rolldown-runtime.XKyaHtl9.js",
      "/_assets/use-hydrated.D48ffsXE.js",
      "/_assets/queued-clips.m1pGvN69.js",
      "/_assets/toast.06K4-82z.js",
    ]);
  });

  it("reads a style's fonts in url(…), quoted or not, with a query or a fragment", () => {
    const css =
      "@font-face{src:url(/_assets/inter.Xy12.woff2) format('woff2'),url('./inter.Zz99.woff?v=1')}" +
      '.hero{background:url("./hero.Ab12.webp")}';
    expect(fileRefs(css)).toEqual(["/_assets/inter.Xy12.woff2", "/_assets/inter.Zz99.woff"]);
  });
});

describe("namesFiles", () => {
  it("is true for scripts and styles, false for fonts", () => {
    expect([namesFiles("/_assets/a.js"), namesFiles("/_assets/a.mjs"), namesFiles("/_assets/a.css")]).toEqual([
      true,
      true,
      true,
    ]);
    expect(namesFiles("/_assets/a.woff2")).toBe(false);
  });
});

describe("fileClosure", () => {
  it("follows what each file names, reads each once, and survives a cycle and a file that cannot be read", async () => {
    const files: Record<string, string> = {
      "/_assets/page.js": 'import"./a.js";const b=()=>import(`./b.js`);',
      "/_assets/a.js": 'import"./b.js";',
      "/_assets/b.js": 'import"./a.js";import"./gone.js";',
      "/_assets/site.css": "@font-face{src:url(./font.woff2)}",
    };
    const reads: string[] = [];
    const closure = await fileClosure(
      '<script type="module" src="/_assets/page.js"></script><link rel="stylesheet" href="/_assets/site.css">',
      (path) => {
        reads.push(path);
        return Promise.resolve(namesFiles(path) ? (files[path] ?? null) : null);
      },
    );
    expect(closure.sort()).toEqual(
      [
        "/_assets/a.js",
        "/_assets/b.js",
        "/_assets/font.woff2",
        "/_assets/gone.js",
        "/_assets/page.js",
        "/_assets/site.css",
      ].sort(),
    );
    expect(reads.sort()).toEqual(closure.sort());
  });
});
