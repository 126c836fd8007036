import { describe, expect, it } from "vitest";
import { assetNames } from "./assemble.ts";

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
