import { describe, expect, it } from "vitest";
import { guardsOf, patternOf, registerRoute, signInRoute, siteRoutes, type SiteRoute } from "./route-list.ts";
import { EVERY_PAGE_FLAGS, errorTenant, everyPageTenant, testTenant } from "../test-support/test-tenant.ts";

const routesOf = (list: SiteRoute[]) => list.map((r) => r.route);
const find = (list: SiteRoute[], route: string) => list.find((r) => r.route === route);

const MENU = [
  {
    menu_name: "About Us",
    menu_url: "/about",
    submenu: [
      { submenu_name: "Our Story", submenu_url: "/about/our-story" },
      { submenu_name: "Jobs", submenu_url: "/employment" },
    ],
  },
  { menu_name: "Gift Cards", menu_url: "/page/gift-cards", menu_has_page: true },
];
const POLICIES = [
  {
    name: "Privacy",
    policie: [
      { name: "Privacy Policy", url: "privacy-policy", is_text: true, text: "<p>x</p>" },
      { name: "Cookies", url: "https://e.example/c", is_text: false },
    ],
  },
];

describe("menu_has_page, read safely", () => {
  // A chain that set the flag on every entry: the entries with a route the site builds keep it.
  const flagged = [
    { menu_name: "Home", menu_url: "/", menu_has_page: true },
    { menu_name: "Coupons", menu_url: "/coupons", menu_has_page: true },
    { menu_name: "Weekly Ads", menu_url: "/weekly-ads", menu_has_page: true },
    { menu_name: "Contact", menu_url: "/contact", menu_has_page: true },
    { menu_name: "Shop", menu_url: "https://shop.example/", menu_has_page: true },
    { menu_name: "Gift Cards", menu_url: "", menu_has_page: true },
    { menu_name: "Recipes", menu_url: "/recipes", menu_has_page: true },
  ];
  const routes = routesOf(siteRoutes(testTenant({ MENU: flagged })));

  it("builds the generic page only for entries without a route of the site", () => {
    // …and the fallback /page/_ the serving rules answer for any other /page/{page}/.
    expect(routes.filter((r) => r.startsWith("/page/"))).toEqual(["/page/gift-cards", "/page/recipes", "/page/_"]);
  });
});

