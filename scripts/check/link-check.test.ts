import { describe, expect, it } from "vitest";
import { checkReference, cssUrls, pageUrlPath, resolveFrom } from "./link-check.ts";
import type { Probe } from "../lib/serving-rules.ts";

const files = new Set([
  "alpha/index.html",
  "alpha/coupons/index.html",
  "alpha/company-policies/privacy/index.html",
  "alpha/docs/guide.pdf",
  "alpha/_assets/app.js",
  "alpha/favicon.svg",
  "beta/index.html",
  "beta/_assets/beta.js",
]);
const probe: Probe = (rel) =>
  files.has(rel) ? "file" : [...files].some((f) => f.startsWith(`${rel}/`)) ? "dir" : null;
const sites = new Set(["alpha", "beta"]);
const fromPolicy = (url: string) => checkReference(url, "/alpha/company-policies/privacy/", "alpha", sites, probe);

describe("pageUrlPath", () => {
  it("turns built files into path-mode URLs", () => {
    expect(pageUrlPath("alpha/index.html")).toBe("/alpha/");
    expect(pageUrlPath("alpha/company-policies/privacy/index.html")).toBe("/alpha/company-policies/privacy/");
  });
});

describe("checkReference", () => {
  it.each([
    "../../coupons/",
    "../../coupons",
    "../../",
    "../../coupons/?store=1#top",
    "../../docs/guide.pdf",
    "/_assets/app.js",
    "/favicon.svg",
    "#main",
    "",
    "https://www.example.org/",
    "mailto:help@example.org",
    "tel:5551234",
    "//cdn.example.org/x.js",
  ])("accepts %s", (url) => {
    expect(fromPolicy(url)).toBeNull();
  });

  it.each([
    ["../../nope/", "no page or file at /alpha/nope"],
    ["/_assets/gone.js", "missing asset /_assets/gone.js"],
    // another chain's asset is not in this chain's folder, the root its hosts serve
    ["/_assets/beta.js", "missing asset /_assets/beta.js"],
    ["/logo.png", "missing file /logo.png"],
    ["/coupons/", "missing file /coupons"],
    ["/alpha/coupons/", "absolute link into the site; internal links must be relative (host mode)"],
    ["../../../beta/", "resolves into another site (/beta/)"],
    ["../../../", "resolves to the server root, outside its site"],
  ])("rejects %s", (url, problem) => {
    expect(fromPolicy(url)).toBe(problem);
  });
});

describe("stylesheet urls", () => {
  it("extracts local url() targets and resolves them against the stylesheet", () => {
    const css = `a{background:url(../img/a.png)}b{src:url("/_assets/f.woff2?v=2") format("woff2")}c{x:url(data:image/png;base64,xx)}d{y:url('https://x.example/y.png')}`;
    expect(cssUrls(css)).toEqual(["../img/a.png", "/_assets/f.woff2?v=2"]);
    expect(resolveFrom("../img/a.png", "/_assets/css/s.css")).toBe("_assets/img/a.png");
    expect(resolveFrom("/_assets/f.woff2?v=2", "/_assets/s.css")).toBe("_assets/f.woff2");
  });
});
