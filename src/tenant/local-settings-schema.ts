/**
 * `tenants/<site>/local.json`: what no gateway call provides. Hosts beyond the domain map, the
 * gateway address, and the flags for behaviours the specs give to "one client" or "named sites".
 * Every flag defaults to off, so a new chain needs no local file at all. The objects are strict:
 * the file is typed by hand, and a misspelt flag must fail loudly instead of silently doing nothing.
 */
import { z } from "zod";
import { isLinkAddress, safeOrigin } from "./url-checks.ts";
import { filledTemplate, LINK_EXPECTED, urlFields } from "./fields.ts";
import { isTimeZone } from "./time-zone.ts";
import { imageCdnTemplateProblem } from "./image-cdn.ts";
import { STORE_SERVICE_IDS } from "./store-services.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";

/** What a chain is, for the release (`npm run release` publishes only production chains by default). */
export const DEPLOY_KINDS = ["production", "demo", "test"] as const;
/** One of DEPLOY_KINDS. */
export type DeployKind = (typeof DEPLOY_KINDS)[number];

/**
 * URLs here are checked by the one allow-list (src/lib/safe-url.ts) and refused, not dropped: the
 * file is written by hand, and a wrong value must fail loudly with its key path.
 */
const isExternal = (url: string) => safeOrigin(url) !== null;
const external = z
  .string()
  .refine(isExternal, "expected an http(s) URL with a plain host name")
  .register(urlFields, { check: isExternal });
/** An address a page renders: http(s) with a plain host name, or a same-site path. */
const address = z.string().refine(isLinkAddress, LINK_EXPECTED).register(urlFields, { check: isLinkAddress });
/** An address with `{placeholders}`, checked with them filled in. */
const isTemplate = (url: string) => isLinkAddress(filledTemplate(url));
const template = z
  .string()
  .refine(isTemplate, `${LINK_EXPECTED} (after its {placeholders})`)
  .register(urlFields, { check: isTemplate });
const host = z
  .string()
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    "expected a lower-case host name such as www.example.com",
  );
const namedLink = z.strictObject({ label: z.string().describe("Link text."), url: external.describe("Target.") });

/** What /digital-deals tells a shopper without a phone when the chain says nothing of its own. */
export const NO_PHONE_DEALS_TEXT = "No smartphone? Ask at the service desk for these digital prices.";

