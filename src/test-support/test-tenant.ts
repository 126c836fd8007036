/**
 * Tenants for the lib tests, built by the real tenant builder from wire-shaped files, so the tests
 * see exactly what pages see.
 */
import { buildTenant } from "../tenant/tenant-files.ts";
import { clientInfo } from "./test-fixtures.ts";
import type { ReadyTenant, Tenant } from "../tenant/tenant.ts";

/** Departments as the gateway sends them: id, name. */
const DEPARTMENTS: [number, string][] = [
  [1, "Produce"],
  [2, "Meat & Seafood"],
  [3, "Beer/Wine"],
  [10001, "Members Only"],
  [10002, "Deals of the Week"],
];

/** A ready tenant with two stores, five departments (two special) and `data` merged over the minimum. */
export function testTenant(
  data: Record<string, unknown> = {},
  flags: Record<string, unknown> = {},
  site = "acme",
): ReadyTenant {
  const tenant = buildTenant(
    site,
    {
      local: { hosts: [`www.${site}.example`], flags },
      clientInfo: clientInfo(site, data),
      snapshots: {
        "departments.json": {
          ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
          GetProductCategories: DEPARTMENTS.map(([id, name]) => ({
            ProductCategoryId: id,
            ProductCategoryName: name,
            NoOfCoupons: 2,
          })),
        },
        "stores.json": {
          ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
          GetClientStores: [
            { ClientStoreId: 1, ClientStoreName: "Main Street" },
            { ClientStoreId: 7, ClientStoreName: "Elm Grove #2" },
          ],
        },
        "company-settings.json": {
          ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
          CompanySettings: {
            SupportEmail: "help@acme.example",
            StoreEmail: "offers@acme.example",
            StorePhoneNumber: "5551234567",
            StoreTimings: "Mon-Sat 8-8\nSun 9-5",
          },
          SocialMediaSettings: [
            {
              Title: "Instagram",
              Value: "https://instagram.example/acme",
              ImageURL: "",
              IsSocialMedia: true,
              SequenceNumber: 2,
            },
            {
              Title: "Facebook",
              Value: "https://facebook.example/acme",
              ImageURL: "",
              IsSocialMedia: true,
              SequenceNumber: 1,
            },
            {
              Title: "App Store",
              Value: "https://apps.example/acme",
              ImageURL: "",
              IsSocialMedia: false,
              SequenceNumber: 3,
            },
          ],
        },
      },
    },
    { domainMap: {} },
  );
  if (tenant.status !== "ok") throw new Error("test tenant did not build");
  return tenant;
}

/** A tenant whose settings call reported an error. */
export function errorTenant(site = "broken"): Tenant {
  return buildTenant(
    site,
    { clientInfo: { error: "settings unavailable", basename: "", data: {} }, snapshots: {} },
    { domainMap: {} },
  );
}

/** Local flags that turn on every page only some chains have. */
export const EVERY_PAGE_FLAGS = {
  seniorDiscountPage: true,
  pharmacyPage: {},
  orderOnlinePage: { partnerName: "P", shopUrl: "https://p.example" },
  careersWidget: { organisationKey: "k", jobsUrl: "https://j.example/{key}", applyUrl: "https://j.example/{job_hash}" },
  floralPage: {
    links: [
      { label: "A", url: "https://a.example" },
      { label: "B", url: "https://b.example" },
    ],
  },
};

/**
 * A tenant with a route of every page pattern a chain can have: every optional page by setting or
 * flag, card linking, an about sub-page, a text policy and a generic menu page (the route parity
 * test builds its list of page patterns from it).
 */
export function everyPageTenant(): ReadyTenant {
  return testTenant(
    {
      ALLOW_LINK_CARD_REGISTRATION: true,
      ALLOW_EMPLOYMENT_SCREEN: true,
      SHOP_TUTORIAL: 1,
      TUTORIAL: { instruction_image: "https://img.example/steps.png" },
      MENU: [
        { menu_name: "About", menu_url: "/about", submenu: [{ submenu_name: "Story", submenu_url: "/about/story" }] },
        { menu_name: "Gift Cards", menu_url: "/page/gift-cards", menu_has_page: true },
      ],
      COMPANY_POLICIES: [
        { name: "Privacy", policie: [{ name: "Privacy Policy", url: "privacy", is_text: true, text: "<p>x</p>" }] },
      ],
    },
    EVERY_PAGE_FLAGS,
  );
}
