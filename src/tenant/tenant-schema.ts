/**
 * The tenant: one chain's validated configuration, as the build sees it. Errors name the tenant,
 * the file, the key path, what was expected and what was found (see tenant-errors.ts), so a bad
 * edit in a chain's configuration is found in one read.
 */
import { z } from "zod";
import { isStrictHostname } from "./url-checks.ts";
import { clientInfoError } from "../api/clientinfo.ts";

export { siteDataSchema, type SiteData, type MenuEntry } from "./site-data-schema.ts";
export { localSettingsSchema, type LocalSettings, type TenantFlags } from "./local-settings-schema.ts";

/** First path segments the site uses itself; a site key may not take one of them. */
export const RESERVED_SITE_KEYS = new Set([
  "_assets",
  "_routing",
  "_static",
  "about",
  "cart",
  "catering",
  "change-pin",
  "company-policies",
  "contact",
  "coupons",
  "coupons-only",
  "department",
  "departments",
  "download-our-app",
  "employment",
  "error",
  "favicon.svg",
  "forget-pin",
  "how-to-delete-your-account",
  "images",
  "link-card-registration",
  "login",
  "loyalty",
  "my-account",
  "my-rewards",
  "order-online",
  "page",
  "pharmacy",
  "register",
  "robots.txt",
  "seniorteals",
  "simple-register",
  "sitemap.xml",
  "tealsemp",
  "tutorial",
  "weekly-ads",
  "weekly-ads-gallery",
]);

/** A site key: lower-case letters, digits and hyphens, not a route name. */
export const siteKeySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "site keys use lower-case letters, digits and hyphens")
  .refine((s) => !RESERVED_SITE_KEYS.has(s), "this site key is a route name of the site");

/** The clientinfo snapshot (`tenants/<site>/clientinfo.json`). */
export const clientInfoSnapshotSchema = z.object({
  error: z
    .preprocess(clientInfoError, z.string().nullable())
    .describe('Set when the gateway reported the chain\'s settings as failing; null, "", false or absent: none.'),
  basename: z.string().default("").describe("Base path the chain's settings name."),
  data: z.unknown().describe("Chain settings; validated by siteDataSchema unless `error` is set."),
  common: z.record(z.string(), z.unknown()).default({}).describe("Settings shared by all chains."),
});

/**
 * A host name as the domain map and local.json give it: DNS labels only (any case; the map is
 * lower-cased after reading), so nothing but a plain name reaches nginx's `server_name` or a CSP.
 */
export const hostNameSchema = z
  .string()
  .refine((h) => isStrictHostname(h) && !h.startsWith("["), "expected a host name such as www.example.com");

/** The domain map snapshot (`tenants/domain-map.json`): host → site key. */
export const domainMapSchema = z.record(hostNameSchema, siteKeySchema);

export {
  TenantConfigError,
  describeIssue,
  describeIssues,
  formatKeyPath,
  parseTenantFile,
  safeParseReporting,
} from "./tenant-errors.ts";