describe("siteRoutes for a plain chain", () => {
  const routes = siteRoutes(testTenant({ MENU, COMPANY_POLICIES: POLICIES }));
  const all = routesOf(routes);

  it("has every fixed route of the route table", () => {
    for (const r of [
      "/",
      "/weekly-ads",
      "/coupons",
      "/coupons/all",
      "/department",
      "/login",
      "/forget-pin",
      "/simple-register",
      "/register",
      "/link-card-registration",
      "/loyalty",
      "/catering",
      "/download-our-app",
      "/contact",
      "/company-policies",
      "/company-policies/web-accessibility",
      "/company-policies/web-accessibility/report",
      "/how-to-delete-your-account",
      "/about",
      "/error",
      "/cart",
      "/my-deals",
      "/my-account",
      "/change-pin",
      "/my-rewards",
    ]) {
      expect(all).toContain(r);
    }
  });
  it("builds coupon pages by department name and id, special ids included", () => {
    expect(all).toEqual(
      expect.arrayContaining([
        "/coupons/produce",
        "/coupons/1",
        "/coupons/meat-&-seafood",
        "/coupons/deals-of-the-week",
        "/coupons/10002",
      ]),
    );
    expect(find(routes, "/coupons/2")?.title).toBe("Meat & Seafood");
    expect(find(routes, "/coupons/produce")?.crumbs).toEqual([{ label: "Coupons", route: "/coupons" }]);
  });
  it("builds department pages by slug and id without the special ids", () => {
    expect(all).toEqual(
      expect.arrayContaining(["/department/beer_wine", "/department/meat-&-seafood", "/departments/3"]),
    );
    expect(all).not.toContain("/department/deals-of-the-week");
    expect(all).not.toContain("/departments/10001");
  });
  it("builds both weekly-ad pages per store with the spec's title", () => {
    expect(find(routes, "/weekly-ads/7/elm-grove-2")?.title).toBe("Weekly Ad Elm Grove #2");
    expect(find(routes, "/weekly-ads-gallery/1/main-street")?.params).toEqual({ id: "1", store: "main-street" });
  });
  it("builds about sub-pages, text policies and menu pages", () => {
    expect(find(routes, "/about/our-story")?.title).toBe("our story");
    expect(find(routes, "/company-policies/privacy-policy")?.crumbs).toEqual([
      { label: "Company Policies", route: "/company-policies" },
    ]);
    expect(all.filter((r) => r.startsWith("/company-policies/"))).toEqual([
      "/company-policies/web-accessibility",
      "/company-policies/web-accessibility/report",
      "/company-policies/privacy-policy",
    ]);
    expect(find(routes, "/company-policies/web-accessibility/report")).toMatchObject({
      title: "Accessibility Report",
      kind: "static",
      crumbs: [
        { label: "Company Policies", route: "/company-policies" },
        { label: "Web Accessibility", route: "/company-policies/web-accessibility" },
      ],
    });
    expect(find(routes, "/page/gift-cards")?.title).toBe("gift cards");
  });
  it("leaves out the optional pages", () => {
    for (const r of [
      "/employment",
      "/tealsemp",
      "/order-online",
      "/pharmacy",
      "/seniorteals",
      "/tutorial",
      "/departments/floral",
    ]) {
      expect(all).not.toContain(r);
    }
  });
  it("keeps member pages, /error, /offline and the department aliases out of the sitemap", () => {
    expect(
      routes
        .filter((r) => r.hidden && !/^\/(coupons|departments)\/[^/]+$/.test(r.route))
        .map((r) => r.route)
        .sort(),
    ).toEqual([
      "/cart",
      "/change-pin",
      "/coupons-only",
      "/error",
      "/my-account",
      "/my-deals",
      "/my-rewards",
      "/offline",
      "/page/_",
    ]);
  });
  it("gives each department one address: its slug page; the other three name it as canonical", () => {
    for (const alias of ["/coupons/meat-&-seafood", "/coupons/2", "/departments/2"]) {
      expect(find(routes, alias)).toMatchObject({
        hidden: true,
        noindex: false,
        canonical: "/department/meat-&-seafood",
      });
    }
    expect(find(routes, "/department/meat-&-seafood")).toMatchObject({ hidden: false });
    expect(find(routes, "/department/meat-&-seafood")?.canonical).toBeUndefined();
    // A special category has no department page: its coupons page is its address.
    expect(find(routes, "/coupons/deals-of-the-week")).toMatchObject({ hidden: false });
    expect(find(routes, "/coupons/10002")).toMatchObject({ hidden: true, canonical: "/coupons/deals-of-the-week" });
    expect(find(routes, "/coupons/all")).toMatchObject({ hidden: false });
    const listed = routes.filter((r) => !r.hidden).map((r) => r.route);
    expect(listed.filter((r) => /^\/(coupons|departments?)\/.*(seafood|\/2)$/.test(r))).toEqual([
      "/department/meat-&-seafood",
    ]);
  });
  it("marks only pages with no content of their own noindex; member pages name /login as canonical", () => {
    expect(
      routes
        .filter((r) => r.noindex)
        .map((r) => r.route)
        .sort(),
    ).toEqual(["/error", "/offline", "/page/_"]);
    for (const r of ["/cart", "/change-pin", "/my-account", "/my-deals", "/my-rewards"]) {
      expect(find(routes, r)).toMatchObject({ hidden: true, noindex: false, canonical: "/login" });
    }
  });
  it("builds the coupons-only view as an interactive view of /coupons", () => {
    expect(find(routes, "/coupons-only")).toMatchObject({ kind: "interactive", hidden: true, canonical: "/coupons" });
  });
  it("builds this week's digital deals as a static page for anyone, in the sitemap, under Coupons", () => {
    expect(find(routes, "/digital-deals")).toMatchObject({
      title: "This Week's Digital Deals",
      kind: "static",
      access: "any",
      hidden: false,
      crumbs: [{ label: "Coupons", route: "/coupons" }],
    });
  });
  it("marks island pages interactive and content pages static", () => {
    expect(find(routes, "/coupons")?.kind).toBe("interactive");
    expect(find(routes, "/login")?.kind).toBe("interactive");
    expect(find(routes, "/company-policies")?.kind).toBe("static");
    expect(find(routes, "/about")?.kind).toBe("static");
  });
  it("has unique addresses", () => {
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("siteRoutes by setting", () => {
  it("builds /employment when the employment screen is on, and the redirect variant hidden", () => {
    expect(routesOf(siteRoutes(testTenant({ ALLOW_EMPLOYMENT_SCREEN: true })))).toContain("/employment");
    const redirect = siteRoutes(testTenant({}, { employmentRedirectsToError: true }));
    expect(find(redirect, "/employment")).toMatchObject({ hidden: true, noindex: true });
  });
  it("builds /tutorial only when SHOP_TUTORIAL is 1", () => {
    expect(routesOf(siteRoutes(testTenant({ SHOP_TUTORIAL: 1 })))).toContain("/tutorial");
    expect(routesOf(siteRoutes(testTenant({ SHOP_TUTORIAL: 2 })))).not.toContain("/tutorial");
  });
  it("builds the one-client pages from flags", () => {
    const all = routesOf(siteRoutes(testTenant({}, EVERY_PAGE_FLAGS)));
    expect(all).toEqual(
      expect.arrayContaining(["/seniorteals", "/pharmacy", "/order-online", "/tealsemp", "/departments/floral"]),
    );
  });
  it("titles PIN and password pages by sign-in mode", () => {
    expect(find(siteRoutes(testTenant()), "/change-pin")?.title).toBe("Change Pin");
    expect(find(siteRoutes(testTenant({ ALLOW_PASSWORD: true })), "/change-pin")?.title).toBe("Change Password");
    expect(find(siteRoutes(testTenant({}, { alwaysPasswordMode: true })), "/forget-pin")?.title).toBe(
      "Forgot Password",
    );
  });
  it("makes the home route the coupons page on coupons-only sites", () => {
    expect(find(siteRoutes(testTenant({ ONLY_COUPONS: true })), "/")).toMatchObject({
      title: "Coupons",
      kind: "interactive",
    });
    expect(find(siteRoutes(testTenant({ ONLY_COUPONS: true, ONLY_COUPONS_COMING_SOON: true })), "/")?.title).toBe(
      "Coming Soon",
    );
    expect(find(siteRoutes(testTenant({ STORE_NAME: "Acme Foods" })), "/")?.title).toBe("Acme Foods");
  });
  it("titles /contact 'Locations' in theme 2", () => {
    expect(find(siteRoutes(testTenant({ THEME: 2 })), "/contact")?.title).toBe("Locations");
  });
  it("gives a settings-error chain only the home and error routes, all hidden", () => {
    const routes = siteRoutes(errorTenant());
    expect(routesOf(routes)).toEqual(["/", "/error"]);
    expect(routes.every((r) => r.hidden && r.noindex)).toBe(true);
  });
});

describe("registerRoute and patternOf", () => {
  it("sends Register to /register only when link-card registration is allowed", () => {
    expect(registerRoute(testTenant({ ALLOW_LINK_CARD_REGISTRATION: true }))).toBe("/register");
    expect(registerRoute(testTenant())).toBe("/simple-register");
  });
  it("sends Sign In to the chain's SIGNIN_URL when it names one, else /login", () => {
    expect(signInRoute(testTenant())).toBe("/login");
    expect(signInRoute(testTenant({ SIGNIN_URL: "https://id.example/login" }))).toBe("https://id.example/login");
    expect(signInRoute(testTenant({ SIGNIN_URL: "/members/sign-in" }))).toBe("/members/sign-in");
    expect(signInRoute(testTenant({ SIGNIN_URL: "#" }))).toBe("/login");
  });
  it("strips the site parameter from Astro route patterns", () => {
    expect(patternOf("/[site]")).toBe("/");
    expect(patternOf("/[site]/coupons/[...path]")).toBe("/coupons/[...path]");
  });
});

describe("siteRoutes computed once per tenant", () => {
  it("gives every caller the same routes in a list of its own", () => {
    const tenant = testTenant({ MENU, COMPANY_POLICIES: POLICIES });
    const first = siteRoutes(tenant);
    first.pop();
    const second = siteRoutes(tenant);
    expect(second).not.toBe(first);
    expect(second).toHaveLength(first.length + 1);
    expect(second.slice(0, first.length)).toEqual(first);
  });
});

describe("page access, from the route entry", () => {
  const byAccess = (routes: SiteRoute[], access: SiteRoute["access"]) =>
    routes
      .filter((r) => r.access === access)
      .map((r) => r.route)
      .sort();

  it("marks the member pages 'member' and the entry pages 'guest'; every other page is open", () => {
    const routes = siteRoutes(everyPageTenant());
    expect(byAccess(routes, "member")).toEqual(["/cart", "/change-pin", "/my-account", "/my-deals", "/my-rewards"]);
    expect(byAccess(routes, "guest")).toEqual([
      "/forget-pin",
      "/link-card-registration",
      "/login",
      "/register",
      "/simple-register",
    ]);
    expect(routes.filter((r) => r.access === "any").length).toBe(routes.length - 10);
  });
  it("opens /link-card-registration to anyone where card linking is off (it only forwards)", () => {
    expect(find(siteRoutes(testTenant()), "/link-card-registration")?.access).toBe("any");
  });
  it("makes every members' page hidden with /login as canonical, and only those", () => {
    const routes = siteRoutes(everyPageTenant());
    const toLogin = routes.filter((r) => r.canonical === "/login");
    expect(toLogin.map((r) => r.route).sort()).toEqual(byAccess(routes, "member"));
    expect(toLogin.every((r) => r.hidden)).toBe(true);
  });
  it("gives a settings-error chain no guarded page", () => {
    expect(siteRoutes(errorTenant()).map((r) => r.access)).toEqual(["any", "any"]);
  });
  it("gives every members' page the head redirect and the member guard, guests' pages the guest guard", () => {
    const routes = [...siteRoutes(everyPageTenant()), ...siteRoutes(testTenant())];
    for (const r of routes) {
      const guards = guardsOf(r.access);
      if (r.access === "member") expect(guards, r.route).toEqual({ head: "member", content: "member" });
      else if (r.access === "guest") expect(guards, r.route).toEqual({ head: null, content: "guest" });
      else expect(guards, r.route).toEqual({ head: null, content: null });
    }
  });
});
