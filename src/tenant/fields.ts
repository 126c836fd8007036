/**
 * Field builders shared by the tenant schemas. Chain configuration is hand-edited JSON on the
 * gateway, so flags arrive as booleans, "true"/"false", 1/0 or "1"/"0"; numbers arrive as strings.
 */
import { z } from "zod";
import { isLinkAddress } from "./url-checks.ts";

const truthy = new Set(["true", "1", "yes", "y", "on"]);
const falsy = new Set(["false", "0", "no", "n", "off", ""]);

/** A yes/no setting in any of the spellings the gateway uses; `def` when absent or null. */
export const flag = (def: boolean, doc: string) =>
  z
    .preprocess((v) => {
      if (v === undefined || v === null) return def;
      if (typeof v === "number") return v !== 0;
      if (typeof v === "string") {
        const s = v.trim().toLowerCase();
        if (truthy.has(s)) return true;
        if (falsy.has(s)) return false;
      }
      return v;
    }, z.boolean())
    .describe(doc);

/** A whole number that may arrive as a numeric string. */
export const int = (doc: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int()).describe(doc);

/** Optional text: null, undefined and blank all mean "not configured". */
export const optText = (doc: string) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
      z.string().optional(),
    )
    .describe(doc);

/**
 * Every required URL-typed schema (a `link`, local.json's URLs) with the check its values passed, so
 * a walk over a parsed tenant can find every URL it holds (settings-urls.ts, the property tests).
 */
export const urlFields = z.registry<{ check: (value: string) => boolean }>();

/** What a refused address was expected to be. */
export const LINK_EXPECTED = "expected an http(s) URL with a plain host name, or a path starting with /";

/**
 * An address: absolute http(s) URL with a strict host name, or a path on the same site (starts with
 * one "/"), passing the one allow-list (src/lib/safe-url.ts). Required: a bad one refuses the chain.
 */
export const link = (doc: string) =>
  z.string().refine(isLinkAddress, LINK_EXPECTED).describe(doc).register(urlFields, { check: isLinkAddress });

/**
 * The schema of an optional settings address (the same instance everywhere, so the tenant builder
 * finds every one by walking the schema: settings-urls.ts). Any string parses; the builder then drops
 * an address that fails the allow-list, with a warning naming chain, file and key path.
 */
export const URL_SETTING = z.string();

/**
 * An optional URL template with `{s}`, `{z}`, `{x}`, `{y}` or `{r}` placeholders (map tiles);
 * dropped like URL_SETTING when it is not an http(s) address once the placeholders are filled in.
 */
export const URL_TEMPLATE = z.string();

/** A URL template with its `{placeholders}` filled in, as a browser would request it. */
export const filledTemplate = (template: string) => template.replace(/\{[a-z_]+\}/gi, "0");

/** null and blank text read as "not configured". */
const blankAsAbsent = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** Optional address as in `link`; blank means not configured; a bad one is dropped with a warning. */
export const optLink = (doc: string) => z.preprocess(blankAsAbsent, URL_SETTING.optional()).describe(doc);

/** Optional URL template (URL_TEMPLATE); blank means not configured; a bad one is dropped with a warning. */
export const optUrlTemplate = (doc: string) => z.preprocess(blankAsAbsent, URL_TEMPLATE.optional()).describe(doc);

/** A list of addresses as in `link`; a bad entry is dropped with a warning. */
export const linkList = (doc: string) => z.array(URL_SETTING).default([]).describe(doc);

/** A CSS hex colour such as #318501. */
export const hexColor = (doc: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "expected a hex colour such as #318501")
    .describe(doc);
