/**
 * Field builders shared by the tenant schemas. Chain configuration is hand-edited JSON on the
 * gateway, so flags arrive as booleans, "true"/"false", 1/0 or "1"/"0"; numbers arrive as strings.
 */
import { z } from "zod";

const truthy = new Set(["true", "1", "yes", "y", "on"]);
const falsy = new Set(["false", "0", "no", "n", "off"]);

/** True for what a chain's file writes for "not set": absent, null, or blank text. */
export const isUnset = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A yes/no setting in any of the spellings the gateway uses; `def` when absent, null or blank. */
export const flag = (def: boolean, doc: string) =>
  z
    .preprocess((v) => {
      if (isUnset(v)) return def;
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
  z.preprocess((v) => (isUnset(v) ? undefined : v), z.string().optional()).describe(doc);

/** An address: absolute http(s) URL, or a path on the same site (starts with "/"). */
export const link = (doc: string) =>
  z
    .string()
    .refine((s) => /^(https?:\/\/|\/(?!\/))/i.test(s.trim()), "expected an http(s) URL or a path starting with /")
    .describe(doc);

/** Optional address as in `link`; blank means not configured. */
export const optLink = (doc: string) => z.preprocess((v) => (isUnset(v) ? undefined : v), link(doc).optional());

/** A CSS hex colour such as #318501. */
export const hexColor = (doc: string) =>
  z
    .string()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "expected a hex colour such as #318501")
    .describe(doc);

/**
 * Empty means unset: every key of `shape` whose schema has a default (it accepts an absent value
 * and gives something) also reads null and blank text as absent, so `HEADER_BG_COLOR: ""` gets the
 * spec's #318501 instead of an error, and `NEIGHBORHOOD_TEXT: ""` its default line. Keys without a
 * default are left as they are (a required key stays required; optional text already reads blank
 * as unset). The wrapper keeps the key's description.
 */
export function emptyMeansUnset<T extends Record<string, z.ZodType>>(shape: T): T {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const absent = schema.safeParse(undefined);
    const hasDefault = absent.success && absent.data !== undefined;
    const wrapped = z.preprocess((v) => (isUnset(v) ? undefined : v), schema);
    out[key] = hasDefault ? (schema.description ? wrapped.describe(schema.description) : wrapped) : schema;
  }
  return out as T;
}
