/**
 * What a chain's settings say that the storefront will not do, as warnings naming the key path:
 * an unknown `data` key (dropped, so a feature it was meant to switch on silently stays off) with the
 * known key it most likely means, a STORE_NAME taken from the SEO title, and menu entries whose
 * `menu_has_page` and `menu_url` disagree. The pull prints them
 * grouped by chain (`--strict` makes them errors); the build prints them too.
 */
import type * as z from "zod";
import { closest, formatKeyPath } from "./tenant-errors.ts";

/**
 * Natural names chains give settings, and the key the storefront reads for each. A name listed
 * here is still dropped: the warning tells where the value belongs.
 */
export const NATURAL_NAMES: Readonly<Record<string, string>> = {
  SEND_EMAIL: "EMAIL",
  EMAIL_SETTINGS: "EMAIL",
  ABOUT_US: "HOME_ABOUT",
  BRANDS: "ABOUT.brands",
  STORE_IMAGE: "ABOUT.store_image",
  ALLOW_USER_DELETION: "ALLOW_USER_DELETE",
  ALLOW_DELETE_USER: "ALLOW_USER_DELETE",
  IS_POINTS_BASED_REWARDS: "POINTS_API",
  POINTS_BASED_REWARDS: "POINTS_API",
  DELETE_USER_TITLE: "DELETE_USER_PAGE.title",
  DELETE_USER_INFO: "DELETE_USER_PAGE.info",
  DELETE_USER_TEXT: "DELETE_USER_PAGE.info",
  TESTIMONIAL: "TESTIMONIALS",
  SLIDER: "HOME_SLIDER",
  HOME_SLIDERS: "HOME_SLIDER",
  POLICIES: "COMPANY_POLICIES",
  SITE_NAME: "STORE_NAME",
  COMPANY_NAME: "STORE_NAME",
};

type Node = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** The schema under defaults, optionals, nullables and preprocess pipes. */
function unwrap(schema: Node): Node {
  let node = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = node._zod.def as unknown as Def;
    if ("innerType" in def) node = def["innerType"] as Node;
    else if (def.type === "pipe") node = def["out"] as Node;
    else break;
  }
  return node;
}

/** A key as compared: lower case without `_`, `-` and spaces (`storeName` ≈ `STORE_NAME`). */
const plain = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, "");

/**
 * The known key an unknown one most likely means: a natural name (top level only), the same key in
 * other casing or separators, else the closest by edit distance when it is close enough to be a typo.
 */
export function nearestKey(key: string, known: readonly string[], topLevel: boolean): string | undefined {
  const natural = topLevel ? NATURAL_NAMES[key.toUpperCase()] : undefined;
  if (natural !== undefined) return natural;
  const same = known.find((k) => plain(k) === plain(key));
  if (same !== undefined) return same;
  return closest(key, known);
}

/** One warning per key of `value` that `schema` does not know, at any depth (objects, lists, records). */
export function unknownKeys(schema: Node, value: unknown, path: readonly PropertyKey[] = []): string[] {
  const node = unwrap(schema);
  const def = node._zod.def as unknown as Def;
  if (def.type === "array" && Array.isArray(value)) {
    return value.flatMap((item, i) => unknownKeys(def["element"] as Node, item, [...path, i]));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  if (def.type === "record") {
    return Object.entries(value).flatMap(([k, v]) => unknownKeys(def["valueType"] as Node, v, [...path, k]));
  }
  if (def.type !== "object") return [];
  const shape = def["shape"] as Record<string, Node>;
  const known = Object.keys(shape);
  return Object.entries(value).flatMap(([key, v]) => {
    const field = shape[key];
    if (field !== undefined) return unknownKeys(field, v, [...path, key]);
    const near = nearestKey(key, known, path.length <= 1);
    const hint = near === undefined ? "" : ` (did you mean ${near}?)`;
    return [`${formatKeyPath([...path, key])}: unknown key, ignored${hint}`];
  });
}

/** The STORE_NAME fallback, said out loud. */
function storeNameWarning(data: Record<string, unknown>): string[] {
  const name = data["STORE_NAME"];
  if (typeof name === "string" && name.trim() !== "") return [];
  const seo = data["SEO"];
  const title = typeof seo === "object" && seo !== null ? (seo as Record<string, unknown>)["title"] : undefined;
  if (typeof title !== "string" || title.trim() === "") return [];
  return [`data.STORE_NAME: missing; the SEO title ${JSON.stringify(title.trim())} is used as the chain's name`];
}

const TRUE = new Set(["true", "1", "yes", "y", "on"]);

/**
 * Menu entries whose `menu_has_page` and `menu_url` disagree: the flag on an entry with an address
 * of its own (it links there when the site builds it; only entries without one get the generic
 * page), or the flag off on an entry whose address is a generic page (that page is not built).
 */
function menuPageWarnings(menu: unknown): string[] {
  if (!Array.isArray(menu)) return [];
  return menu.flatMap((entry: unknown, i) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { menu_has_page: flagValue, menu_url: rawUrl } = entry as Record<string, unknown>;
    const flagOn = flagValue === true || flagValue === 1 || TRUE.has(String(flagValue).trim().toLowerCase());
    const url = typeof rawUrl === "string" ? rawUrl.trim() : "";
    const generic = url === "" || url.startsWith("#") || /^\/?page(\/|$)/.test(url);
    const at = `data.MENU[${i}]`;
    if (flagOn && !generic) {
      return [
        `${at}.menu_has_page: on, but menu_url ${JSON.stringify(url)} is an address of its own: the entry links there (its generic /page/ page only when the site has no such page)`,
      ];
    }
    if (!flagOn && generic && url !== "" && !url.startsWith("#")) {
      return [
        `${at}.menu_has_page: off, but menu_url ${JSON.stringify(url)} is a generic page: set menu_has_page so it is built`,
      ];
    }
    return [];
  });
}

/** Every warning about a chain's clientinfo `data` (key paths start at `data`). */
export function siteDataWarnings(schema: Node, data: unknown): string[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [];
  const record = data as Record<string, unknown>;
  return [...unknownKeys(schema, data, ["data"]), ...storeNameWarning(record), ...menuPageWarnings(record["MENU"])];
}
