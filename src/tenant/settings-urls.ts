/**
 * Every URL a page renders from a chain's settings goes through the one allow-list
 * (src/lib/safe-url.ts) when the tenant is built: a URL that fails it is dropped, with a warning
 * naming the chain, file and key path (the pull prints it; so does the build). Links then render
 * as plain labels; a policy whose external URL was dropped is left out.
 */
import type * as z from "zod";
import { isLinkAddress, safeUrl } from "./url-checks.ts";
import { filledTemplate, LINK_EXPECTED, URL_SETTING, URL_TEMPLATE, urlFields } from "./fields.ts";
import { siteDataSchema, type SiteData } from "./site-data-schema.ts";
import { formatKeyPath } from "./tenant-errors.ts";

/** Where the warnings go. */
export type Warn = (message: string) => void;

/** A copy of `data` with every unsafe settings URL dropped; one warning per dropped URL. */
export function dropUnsafeUrls(site: string, file: string, data: SiteData, warn: Warn): SiteData {
  const check = (path: string, url: string | undefined): string | undefined => {
    if (url === undefined || url.trim() === "" || url.trim().startsWith("#")) return url;
    if (safeUrl(url) !== null) return url;
    warn(`tenant "${site}", ${file}: data.${path}: URL dropped (not http, https, mailto, tel or a same-site path)`);
    return undefined;
  };
  const out: SiteData = structuredClone(data);
  out.MENU = out.MENU.map((entry, i) => ({
    ...entry,
    menu_url: check(`MENU[${i}].menu_url`, entry.menu_url) ?? "#",
    submenu: entry.submenu.map((sub, j) => {
      const base = `MENU[${i}].submenu[${j}]`;
      const url = check(`${base}.submenu_url`, sub.submenu_url);
      return {
        ...sub,
        submenu_url: url ?? "#",
        submenu_link: url === undefined ? false : sub.submenu_link,
        submenu_list: sub.submenu_list.map((item, k) => {
          const link = check(`${base}.submenu_list[${k}].link`, item.link);
          const { link: _dropped, ...rest } = item;
          return link === undefined ? rest : { ...rest, link };
        }),
      };
    }),
  }));
  out.HOME_SLIDER = out.HOME_SLIDER.map((slide, i) => {
    const link = check(`HOME_SLIDER[${i}].slider_button_link`, slide.slider_button_link);
    const { slider_button_link: _dropped, ...rest } = slide;
    return link === undefined ? rest : { ...rest, slider_button_link: link };
  });
  out.COMPANY_POLICIES = out.COMPANY_POLICIES.map((group, g) => ({
    ...group,
    policie: group.policie.filter(
      (p, i) => p.is_text || check(`COMPANY_POLICIES[${g}].policie[${i}].url`, p.url) !== undefined,
    ),
  }));
  return dropUnsafeAddresses(siteDataSchema, out, ["data"], (path) =>
    warn(`tenant "${site}", ${file}: ${formatKeyPath(path)}: URL dropped (${LINK_EXPECTED})`),
  );
}

/** Whether a value of a URL-typed node (URL_SETTING, URL_TEMPLATE or one of urlFields) passes the allow-list. */
function passes(node: z.core.$ZodType, value: unknown): boolean {
  if (typeof value !== "string") return true;
  const registered = urlFields.get(node);
  if (registered !== undefined) return registered.check(value);
  if (node === URL_TEMPLATE) return /^https?:\/\//i.test(value.trim()) && isLinkAddress(filledTemplate(value));
  return isLinkAddress(value);
}

/** The schema a wrapper (optional, default, preprocess …) leads to; the node itself when it wraps nothing. */
export function unwrap(node: z.core.$ZodType): z.core.$ZodType {
  for (let guard = 0; guard < 20; guard++) {
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if ("innerType" in def) node = def["innerType"] as z.core.$ZodType;
    else if (def.type === "pipe") {
      const out = def["out"] as z.core.$ZodType;
      node = out._zod.def.type === "transform" ? (def["in"] as z.core.$ZodType) : out;
    } else return node;
  }
  return node;
}

const isUrlNode = (node: z.core.$ZodType) => node === URL_SETTING || node === URL_TEMPLATE || urlFields.has(node);

/**
 * Walks a parsed value along its schema and drops every URL-typed value (URL_SETTING, URL_TEMPLATE;
 * the required ones of urlFields were refused at parsing already, so they always pass here) that
 * fails the allow-list: an object key is removed, a list entry left out; `report` gets each
 * dropped value's key path. Mutates and returns `value`.
 */
export function dropUnsafeAddresses<T>(
  schema: z.core.$ZodType,
  value: T,
  path: readonly PropertyKey[],
  report: (path: PropertyKey[]) => void,
): T {
  const node = unwrap(schema);
  const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
  if (typeof value !== "object" || value === null) return value;
  if (def.type === "array" && Array.isArray(value)) {
    const element = def["element"] as z.core.$ZodType;
    const url = isUrlNode(unwrap(element));
    const kept = value.filter((item, i) => {
      if (!url) dropUnsafeAddresses(element, item, [...path, i], report);
      else if (!passes(unwrap(element), item)) report([...path, i]);
      return !url || passes(unwrap(element), item);
    });
    value.splice(0, value.length, ...kept);
    return value;
  }
  const fields: [string, z.core.$ZodType][] =
    def.type === "object"
      ? Object.entries(def["shape"] as Record<string, z.core.$ZodType>)
      : def.type === "record"
        ? Object.keys(value).map((k) => [k, def["valueType"] as z.core.$ZodType])
        : [];
  const record = value as Record<string, unknown>;
  for (const [key, child] of fields) {
    if (!Object.hasOwn(record, key)) continue;
    if (isUrlNode(unwrap(child))) {
      if (!passes(unwrap(child), record[key])) {
        report([...path, key]);
        delete record[key];
      }
    } else dropUnsafeAddresses(child, record[key], [...path, key], report);
  }
  return value;
}
