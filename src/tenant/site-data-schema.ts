/**
 * The `data` object of a chain's clientinfo: every setting the specs name, with the specs'
 * defaults. One doc line per key; unknown keys are dropped, with a warning at pull and build
 * (settings-warnings.ts). What each key drives and its spec section: site-data-reference.ts.
 */
import { z } from "zod";
import { emptyMeansUnset, flag, hexColor, int, link, linkList, optLink, optText, optUrlTemplate } from "./fields.ts";
import {
  aboutEntrySchema,
  configuredDepartmentSchema,
  menuEntrySchema,
  policyGroupSchema,
  slideSchema,
  testimonialSchema,
} from "./site-content-schema.ts";

const seoSchema = z.object({
  title: z.string().describe("Default page title suffix, e.g. 'Fresh Mart'."),
  description: z.string().describe("Default meta description."),
  keywords: optText("Meta keywords."),
  image: optLink("Default social preview image."),
  pages: z
    .record(z.string(), z.object({ title: optText("Title."), description: optText("Description.") }))
    .default({})
    .describe("Per-route overrides keyed by route, e.g. { '/coupons': { title: 'Digital Coupons' } }."),
});

const emailSchema = z.object({
  contact_recipient: z.string().describe("Recipient of the Contact Us form."),
  employment_recipient: z.string().describe("Recipient of employment applications."),
  newsletter_recipient: z.string().describe("Recipient of newsletter sign-ups."),
  from_email: z.string().describe("FromEmailId of sent e-mails."),
  from_name: z.string().describe("FromName of sent e-mails."),
  enterprise_id: z.string().default("").describe("EnterpriseId sent with SendEmail."),
  security_key: z.string().default("").describe("SecurityKey sent with SendEmail."),
  cc: z.string().default("").describe("CCList of sent e-mails."),
  bcc: z.string().default("").describe("BccList of sent e-mails."),
});

const aboutSchema = z.object({
  store_image: optLink("Store image on the About page."),
  store_image_alt: optText("Its alternative text."),
  store_image_2: optLink("Second store image."),
  extra_description: optText("Optional extra description HTML; sanitised at build."),
  show_counters: flag(false, "Show the counters block (30000 customers, 1500 awards, 75 years, 1000 projects)."),
  brands: linkList("Brand logos for the brands carousel."),
  footer_text: optText("Short about text in the footer (capped at 160 px)."),
});