/** Chain-specific behaviours; each is off unless set (texts have a default). */
export const tenantFlagsSchema = z.strictObject({
  couponListWording: z.boolean().default(false).describe("Coupon buttons read 'Add to List' / 'Remove from List'."),
  alwaysPasswordMode: z.boolean().default(false).describe("Use password sign-in even without ALLOW_PASSWORD."),
  hideZipField: z.boolean().default(false).describe("Hide the zip code field in simple registration."),
  excludedContactStoreIds: z.array(z.number().int()).default([]).describe("Stores left out of /contact, e.g. [2]."),
  storeTimeZone: z
    .string()
    .refine(isTimeZone, "expected an IANA time zone name such as America/Chicago")
    .default("America/New_York")
    .describe("IANA time zone of the stores' hours: /contact marks today's hours and says open or closed now in it."),
  seniorDiscountPage: z.boolean().default(false).describe("Build /seniorteals and link it from the home page."),
  floralPage: z
    .strictObject({ links: z.array(namedLink).length(2).describe("The two florist links, each { label, url }.") })
    .optional()
    .describe("Build /departments/floral and add its tile on the home page."),
  deliContent: z.boolean().default(false).describe("Show the extra deli block on department pages."),
  weeklyAdViewerUrl: external.optional().describe("Embedded circular viewer that replaces the weekly-ad list."),
  careersWidget: z
    .strictObject({
      organisationKey: z.string().describe("Organisation key of the hiring service."),
      jobsUrl: template.describe("Job list address; '{key}' is replaced by the organisation key."),
      applyUrl: template.describe("Application page; '{job_hash}' is replaced by the job's hash."),
    })
    .optional()
    .describe("Build /tealsemp with the careers table and widget."),
  employmentUsesCareersWidget: z
    .boolean()
    .default(false)
    .describe("/employment shows the careers page instead of the form."),
  employmentRedirectsToError: z.boolean().default(false).describe("/employment sends visitors to /error."),
  employmentExtras: z
    .strictObject({
      deliBakeryLink: external.optional().describe("Link to deli/bakery positions."),
      locationNote: z.string().optional().describe("Note about locations hiring."),
      positionApplyForLabel: z.boolean().default(false).describe("Label the position field 'Position Apply For'."),
      ageQuestion: z.boolean().default(false).describe("Ask the age question instead of the high-school one."),
    })
    .default({ positionApplyForLabel: false, ageQuestion: false })
    .describe("Extra employment texts and fields."),
  employmentEmailSubject: z.string().optional().describe("Replaces 'Enquiry for Employment'."),
  aboutPhotoSlider: z.array(address).default([]).describe("Six photos for the About page slider."),
  aboutSpecialText: z.string().optional().describe("HTML replacing the About description; sanitised at build."),
  aboutStoreLocations: z.boolean().default(false).describe("Theme 2 About page lists store locations with maps."),
  orderOnlinePage: z
    .strictObject({
      partnerName: z.string().describe("Name of the online-shopping partner."),
      shopUrl: external.describe("Start-shopping link."),
    })
    .optional()
    .describe("Build /order-online (pickup through an online-shopping partner)."),
  pharmacyPage: z
    .strictObject({
      appUrlIos: external.optional().describe("App Store link of the pharmacy app."),
      appUrlAndroid: external.optional().describe("Google Play link of the pharmacy app."),
    })
    .optional()
    .describe("Build /pharmacy with pharmacy app links."),
  webAppUrl: external.optional().describe("Web-app link on /loyalty and /download-our-app."),
  clipLimit: z
    .int()
    .min(1, "expected a whole number of coupons, 1 or more, such as 150")
    .optional()
    .describe(
      "The most coupons one card may hold loaded, e.g. 150: clipping shows '{n} of {limit} loaded', a clip over it is refused before any call, Clip all stops at it. Not set: no cap.",
    ),
  noPhoneDealsText: z
    .string()
    .trim()
    .min(1)
    .default(NO_PHONE_DEALS_TEXT)
    .describe(
      "How a shopper without a phone gets a digital price, shown at the top of /digital-deals and on its printout.",
    ),
  clipReadyMinutes: z
    .number()
    .int()
    .min(0)
    .max(10_080)
    .optional()
    .describe(
      "Minutes a confirmed clip takes to reach the registers: clipped coupons then also say 'ready at the register by {time}' (e.g. 30). Left out: no such promise.",
    ),
});

/** What a loyalty tier gives its members (schema.org TierBenefitEnumeration). */
export const TIER_BENEFITS = ["loyalty-points", "member-prices", "free-shipping", "free-returns"] as const;

/** One tier of the chain's loyalty program. */
const memberTierSchema = z
  .strictObject({
    name: z.string().trim().min(1).describe("Tier name, e.g. 'Gold'."),
    benefits: z
      .array(z.enum(TIER_BENEFITS))
      .min(1)
      .describe("What members of the tier get: loyalty-points, member-prices, free-shipping, free-returns."),
    pointsPerDollar: z
      .number()
      .positive()
      .optional()
      .describe("Points earned per US dollar spent; only with the loyalty-points benefit."),
    requirement: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("What it takes to join the tier, in words; left out when joining is free."),
    minimumSpend: z
      .number()
      .positive()
      .optional()
      .describe("US dollars a member must spend to reach the tier (instead of requirement)."),
  })
  .refine((t) => t.pointsPerDollar === undefined || t.benefits.includes("loyalty-points"), {
    message: "pointsPerDollar needs the loyalty-points benefit",
    path: ["pointsPerDollar"],
  })
  .refine((t) => t.requirement === undefined || t.minimumSpend === undefined, {
    message: "give either requirement or minimumSpend, not both",
    path: ["minimumSpend"],
  });

/** The chain's loyalty program as search engines read it (schema.org MemberProgram). */
const memberProgramSchema = z.strictObject({
  name: z.string().trim().min(1).describe("The program's name, e.g. 'Fresh Mart Rewards'."),
  description: z.string().trim().min(1).describe("Its main benefits for members, in a sentence or two."),
  tiers: z
    .array(memberTierSchema)
    .min(1)
    // Each tier is shown at an anchor made of its name's letters and digits (features/loyalty).
    .refine(
      (tiers) => new Set(tiers.map((t) => t.name.toLowerCase().replace(/[^a-z0-9]/g, ""))).size === tiers.length,
      {
        message: "tier names must differ in their letters and digits",
      },
    )
    .describe(
      "Its tiers, lowest first, each { name, benefits, pointsPerDollar?, requirement? or minimumSpend? }; at least one.",
    ),
});

