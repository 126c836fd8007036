import { describe, expect, it } from "vitest";
import { inlineScripts, pageKind, parsePage, references, scriptUrls, srcsetUrls, startTags } from "./html-refs.ts";

describe("startTags", () => {
  it("parses attributes with any quoting and decodes entities", () => {
    const [tag] = startTags(`<a href="a?x=1&amp;y=2" data-x='q' hidden title=plain>`);
    expect(tag).toEqual({ name: "a", attrs: { href: "a?x=1&y=2", "data-x": "q", hidden: "", title: "plain" } });
  });
  it.each([
    ['<a href="?a=1&lt;2&amp;b=&#x41;&#66;">', "?a=1<2&b=AB"],
    // In an attribute a legacy reference without ';' before '=' or a letter stays as written.
    ['<a href="?x=1&copy=2&notit;">', "?x=1&copy=2&notit;"],
    ['<a href="&copy 2026">', "© 2026"],
  ])("decodes character references in attribute values as a browser does: %s", (html, href) => {
    expect(startTags(html)[0]?.attrs["href"]).toBe(href);
  });
  it("leaves script bodies exactly as written, references included", () => {
    expect(inlineScripts("<script>a &amp;&amp; b; x = '&lt;'</script><p>&amp;</p>")).toEqual([
      "a &amp;&amp; b; x = '&lt;'",
    ]);
  });
  it("ignores markup inside comments and scripts", () => {
    const tags = startTags(`<!-- <a href="x"> --><script>const s = '<img src="y">'</script><p>`);
    expect(tags.map((t) => t.name)).toEqual(["script", "p"]);
  });
  it.each([
    ['<A HREF = "a.html" >x</A>', { name: "a", attrs: { href: "a.html" } }],
    ["<img\nsrc\n=\n'/x.png'\nalt=\"a>b\">", { name: "img", attrs: { src: "/x.png", alt: "a>b" } }],
    ['<a title="x > y" href=/plain/path>', { name: "a", attrs: { title: "x > y", href: "/plain/path" } }],
    [`<a href='it"s.html'>`, { name: "a", attrs: { href: 'it"s.html' } }],
    ['<svg><use xlink:href="#i"/></svg>', { name: "use", attrs: { "xlink:href": "#i" } }],
  ])("reads attributes in odd spacing, case and quoting: %s", (html, tag) => {
    expect(startTags(html)).toContainEqual(tag);
  });
  it("takes no markup from title and textarea text, a script's string or a CDATA section", () => {
    const html = `<title><a href="t">x</a></title><textarea><img src="ta.png"></textarea>
      <script>if (a<b) document.write("<img src='s.png'>") // </scrip</script><![CDATA[ <a href="c"> ]]><img src=after.png>`;
    expect(references(startTags(html)).map((r) => r.url)).toEqual(["after.png"]);
  });
});

describe("page kind marker", () => {
  it.each([
    ['<meta name="page-kind" content="static">', "static"],
    ['<meta content="Interactive" name="page-kind">', "interactive"],
    ['<meta name="page-kind" content="other">', null],
    ["<meta name=description content=static>", null],
  ])("%s → %s", (html, kind) => {
    expect(pageKind(startTags(html))).toBe(kind);
  });
});

describe("scriptUrls", () => {
  it("lists classic and module scripts, module preloads and island modules, not JSON data", () => {
    const html = `<script type="module" src="/_assets/a.js"></script><script src="/legacy.js"></script>
      <script type="application/ld+json" src="/data.json"></script><link rel="modulepreload" href="/_assets/b.js">
      <astro-island component-url="/_assets/C.js" renderer-url="/_assets/client.js" props="{&quot;a&quot;:1}"></astro-island>`;
    expect(scriptUrls(startTags(html))).toEqual([
      "/_assets/a.js",
      "/legacy.js",
      "/_assets/b.js",
      "/_assets/C.js",
      "/_assets/client.js",
    ]);
  });
});

describe("inlineScripts", () => {
  it("returns executable inline bodies only", () => {
    const html = `<script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script><script src="x.js"></script><!-- <script>c()</script> -->`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });
  it("keeps a body that holds comment or script look-alikes whole, and reads an unquoted type", () => {
    const html = `<script>var s = "<!-- <script> -->"; x()</script><script type=module>y()</script>`;
    expect(inlineScripts(html)).toEqual(['var s = "<!-- <script> -->"; x()', "y()"]);
  });
});

describe("references", () => {
  it("collects links, sources, srcset entries and island modules, skipping canonical", () => {
    const html = `<link rel="canonical" href="https://www.x.example/"><link rel="stylesheet" href="/_assets/s.css">
      <a href="../coupons/">c</a><img src="/logo.png" srcset="/a.png 1x, /b.png 2x"><iframe src="map/"></iframe>
      <astro-island component-url="/_assets/C.js"></astro-island>`;
    expect(references(startTags(html)).map((r) => r.url)).toEqual([
      "/_assets/s.css",
      "../coupons/",
      "/logo.png",
      "/a.png",
      "/b.png",
      "map/",
      "/_assets/C.js",
    ]);
  });
  it("splits srcset lists", () => {
    expect(srcsetUrls("a.png 480w,  b.png 800w")).toEqual(["a.png", "b.png"]);
  });
});

describe("parsePage", () => {
  it("reads tags and executable inline scripts in one pass, as startTags and inlineScripts do", () => {
    const html = `<head><script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script></head><p id=q>`;
    const page = parsePage(html);
    expect(page.tags).toEqual(startTags(html));
    expect(page.inlineScripts).toEqual(["a()"]);
    expect(page.inlineScripts).toEqual(inlineScripts(html));
  });
});
