/**
 * Field builders shared by the tenant schemas. Chain configuration is hand-edited JSON on the
 * gateway, so flags arrive as booleans, "true"/"false", 1/0 or "1"/"0"; numbers arrive as strings.
 */
import { z } from "zod";

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

/** An address: absolute http(s) URL, or a path on the same site (starts with "/"). */
export const link = (doc: string) =>
  z
    .string()
    .refine((s) => /^(https?:\/\/|\/(?!\/))/i.test(s.trim()), "expected an http(s) URL or a path starting with /")
    .describe(doc);

/** Optional address as in `link`; blank means not configured. */
export const optLink = (doc: string) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), link(doc).optional());

/** A CSS hex colour such as #318501. */
export const hexColor = (doc: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "expected a hex colour such as #318501")
    .describe(doc);