/** The settings object of a chain (clientinfo `data`); blank means unset wherever there is a default. */
export const siteDataShape = emptyMeansUnset({
  RSA_SUBDOMAIN: z.string().min(1).describe("Chain subdomain; sent as the `domainname` header."),
  RSA_CLIENT_ID: int("Client id sent to the gateway (ClientId, RSAClientId)."),
  RSA_CLIENT_STORE_GROUP_ID: int("Store group id (StoreGroupId)."),
  RSA_CLIENT_STORE_ID: int("Default store id (StoreId)."),
  GUEST_TOKEN: z.string().min(1).describe("Token for guest browsing calls."),
  SUPPORT_GUEST_TOKEN: optText("Guest token for calls sent with the support domain header."),
  SUPPORT_DOMAIN: optText("Fixed `domainname` for the support calls (category variant, weekly ads by customer/store)."),
  CLIENT_DB_NAME: optText("ClientDbName for the support calls."),
  CLIENT_APP_NAME: z.string().default("").describe("ClientAppName for company settings."),
  STORE_NAME: z.string().min(1).describe("Chain display name, e.g. 'Fresh Mart'."),
  THEME: z
    .preprocess((v) => (v == null ? 1 : Number(v)), z.union([z.literal(1), z.literal(2)]))
    .describe("Layout theme, 1 (default) or 2."),
  BASIC_THEME: flag(false, "Plain variant of the theme without decorative sections."),
  ONLY_COUPONS: flag(false, "Coupons-only site: the home route shows the coupons page."),
  ONLY_COUPONS_COMING_SOON: flag(false, "In coupons-only mode, the home page shows only 'Coming Soon'."),
  HOME_DOMAIN: optLink("Where GO BACK leads on coupons-only sites (the chain's main site)."),
  BETA_SITE: flag(false, "Served under /{site}/ on a beta host."),
  LOGO_HEADER: link("Header logo URL."),
  LOGO_FOOTER: optLink("Footer logo URL; defaults to the header logo."),
  LOGO_COLOR: optText("Accent colour used with the logo."),
  APP_ICON: optLink(
    "Square mark for the app icons (the logo without its words); unset: the chain's monogram on the header colour.",
  ),
  APP_SHORT_NAME: optText("Launcher name, at most 12 characters; unset: the chain's name, never cut."),
  HEADER_BG_COLOR: hexColor("Header background colour.").default("#318501"),
  MENU: z.array(menuEntrySchema).default([]).describe("Header menu entries."),
  DEPARTMENTS: z.array(configuredDepartmentSchema).default([]).describe("Configured departments (page variant)."),
  HOME_SLIDER: z.array(slideSchema).default([]).describe("Home slides."),
  SLIDER_SPEED_MS: int("Slide change speed in ms; default 800 (home) and 500 (catering).").optional(),
  SEO: z.object(emptyMeansUnset(seoSchema.shape)).describe("Search and social metadata."),
  COMPANY_POLICIES: z.array(policyGroupSchema).default([]).describe("Policy groups for /company-policies."),
  APP_URL_ANDROID: optLink("Google Play link of the chain's app."),
  APP_URL_IOS: optLink("App Store link of the chain's app."),
  SIGNIN_URL: optLink("Custom sign-in address replacing /login in the header."),
  REGISTER_URL: optLink("Custom register address replacing the Register link."),
  ALLOW_PASSWORD: flag(false, "Password sign-in (6–12 characters) instead of a 4-digit PIN."),
  ALLOW_LINK_CARD_REGISTRATION: flag(false, "Members may register an existing loyalty card."),
  IS_PHONE_NUMBER_REQUIRED: flag(false, "Phone number is required at registration."),
  ALLOW_EMPLOYMENT_SCREEN: flag(false, "Show the employment application at /employment."),
  ALLOW_EMAIL_CHANGE: flag(false, "Members may change their e-mail address from My Account."),
  ALLOW_USER_DELETE: flag(false, "Members may delete their account from My Account."),
  POINTS_API: flag(false, "Points-based rewards interface (the V2 reward calls)."),
  SHOP_TUTORIAL: int("1 shows /tutorial; anything else sends it home.").default(0),
  STORES_SOURCE: z
    .enum(["default", "client-app", "static"])
    .default("default")
    .describe("Store list call: GetClientStores/1, GetclientStoresbyClientapp, or GetStaticClientStores."),
  WEEKLY_ADS_SOURCE: z.enum(["by-store", "by-customer"]).default("by-store").describe("Weekly-ad list call."),
  COUPON_PAGE_DISCLAIMER_TEXT: optText("Replaces the default coupon disclaimer."),
  NEIGHBORHOOD_TEXT: z.string().default("We are in your neighborhood").describe("Home page neighbourhood line."),
  WELCOME_TEXT: optText("Fallback welcome text when company settings have none."),
  SUPPORT_PHONE: optText("Support phone; company settings' StorePhoneNumber wins when present."),
  SUPPORT_EMAIL: optText("Support e-mail; company settings' SupportEmail wins when present."),
  HOME_ABOUT: z.array(aboutEntrySchema).default([]).describe("Home page About Us entries."),
  HOME_WEEKLY_AD_IMAGES: linkList("Weekly ad teaser images on the home page."),
  TESTIMONIALS: z.array(testimonialSchema).default([]).describe("Testimonials (home and about)."),
  ABOUT: z
    .object(emptyMeansUnset(aboutSchema.shape))
    .default({ show_counters: false, brands: [] })
    .describe("About page content."),
  EMAIL: z
    .object(emptyMeansUnset(emailSchema.shape))
    .optional()
    .describe("SendEmail settings; forms are hidden when absent."),
  DELETE_USER_PAGE: z
    .object({ title: z.string().describe("Page title."), info: z.string().describe("Body HTML; sanitised at build.") })
    .optional()
    .describe("Content of /how-to-delete-your-account."),
  TUTORIAL: z
    .object({
      text: optText("Intro text."),
      video: optLink("Video URL."),
      thumb: optLink("Video poster."),
      instruction_image: optLink("Instructions image."),
    })
    .optional()
    .describe("Shop tutorial content."),
  CATERING: z
    .object({ pdf_url: optLink("Catering menu PDF."), text: optText("Intro text.") })
    .optional()
    .describe("Catering page content."),
  LINK_CARD: z
    .object({
      text: optText("Explanatory text."),
      barcode_image: optLink("Sample card image."),
      app_image: optLink("Mobile app image."),
    })
    .optional()
    .describe("Link-card registration page content."),
  ANALYTICS: z
    .object({
      ga_id: optText("Google Analytics measurement id, e.g. G-XXXX."),
      scripts: linkList("Script URLs (https)."),
    })
    .optional()
    .describe("Analytics and custom scripts (external scripts only; no inline code)."),
  MAP_TILE_URL: optUrlTemplate(
    "Map tile URL template with {z}, {x} and {y} (e.g. https://tiles.example/{z}/{x}/{y}.png); maps are left out without it.",
  ),
  MAP_TILE_ATTRIBUTION: optText("Attribution text shown on maps drawn with MAP_TILE_URL."),
  RECAPTCHA_SITE_KEY: optText("reCAPTCHA v2 site key; without it the built-in check is used."),
});

/**
 * A missing STORE_NAME (chains' files do not always carry it; the spec does not name it) falls back
 * to the SEO title; `siteDataWarnings` says so at pull and build.
 */
function withStoreName(data: unknown): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const name = record["STORE_NAME"];
  if (typeof name === "string" && name.trim() !== "") return data;
  const seo = record["SEO"] as Record<string, unknown> | undefined;
  const title = typeof seo === "object" && seo !== null ? seo["title"] : undefined;
  return typeof title === "string" && title.trim() !== "" ? { ...record, STORE_NAME: title.trim() } : data;
}

/** The settings object of a chain (clientinfo `data`). */
export const siteDataSchema = z.preprocess(withStoreName, z.object(siteDataShape));

/** A chain's settings after defaults are applied. */
export type SiteData = z.output<typeof siteDataSchema>;
/** A header menu entry. */
export type MenuEntry = z.output<typeof menuEntrySchema>;
