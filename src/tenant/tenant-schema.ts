/**
 * The tenant: one chain's validated configuration, as the build sees it. Errors name the tenant,
 * the file and the key path, so a bad edit in a chain's configuration is found in one read.
 */
import { z } from "zod";

export { siteDataSchema, type SiteData, type MenuEntry } from "./site-data-schema.ts";
export {
  localSettingsSchema,
  tenantFlagsSchema,
  type LocalSettings,
  type TenantFlags,
} from "./local-settings-schema.ts";

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
  error: z.string().nullish().describe("Set when the gateway reported the chain's settings as failing."),
  basename: z.string().default("").describe("Base path the chain's settings name."),
  data: z.unknown().describe("Chain settings; validated by siteDataSchema unless `error` is set."),
  common: z.record(z.string(), z.unknown()).default({}).describe("Settings shared by all chains."),
});

/** The domain map snapshot (`tenants/domain-map.json`): host → site key. */
export const domainMapSchema = z.record(z.string(), siteKeySchema);

/** Thrown when a tenant file does not validate; the message lists every issue with its key path. */
export class TenantConfigError extends Error {
  override name = "TenantConfigError";
}

/** Something zod issues can be read from: a classic `ZodError` or a zod/mini `$ZodError`. */
type IssueList = { readonly issues: readonly z.core.$ZodIssue[] };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key path as `data.MENU[0].menu_url`; keys that are not plain names are quoted (`["www.x.example"]`). */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`;
    const name = String(key);
    if (!IDENTIFIER.test(name)) return `${acc}[${JSON.stringify(name)}]`;
    return acc ? `${acc}.${name}` : name;
  }, "");
  return text || "(root)";
}

/** Formats zod issues as `tenant "x", file: key.path: message` lines. */
export function describeIssues(site: string, file: string, error: IssueList, prefix: PropertyKey[] = []): string {
  return error.issues
    .map((issue) => `tenant "${site}", ${file}: ${formatKeyPath([...prefix, ...issue.path])}: ${issue.message}`)
    .join("\n");
}

/** Parses `value` with `schema` (classic or mini), or throws a TenantConfigError naming tenant, file and key paths. */
export function parseTenantFile<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  site: string,
  file: string,
  prefix: PropertyKey[] = [],
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new TenantConfigError(describeIssues(site, file, result.error, prefix));
  return result.data;
}
