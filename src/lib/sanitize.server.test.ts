import { describe, expect, it } from "vitest";
import { sanitizeConfigHtml } from "./sanitize.server.ts";

describe("sanitizeConfigHtml", () => {
  it("keeps formatting, lists and safe links", () => {
    const html = '<p>Hello <strong>shoppers</strong></p><ul><li><a href="https://example.com/a">A</a></li></ul>';
    expect(sanitizeConfigHtml(html)).toBe(html);
  });
  it("drops scripts, styles and frames with their content", () => {
    const out = sanitizeConfigHtml(
      '<p>x</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.com"></iframe>',
    );
    expect(out).toBe("<p>x</p>");
  });
  it("drops every on* event handler", () => {
    const out = sanitizeConfigHtml('<p onclick="steal()">x</p><img src="https://e.com/a.png" onerror="steal()">');
    expect(out).not.toMatch(/onclick|onerror|steal/);
    expect(out).toContain('src="https://e.com/a.png"');
  });
  it("drops javascript: and data: addresses", () => {
    const out = sanitizeConfigHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><img src="data:image/svg+xml,x">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
  });
  it("only allows http(s) images", () => {
    expect(sanitizeConfigHtml('<img src="ftp://e.com/a.png">')).not.toContain("ftp:");
  });
  it("drops an image whose source was refused, rather than leave an <img> without src", () => {
    expect(sanitizeConfigHtml('<p>a<img src="javascript:x" onerror="steal()">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeConfigHtml('<img src="data:image/png;base64,x"><img alt="none">')).toBe("");
  });
  it("drops an image from a host that is no plain host name, keeps one from a plain host or the site", () => {
    expect(sanitizeConfigHtml('<p>a<img src="https://cdn&quot;$host.example/x.png" alt="">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeConfigHtml('<img src="https://cdn.example/x.png" alt="x">')).toContain(
      'src="https://cdn.example/x.png"',
    );
    expect(sanitizeConfigHtml('<img src="/images/x.png" alt="x">')).toContain('src="/images/x.png"');
  });
  it("adds rel=noopener noreferrer to links opening a new tab", () => {
    const out = sanitizeConfigHtml('<a href="https://e.com" target="_blank" rel="opener">e</a>');
    expect(out).toBe('<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>');
  });
  it("keeps mailto and tel links", () => {
    expect(sanitizeConfigHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitizeConfigHtml('<a href="tel:5551234">t</a>')).toContain('href="tel:5551234"');
  });
  it("demotes h1 under the page's own heading", () => {
    expect(sanitizeConfigHtml("<h1>Terms</h1>")).toBe("<h2>Terms</h2>");
  });
  it("returns empty text for nothing", () => {
    expect(sanitizeConfigHtml(undefined)).toBe("");
  });
});
