import { describe, expect, it } from "vitest";
import { siteDataSchema } from "../tenant/tenant-schema.ts";
import { minimalSiteData } from "../test-support/test-fixtures.ts";
import { aboutMenuEntry, aboutPageParam, buildMenu, visibleDepartments, weeklyAdRoute } from "./menu.ts";

const menuOf = (MENU: unknown[]) => siteDataSchema.parse({ ...minimalSiteData(), MENU }).MENU;
const departments = [
  { ProductCategoryId: 3, ProductCategoryName: "Produce" },
  { ProductCategoryId: 10001, ProductCategoryName: "Members Only" },
  { ProductCategoryId: 1, ProductCategoryName: "Beer/Wine" },
  { ProductCategoryId: 10002, ProductCategoryName: "Deals of the Week" },
];
const stores = [{ ClientStoreId: 4, ClientStoreName: "Main Street" }];

describe("buildMenu", () => {
  it("hides entries whose visible flag is off", () => {
    const items = buildMenu(
      menuOf([
        { menu_name: "Home", menu_url: "/" },
        { menu_name: "Secret", menu_url: "/x", menu_visible: false },
      ]),
      [],
      [],
    );
    expect(items.map((i) => i.label)).toEqual(["Home"]);
  });
  it("builds the Departments submenu from the department list without ids 10001 and 10002", () => {
    const [deps] = buildMenu(
      menuOf([{ menu_name: "Departments", menu_url: "/department", menu_link: false }]),
      departments,
      stores,
    );
    expect(deps?.href).toBeUndefined();
    expect(deps?.children.map((c) => [c.label, c.href])).toEqual([
      ["Beer/Wine", "/department/beer_wine"],
      ["Produce", "/department/produce"],
    ]);
  });
  it("builds the Weekly Ads submenu from the store list", () => {
    const [ads] = buildMenu(menuOf([{ menu_name: "Weekly Ads", menu_url: "/weekly-ads" }]), departments, stores);
    expect(ads?.href).toBe("/weekly-ads");
    expect(ads?.children.map((c) => c.href)).toEqual(["/weekly-ads/4/main-street"]);
  });
  it("opens entries with the open-self flag off in a new tab", () => {
    const [shop] = buildMenu(
      menuOf([{ menu_name: "Shop", menu_url: "https://shop.example", menu_open_self: false }]),
      [],
      [],
    );
    expect(shop).toMatchObject({ href: "https://shop.example", newTab: true });
  });
  it("keeps configured submenus and their link flags", () => {
    const [about] = buildMenu(
      menuOf([
        {
          menu_name: "About",
          menu_url: "/about",
          submenu: [
            { submenu_name: "Story", submenu_url: "/about/story" },
            { submenu_name: "Label", submenu_url: "/x", submenu_link: false },
          ],
        },
      ]),
      [],
      [],
    );
    expect(about?.children).toEqual([
      { label: "Story", href: "/about/story", newTab: false, children: [] },
      { label: "Label", newTab: false, children: [] },
    ]);
  });
  it("links entries with their own page to /page/{page}", () => {
    const [page] = buildMenu(menuOf([{ menu_name: "Gift Cards", menu_url: "#", menu_has_page: true }]), [], []);
    expect(page?.href).toBe("/page/gift-cards");
  });
  it("sends an entry with its own page to its menu_url when that is a route the site builds or an external link", () => {
    const built = new Set(["/", "/coupons", "/weekly-ads", "/contact", "/about"]);
    const items = buildMenu(
      menuOf(
        [
          ["Home", "/"],
          ["Coupons", "/coupons"],
          ["Weekly Ads", "/weekly-ads/"],
          ["Contact", "/contact"],
          ["About", "/about"],
          ["Shop", "https://shop.example/"],
          ["Gift Cards", "#"],
          ["Recipes", "/recipes"],
        ].map(([menu_name, menu_url]) => ({ menu_name, menu_url, menu_has_page: true })),
      ),
      [],
      [],
      (route) => built.has(route) || route.startsWith("/page/"),
    );
    expect(items.map((i) => i.href)).toEqual([
      "/",
      "/coupons",
      "/weekly-ads",
      "/contact",
      "/about",
      "https://shop.example/",
      "/page/gift-cards",
      "/page/recipes",
    ]);
  });
  it("drops links to routes the site does not build", () => {
    const items = buildMenu(
      menuOf([
        { menu_name: "Jobs", menu_url: "/employment" },
        { menu_name: "About", menu_url: "/about", submenu: [{ submenu_name: "Jobs", submenu_url: "/employment" }] },
      ]),
      [],
      [],
      (route) => route === "/about",
    );
    expect(items).toEqual([{ label: "About", href: "/about", newTab: false, children: [] }]);
  });
});

describe("helpers", () => {
  it("sorts visible departments by name", () => {
    expect(visibleDepartments(departments).map((d) => d.ProductCategoryId)).toEqual([1, 3]);
  });
  it("builds weekly ad routes", () => {
    expect(weeklyAdRoute({ ClientStoreId: 2, ClientStoreName: "Elm Grove #2" }, "/weekly-ads-gallery")).toBe(
      "/weekly-ads-gallery/2/elm-grove-2",
    );
  });
  it("finds the About entry and its sub-page parameters", () => {
    const menu = menuOf([
      { menu_name: "Home", menu_url: "/" },
      { menu_name: "Who we are", menu_url: "/about/" },
    ]);
    expect(aboutMenuEntry(menu)?.menu_name).toBe("Who we are");
    expect(aboutPageParam("/about/our-story")).toBe("our-story");
    expect(aboutPageParam("/about")).toBeUndefined();
    expect(aboutPageParam("https://e.example/about/x")).toBeUndefined();
  });
});
