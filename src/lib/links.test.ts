import { describe, expect, it } from "vitest";
import { canonicalUrl, isExternal, normaliseRoute, siteBase, siteHref, mailtoHref } from "./links.ts";

describe("siteBase", () => {
  it("climbs one level per route segment", () => {
    expect(siteBase("/")).toBe("./");
    expect(siteBase("/coupons")).toBe("../");
    expect(siteBase("/company-policies/privacy")).toBe("../../");
    expect(siteBase("/weekly-ads/1/main-street/")).toBe("../../../");
  });
});

describe("siteHref", () => {
  it("links from a policy page to coupons as the brief shows", () => {
    expect(siteHref("/company-policies/privacy", "/coupons")).toBe("../../coupons/");
  });
  it("links to the site root", () => {
    expect(siteHref("/coupons/all", "/")).toBe("../../");
    expect(siteHref("/", "/")).toBe("./");
  });
  it("links from the root to a page", () => {
    expect(siteHref("/", "/login")).toBe("./login/");
    expect(siteHref("/", "login")).toBe("./login/");
  });
  it("keeps query strings and hashes", () => {
    expect(siteHref("/about", "/contact?store=2#map")).toBe("../contact/?store=2#map");
    expect(siteHref("/about", "#main")).toBe("#main");
  });
  it("leaves files without a trailing slash", () => {
    expect(siteHref("/a/b", "/sitemap.xml")).toBe("../../sitemap.xml");
  });
  it("escapes characters that would break the path but keeps '&'", () => {
    expect(siteHref("/", "/coupons/meat-&-seafood")).toBe("./coupons/meat-&-seafood/");
    expect(siteHref("/", "/page/50% off")).toBe("./page/50%25%20off/");
    expect(siteHref("/", "/department/café")).toBe("./department/caf%C3%A9/");
  });
  it("passes external addresses through", () => {
    expect(siteHref("/a", "https://example.com/x")).toBe("https://example.com/x");
    expect(siteHref("/a", "mailto:help@example.com")).toBe("mailto:help@example.com");
  });
});

describe("isExternal and normaliseRoute", () => {
  it("tells external addresses from routes", () => {
    expect(isExternal("ftp://files.example.com")).toBe(true);
    expect(isExternal("//cdn.example.com/x")).toBe(true);
    expect(isExternal("/coupons")).toBe(false);
  });
  it("normalises slashes", () => {
    expect(normaliseRoute("coupons/all/")).toBe("/coupons/all");
    expect(normaliseRoute("")).toBe("/");
  });
});

describe("canonicalUrl", () => {
  it("is absolute on the primary host with a trailing slash", () => {
    expect(canonicalUrl("www.freshmart.example", "/coupons")).toBe("https://www.freshmart.example/coupons/");
    expect(canonicalUrl("www.freshmart.example", "/")).toBe("https://www.freshmart.example/");
    expect(canonicalUrl("a.example", "/department/aisle-#5")).toBe("https://a.example/department/aisle-%235/");
  });
});

describe("routes from settings never climb above the site root", () => {
  it("resolves '..' inside the site", () => {
    expect(normaliseRoute("/../../register")).toBe("/register");
    expect(normaliseRoute("/a/../b/./c")).toBe("/b/c");
    expect(siteHref("/about/our-story", "/../../register")).toBe("../../register/");
  });
});

describe("mailtoHref", () => {
  it("keeps a plain address and percent-encodes what a URL may not hold", () => {
    expect(mailtoHref(" info@fresh-mart.example ")).toBe("mailto:info@fresh-mart.example");
    expect(mailtoHref('x@hostile.example<script>"a b')).toBe("mailto:x@hostile.example%3Cscript%3E%22a%20b");
  });
});
