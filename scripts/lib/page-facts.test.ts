import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { preloadIslands } from "../build/island-preload.ts";
import { PAGE_FACTS_FILE, PageFactsBook, pageFacts, pageKey, scriptHash } from "./page-facts.ts";
import { scanSite } from "../serve/routing-model.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "page-facts-"));
  dirs.push(d);
  return d;
}

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="https://fonts.example/css">
<script src="//cdn.example/lib.js"></script>
<script>window.a = 1;</script>
<span data-chain-scripts hidden></span><script>load("chain")</script>
<script type="application/json">{"not":"run"}</script>
</head><body>
<img src="https://img.example/a.jpg" srcset="https://img2.example/a-2x.jpg 2x, /own.jpg 1x">
<iframe src="https://ads.example/viewer"></iframe>
<img src="https://bad'host.example/x.png">
<video poster="https://poster.example/p.jpg"></video>
<script>window.a = 1;</script>
</body></html>`;

describe("pageFacts", () => {
  it("hashes the executable inline scripts once each and names the third-party origins", () => {
    expect(pageFacts(PAGE)).toEqual({
      inline: [scriptHash("window.a = 1;"), scriptHash('load("chain")')],
      chainScripts: [scriptHash('load("chain")')],
      img: ["https://img.example", "https://img2.example", "https://poster.example"],
      frame: ["https://ads.example"],
      script: ["https://cdn.example"],
      style: ["https://fonts.example"],
    });
  });
});

describe("PageFactsBook", () => {
  it("writes and reads back the facts by page key, storing equal facts once", () => {
    const dist = tempDir();
    const book = new PageFactsBook();
    const facts = pageFacts(PAGE);
    book.add(pageKey(PAGE), facts);
    book.add(pageKey(`${PAGE} `), facts);
    book.save(dist);
    const file = JSON.parse(readFileSync(join(dist, PAGE_FACTS_FILE), "utf8")) as { facts: unknown[] };
    expect(file.facts).toHaveLength(1);
    const loaded = PageFactsBook.load(dist);
    expect(loaded.size).toBe(2);
    expect(loaded.get(pageKey(PAGE))).toEqual(facts);
    expect(loaded.get(pageKey("<p>other</p>"))).toBeUndefined();
  });
  it("reads a missing, broken or foreign file as an empty book", () => {
    const dist = tempDir();
    expect(PageFactsBook.load(dist).size).toBe(0);
    mkdirSync(join(dist, "_routing"));
    writeFileSync(join(dist, PAGE_FACTS_FILE), "{ not json");
    expect(PageFactsBook.load(dist).size).toBe(0);
    writeFileSync(join(dist, PAGE_FACTS_FILE), JSON.stringify({ facts: [{ inline: 1 }], pages: { k: 0 } }));
    expect(PageFactsBook.load(dist).size).toBe(0);
  });
});

describe("scanSite with the build's facts", () => {
  it("takes a page's recorded facts and parses a page changed since the build afresh", () => {
    const site = tempDir();
    const recorded = "<html><body><p>recorded</p></body></html>";
    const changed = '<html><body><img src="https://now.example/x.png"></body></html>';
    writeFileSync(join(site, "index.html"), recorded);
    mkdirSync(join(site, "b"));
    writeFileSync(join(site, "b", "index.html"), changed);
    const book = new PageFactsBook();
    // Facts a parse of `recorded` would never give: they can only come from the book.
    book.add(pageKey(recorded), { ...pageFacts(recorded), img: ["https://from-book.example"] });
    book.add(pageKey("<html>the page as it was</html>"), { ...pageFacts(changed), img: ["https://stale.example"] });
    const found = scanSite(site, book);
    expect([...found.img].sort()).toEqual(["https://from-book.example", "https://now.example"]);
  });
});

describe("preloadIslands records the facts of every page as written", () => {
  it.each([
    ["in this thread", {}],
    ["shared out among worker threads", { threads: 2, pagesPerWorker: 1 }],
  ])("matches a fresh parse of each page after its preloads were added (%s)", async (_, options) => {
    const dist = tempDir();
    mkdirSync(join(dist, "_assets"));
    writeFileSync(join(dist, "_assets", "client.A.js"), 'import"./runtime.R.js";');
    writeFileSync(join(dist, "_assets", "runtime.R.js"), "export const r=1;");
    mkdirSync(join(dist, "chain", "cart"), { recursive: true });
    const island = '<astro-island component-url="/_assets/client.A.js" client="load"></astro-island>';
    // A body script of its own: the paint script's hash goes before it, after the head's scripts.
    writeFileSync(
      join(dist, "chain", "index.html"),
      PAGE.replace("<body>", `<body>${island}<script>window.b = 2;</script>`),
    );
    writeFileSync(
      join(dist, "chain", "cart", "index.html"),
      `<html><head><script data-require="member">guard()</script></head><body>${island}</body></html>`,
    );
    const warnings: string[] = [];
    expect(await preloadIslands(dist, { ...options, warn: (m) => warnings.push(m) })).toBe(2);
    // No worker failed (a failed one's pages would be done in this thread, with a warning).
    expect(warnings).toEqual([]);
    const book = PageFactsBook.load(dist);
    for (const rel of ["chain/index.html", "chain/cart/index.html"]) {
      const written = readFileSync(join(dist, rel), "utf8");
      expect(written).toContain("data-preload=");
      expect(book.get(pageKey(written))).toEqual(pageFacts(written));
    }
  });
});
