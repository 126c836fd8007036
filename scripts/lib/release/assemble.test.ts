import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetNames, linkFolders } from "./assemble.ts";

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

describe("linkFolders", () => {
  for (const cp of ["cp", "no-such-cp"]) {
    it(`hard-links whole folders, nested files included, under their own names (${cp})`, () => {
      const tmp = mkdtempSync(join(tmpdir(), "link-folders-"));
      try {
        for (const site of ["acme", "zest"]) {
          mkdirSync(join(tmp, "old", site, "coupons"), { recursive: true });
          writeFileSync(join(tmp, "old", site, "index.html"), `<h1>${site}</h1>`);
          writeFileSync(join(tmp, "old", site, "coupons", "index.html"), `<h1>${site} coupons</h1>`);
        }
        linkFolders([join(tmp, "old", "acme"), join(tmp, "old", "zest")], join(tmp, "new"), cp);
        for (const site of ["acme", "zest"]) {
          const [from, to] = [
            join(tmp, "old", site, "coupons", "index.html"),
            join(tmp, "new", site, "coupons", "index.html"),
          ];
          expect(readFileSync(to, "utf8")).toBe(`<h1>${site} coupons</h1>`);
          expect(statSync(to).ino).toBe(statSync(from).ino);
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  }
});
