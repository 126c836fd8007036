/**
 * Builds a chain's clientinfo `data` (the settings validated by siteDataSchema) from a few choices:
 * menu, slides, policies, about pages, testimonials, e-mail settings. URLs point at this gateway.
 */
import { BASE } from "../wire.ts";
import { img, menu, slides } from "./menu.ts";
import { policies } from "./policies.ts";
import type { ChainBehaviour } from "./types.ts";

/** What differs between chains' settings. */
export type SiteOptions = {
  site: string;
  name: string;
  clientId: number;
  storeGroupId: number;
  guestToken: string;
  clientDbName: string;
  behaviour: ChainBehaviour;
  theme: 1 | 2;
  headerColor?: string;
  logoColor: string;
  sliderVisible: boolean;
  employment: boolean;
  onlyCoupons?: boolean;
  shopTutorial?: boolean;
  disclaimer?: string;
  storesSource?: "default" | "client-app" | "static";
  weeklyAdsSource?: "by-store" | "by-customer";
  tagline: string;
  testimonials: { post: string; designation: string; name: string }[];
  /** Extra keys merged last. */
  extra?: Record<string, unknown>;
};

/** The clientinfo `data` of a chain. */
export function siteData(o: SiteOptions): Record<string, unknown> {
  const b = o.behaviour;
  return {
    RSA_SUBDOMAIN: o.site,
    RSA_CLIENT_ID: o.clientId,
    RSA_CLIENT_STORE_GROUP_ID: o.storeGroupId,
    RSA_CLIENT_STORE_ID: 1,
    GUEST_TOKEN: o.guestToken,
    SUPPORT_GUEST_TOKEN: `${o.guestToken}-support`,
    SUPPORT_DOMAIN: "support",
    CLIENT_DB_NAME: o.clientDbName,
    CLIENT_APP_NAME: `${o.name.replaceAll(" ", "")}Web`,
    STORE_NAME: o.name,
    THEME: o.theme,
    BASIC_THEME: false,
    ONLY_COUPONS: o.onlyCoupons ?? false,
    BETA_SITE: false,
    LOGO_HEADER: `${BASE}/images/logo/${o.site}/logo.svg?color=${encodeURIComponent(o.logoColor)}`,
    LOGO_FOOTER: `${BASE}/images/logo/${o.site}/logo-footer.svg?color=${encodeURIComponent(o.logoColor)}`,
    LOGO_COLOR: o.logoColor,
    ...(o.headerColor === undefined ? {} : { HEADER_BG_COLOR: o.headerColor }),
    MENU: menu(o),
    DEPARTMENTS: [],
    HOME_SLIDER: slides(o),
    SLIDER_SPEED_MS: 800,
    SEO: {
      title: o.name,
      description: `${o.name}: digital coupons, weekly ads and store locations. ${o.tagline}`,
      keywords: "grocery, coupons, weekly ad",
      image: img("seo", o.site, o.name),
      pages: { "/coupons": { title: "Digital Coupons" } },
    },
    COMPANY_POLICIES: policies(o.site, o.name),
    APP_URL_ANDROID: `${BASE}/external/google-play/${o.site}`,
    APP_URL_IOS: `${BASE}/external/app-store/${o.site}`,
    ALLOW_PASSWORD: b.passwordLogin,
    ALLOW_LINK_CARD_REGISTRATION: b.linkCardRegistration,
    IS_PHONE_NUMBER_REQUIRED: b.phoneRequired,
    ALLOW_EMPLOYMENT_SCREEN: o.employment,
    ALLOW_EMAIL_CHANGE: b.emailChange,
    ALLOW_USER_DELETE: b.accountDeletion,
    POINTS_API: b.pointsApi,
    SHOP_TUTORIAL: o.shopTutorial === true ? 1 : 0,
    STORES_SOURCE: o.storesSource ?? "default",
    WEEKLY_ADS_SOURCE: o.weeklyAdsSource ?? "by-store",
    ...(o.disclaimer === undefined ? {} : { COUPON_PAGE_DISCLAIMER_TEXT: o.disclaimer }),
    NEIGHBORHOOD_TEXT: "We are in your neighborhood",
    WELCOME_TEXT: `Welcome to ${o.name}!`,
    HOME_ABOUT: [
      {
        icon: img("icon", o.site, "Local"),
        title: "Locally owned",
        description: "Decisions are made here, not at a head office.",
      },
      { icon: img("icon", o.site, "Fresh"), title: "Fresh daily", description: "Produce arrives every morning." },
      {
        icon: img("icon", o.site, "Savings"),
        title: "Real savings",
        description: "Digital coupons and weekly specials.",
      },
    ],
    HOME_WEEKLY_AD_IMAGES: [`${BASE}/images/weekly-ad/${o.site}/1/1.jpg`],
    TESTIMONIALS: o.testimonials,
    ABOUT: {
      store_image: img("about", o.site, `${o.name} store`),
      store_image_alt: `${o.name} store front`,
      extra_description: "<p>Every store donates unsold bread and produce to local food banks.</p>",
      show_counters: o.theme === 1,
      brands: ["Farm Fresh", "Meadow Gold", "Golden Grain", "Pantry Pride", "Ocean Catch", "Sunny Acres"].map((n) =>
        img("brand", o.site, n),
      ),
      footer_text: `${o.name} is a locally owned grocer. ${o.tagline}`,
    },
    MAP_TILE_URL: `${BASE}/tiles/{z}/{x}/{y}.svg`,
    MAP_TILE_ATTRIBUTION: "Demo map tiles",
    EMAIL: {
      contact_recipient: `contact@${o.site}.example`,
      employment_recipient: `jobs@${o.site}.example`,
      newsletter_recipient: `news@${o.site}.example`,
      from_email: `no-reply@${o.site}.example`,
      from_name: o.name,
      enterprise_id: String(o.clientId),
      security_key: `demo-key-${o.site}`,
      cc: "",
      bcc: "",
    },
    ...(b.accountDeletion
      ? {
          DELETE_USER_PAGE: {
            title: "How to delete your account",
            info: "<p>Sign in, open My Account and choose Delete Account. Your data is removed within 30 days.</p>",
          },
        }
      : {}),
    CATERING: {
      pdf_url: `${BASE}/files/catering/${o.site}/menu.pdf`,
      text: "Party platters, hot meals and cakes for every occasion.",
    },
    LINK_CARD: {
      text: "Already have a rewards card? Enter its number to link it to a new online account.",
      barcode_image: img("card", o.site, "Rewards card"),
      app_image: img("app", o.site, "Mobile app"),
    },
    ...o.extra,
  };
}
