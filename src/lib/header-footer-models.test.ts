import { describe, expect, it } from "vitest";
import { footerModel, headerModel, socialIcon } from "./header-footer-models.ts";
import { MAX_TITLE, clampTitle, escapeHtml, seoFor } from "./seo.ts";
import { siteRoutes } from "./route-list.ts";
import { testTenant } from "../test-support/test-tenant.ts";

describe("headerModel", () => {
  it("links Login and Register by setting", () => {
    expect(headerModel(testTenant())).toMatchObject({ signIn: "/login", register: "/simple-register" });
    expect(headerModel(testTenant({ ALLOW_LINK_CARD_REGISTRATION: true })).register).toBe("/register");
  });
  it("uses the configured sign-in and register addresses instead", () => {
    const m = headerModel(testTenant({ SIGNIN_URL: "https://id.example/login", REGISTER_URL: "/join" }));
    expect(m).toMatchObject({ signIn: "https://id.example/login", register: "/join" });
  });
  it("lists social links in sequence order, without non-social entries", () => {
    expect(headerModel(testTenant()).social.map((s) => s.title)).toEqual(["Facebook", "Instagram"]);
  });
  it("sends GO BACK to the home domain, or the site root", () => {
    expect(headerModel(testTenant({ ONLY_COUPONS: true, HOME_DOMAIN: "https://www.acme.example" })).goBack).toBe(
      "https://www.acme.example",
    );
    expect(headerModel(testTenant({ ONLY_COUPONS: true })).goBack).toBe("/");
  });
  it("drops menu links to routes the chain does not have", () => {
    const m = headerModel(
      testTenant({
        MENU: [
          { menu_name: "Employment", menu_url: "/employment" },
          { menu_name: "Coupons", menu_url: "/coupons" },
        ],
      }),
    );
    expect(m.menu.map((i) => i.label)).toEqual(["Coupons"]);
  });
});

describe("footerModel", () => {
  it("takes phone, hours and e-mails from company settings", () => {
    const m = footerModel(testTenant({ SUPPORT_PHONE: "5550000000" }));
    expect(m).toMatchObject({
      phone: "5551234567",
      hours: ["Mon-Sat 8-8", "Sun 9-5"],
      offerEmail: "offers@acme.example",
      supportEmail: "help@acme.example",
    });
  });
  it("falls back to SUPPORT_PHONE when company settings have no phone", () => {
    const t = testTenant({ SUPPORT_PHONE: "5550000000" });
    const m = footerModel({ ...t, companySettings: null });
    expect(m.phone).toBe("5550000000");
    expect(m.hours).toEqual([]);
  });
  it("lists the more-links of the spec, and this week's digital deals after Coupons", () => {
    expect(footerModel(testTenant()).moreLinks.map((l) => `${l.label} ${l.href}`)).toEqual([
      "About Us /about",
      "Coupons /coupons",
      "This Week's Digital Deals /digital-deals",
      "Weekly Ads /weekly-ads",
      "Locations /contact",
      "Contact Us /contact",
    ]);
  });
  it("links text policies under /company-policies and others externally", () => {
    const m = footerModel(
      testTenant({
        COMPANY_POLICIES: [
          {
            name: "G",
            policie: [
              { name: "Privacy", url: "privacy", is_text: true },
              { name: "Ext", url: "https://e.example/p", is_text: false },
            ],
          },
        ],
      }),
    );
    expect(m.policies).toEqual([
      { label: "Privacy", href: "/company-policies/privacy", external: false },
      { label: "Ext", href: "https://e.example/p", external: true },
    ]);
  });
});

describe("socialIcon", () => {
  it("maps titles to icons", () => {
    expect(socialIcon("Facebook")).toBe("facebook");
    expect(socialIcon("Twitter")).toBe("x");
    expect(socialIcon("X")).toBe("x");
    expect(socialIcon("Our blog")).toBe("link");
  });
});