/** A store id as local.json keys are written: the ClientStoreId of stores.json. */
const storeIdKey = z.string().regex(/^\d+$/, 'expected a store id (ClientStoreId of stores.json) such as "12"');

/** The local settings file of a chain. */
export const localSettingsSchema = z.strictObject({
  $comment: z.string().optional().describe("Free note for whoever edits the file; ignored."),
  deploy: z
    .enum(DEPLOY_KINDS)
    .default("production")
    .describe(
      "What the chain is: 'production' is released; 'demo' only when the release is asked to (--include-demo); 'test' never.",
    ),
  hosts: z.array(host).default([]).describe("Hosts served as this chain besides the domain map's."),
  primaryHost: host.optional().describe("Host used in canonical URLs and the sitemap."),
  betaHosts: z
    .array(host)
    .default([])
    .describe("Beta hosts serving this chain under /<site>/; they serve no chain at their root."),
  gatewayUrl: external.optional().describe("Gateway base URL overriding GATEWAY_URL."),
  formRelay: z
    .union([z.boolean(), external])
    .optional()
    .describe(
      "How the newsletter, contact and employment forms send: through the form relay (true: FORM_RELAY_URL; a URL: that relay), or false: the page calls SendEmail itself and the chain's SecurityKey is public. Left out: the relay of FORM_RELAY_URL when the build has one, else the forms are not built.",
    ),
  imageCdnTemplate: z
    .string()
    .superRefine((t, ctx) => {
      const problem = imageCdnTemplateProblem(t);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional()
    .describe(
      "Image CDN for live pictures (coupons, rewards, weekly-ad pages, catering slides): an https URL (http only on localhost or the chain's gateway) with {url} (the picture, URL-encoded) and {width} (pixels), e.g. https://img.example.com/?w={width}&src={url}; its origin joins the chain's img-src.",
    ),
  pictureHosts: z
    .array(
      z
        .string()
        .regex(
          /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
          "expected a lower-case host name such as img.example.com, or *.example.com for its subdomains",
        ),
    )
    .optional()
    .describe(
      "The only hosts the build fetches this chain's pictures and logo from (img.example.com, or *.example.com for any subdomain); others are refused with a warning. Left out: any public host. Never opens a loopback or private address.",
    ),
  storeServices: z
    .record(storeIdKey, z.array(z.enum(STORE_SERVICE_IDS)).min(1))
    .default({})
    .describe(
      'Services per store, keyed by ClientStoreId: { "12": ["snap-ebt", "wic", "pharmacy"] }; ids from the closed list (tenants/README.md, "Store services"). Shown on the store cards, filterable in the store finder, and in the store\'s GroceryStore data.',
    ),
  memberProgram: memberProgramSchema
    .optional()
    .describe(
      "The loyalty program: shown on /loyalty with its tiers, and schema.org MemberProgram under the chain's Organization (home page); left out, neither.",
    ),
  languages: z
    .array(z.enum(LANGUAGES))
    .min(1)
    .refine((l) => l[0] === DEFAULT_LANGUAGE, 'expected "en" first: English is every chain\'s first language')
    .refine((l) => new Set(l).size === l.length, "expected each language once")
    .default([DEFAULT_LANGUAGE])
    .describe(
      'The languages of the chain\'s site, English first: ["en", "es"] builds every page once more under /es/ (src/lib/i18n/README.md). Default ["en"].',
    ),
  flags: tenantFlagsSchema.default(tenantFlagsSchema.parse({})).describe("Chain-specific behaviours."),
});

/** Chain-specific behaviour flags after defaults. */
export type TenantFlags = z.output<typeof tenantFlagsSchema>;
/** A chain's loyalty program after parsing. */
export type MemberProgramSettings = z.output<typeof memberProgramSchema>;
/** Parsed local settings. */
export type LocalSettings = z.output<typeof localSettingsSchema>;
