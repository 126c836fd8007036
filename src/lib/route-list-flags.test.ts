import { describe, expect, it } from "vitest";
import { siteRoutes } from "./route-list.ts";
import { testTenant } from "../test-support/test-tenant.ts";

const has = (routes: { route: string }[], route: string) => routes.some((r) => r.route === route);

const FLAGS = {
  seniorDiscountPage: true,
  floralPage: {
    links: [
      { label: "Studio", url: "https://florist.example/a" },
      { label: "Delivery", url: "https://florist.example/b" },
    ],
  },
  orderOnlinePage: { partnerName: "Partner", shopUrl: "https://shop.example/" },
  pharmacyPage: { appUrlIos: "https://apps.example/p" },
};

describe("flag-gated content pages", () => {
  it("builds none of the one-client pages by default", () => {
    const routes = siteRoutes(testTenant());
    for (const route of ["/seniorteals", "/departments/floral", "/order-online", "/pharmacy", "/tutorial"]) {
      expect(has(routes, route), route).toBe(false);
    }
  });

  it("builds each page when its flag is on", () => {
    const routes = siteRoutes(testTenant({}, FLAGS));
    for (const route of ["/seniorteals", "/departments/floral", "/order-online", "/pharmacy"]) {
      expect(has(routes, route), route).toBe(true);
    }
  });

  it("builds /tutorial and its image page only when SHOP_TUTORIAL is 1", () => {
    const tutorial = { instruction_image: "https://cdn.example/videos/steps.png?v=2" };
    expect(has(siteRoutes(testTenant({ SHOP_TUTORIAL: 2, TUTORIAL: tutorial })), "/tutorial")).toBe(false);
    const routes = siteRoutes(testTenant({ SHOP_TUTORIAL: 1, TUTORIAL: tutorial }));
    expect(has(routes, "/tutorial")).toBe(true);
    expect(has(routes, "/tutorial/steps.png")).toBe(true);
  });

  it("titles About pages by the spec's rule", () => {
    const routes = siteRoutes(
      testTenant({
        MENU: [
          {
            menu_name: "Who We Are",
            menu_url: "/about",
            submenu: [{ submenu_name: "Our Story", submenu_url: "/about/our-story" }],
          },
        ],
      }),
    );
    expect(routes.find((r) => r.route === "/about")?.title).toBe("Who We Are");
    expect(routes.find((r) => r.route === "/about/our-story")?.title).toBe("our story");
  });
});