describe("seoFor", () => {
  const tenant = testTenant({
    SEO: { title: "Acme", description: "Groceries", pages: { "/coupons": { title: "Digital Coupons" } } },
  });
  const route = (r: string) => siteRoutes(tenant).find((p) => p.route === r)!;
  it("titles pages '{page} | {SEO.title}' and the home page with SEO.title", () => {
    expect(seoFor(tenant, route("/company-policies")).title).toBe("Company Policies | Acme");
    expect(seoFor(tenant, route("/")).title).toBe("Acme");
  });
  it("applies per-route overrides", () => {
    expect(seoFor(tenant, route("/coupons")).title).toBe("Digital Coupons | Acme");
  });
  it("cuts a title over 70 characters at a word, with '…'", () => {
    const long = testTenant({ SEO: { title: `Acme ${"Fresh Market ".repeat(8)}`, description: "", pages: {} } });
    const title = seoFor(
      long,
      siteRoutes(long).find((p) => p.route === "/company-policies")!,
    ).title;
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(title).toMatch(/^Company Policies \| Acme Fresh Market .*[a-z]…$/);
    expect(clampTitle("x".repeat(90))).toBe(`${"x".repeat(69)}…`);
    // Counted as written: each escaped '<' takes four characters of the 70.
    const marked = clampTitle(`Cart | ${"<b> ".repeat(30)}`);
    expect(escapeHtml(marked).length).toBeLessThanOrEqual(MAX_TITLE);
    expect(marked).toMatch(/^Cart \| <b> .*…$/);
  });
  it("puts the canonical address on the primary host", () => {
    expect(seoFor(tenant, route("/coupons/all")).canonical).toBe("https://www.acme.example/coupons/all/");
  });
  it("names /coupons as canonical of the coupons-only view, which stays indexable so the canonical holds", () => {
    expect(seoFor(tenant, route("/coupons-only"))).toMatchObject({
      canonical: "https://www.acme.example/coupons/",
      noindex: false,
    });
  });
  it("names /login as canonical of a member page, indexable like the page it sends guests to", () => {
    expect(seoFor(tenant, route("/cart"))).toMatchObject({
      canonical: "https://www.acme.example/login/",
      noindex: false,
    });
    expect(seoFor(tenant, route("/error")).noindex).toBe(true);
    expect(seoFor(tenant, route("/coupons")).noindex).toBe(false);
  });
  it("shows the header logo as the social image when the chain names none (summary card)", () => {
    const seo = seoFor(tenant, route("/"));
    expect(seo.image).toBe(tenant.data.LOGO_HEADER);
    expect(seo.largeImage).toBe(false);
    const withImage = testTenant({
      SEO: { title: "Acme", description: "", pages: {}, image: "https://x.example/p.png" },
    });
    expect(seoFor(withImage, siteRoutes(withImage)[0]!)).toMatchObject({
      image: "https://x.example/p.png",
      largeImage: true,
    });
  });
});

describe("escapeHtml (the title astro-seo writes as HTML)", () => {
  it("keeps markup in a chain's title as text", () => {
    expect(escapeHtml("A&B </title><script>x('1')</script>")).toBe(
      "A&amp;B &lt;/title&gt;&lt;script&gt;x('1')&lt;/script&gt;",
    );
  });
});

describe("the Weekly Ads menu", () => {
  const menu = [{ menu_name: "Weekly Ads", menu_url: "/weekly-ads" }];
  const ad = (STOREID: number) => ({
    STOREID,
    STORENAME: "",
    VALIDFROMDATE: "",
    EXPIRESON: "",
    PDFFILENAME: "",
    ADDRESSLINE1: "",
    validFromAt: null,
    expiresAt: null,
  });
  it("lists only the stores with a current ad", () => {
    const tenant = { ...testTenant({ MENU: menu }), weeklyAds: [ad(7)] } as ReturnType<typeof testTenant>;
    const entry = headerModel(tenant).menu.find((i) => i.label === "Weekly Ads");
    expect(entry?.children.map((c) => `${c.label} ${c.href}`)).toEqual(["Elm Grove #2 /weekly-ads/7/elm-grove-2"]);
  });
  it("is a plain link to the list when no store has an ad", () => {
    const entry = headerModel(testTenant({ MENU: menu })).menu.find((i) => i.label === "Weekly Ads");
    expect(entry).toMatchObject({ href: "/weekly-ads", children: [] });
  });
});
