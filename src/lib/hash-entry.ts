/**
 * The hash entry of the spec's site selection: `#/{site}` or `#/{site}/{department}` on a home page
 * opens that chain's coupons-only view. A static host never sees the fragment, so a small inline
 * script on every home page reads it and replaces the location with `/{site}/coupons-only/`, an
 * absolute path the path-mode rule serves on any host. `hashEntryTarget` is the rule; the inline
 * script is the same rule in plain JavaScript (the tests run both on the same cases).
 */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { couponDepartmentSlug } from "./slug.ts";

/** Per built chain, its coupon department slugs with their category ids. */
export type HashEntrySites = Record<string, Record<string, number>>;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The category a `{rest}` names: a department slug or id of the chain, else null. */
function departmentOf(rest: string, departments: Record<string, number>): number | null {
  if (/^\d+$/.test(rest)) return Object.values(departments).includes(Number(rest)) ? Number(rest) : null;
  return Object.hasOwn(departments, rest) ? (departments[rest] ?? null) : null;
}

/** The address `#/{site}/{rest}` leads to ('/{site}/coupons-only/?category=12'), or null to stay. */
export function hashEntryTarget(hash: string, sites: HashEntrySites): string | null {
  const match = /^#\/([^/?#]+)\/?([^?#]*)/.exec(hash);
  if (!match) return null;
  const site = decode(match[1] ?? "").toLowerCase();
  const departments = Object.hasOwn(sites, site) ? sites[site] : undefined;
  if (!departments) return null;
  const id = departmentOf(decode((match[2] ?? "").replace(/\/+$/, "")).toLowerCase(), departments);
  return `/${site}/coupons-only/${id === null ? "" : `?category=${id}`}`;
}

/** The data the home pages embed: every ready chain of the build with its department slugs and ids. */
export function hashEntrySites(tenants: readonly { site: string; status: string }[]): HashEntrySites {
  const ready = tenants.filter((t): t is ReadyTenant => t.status === "ok");
  return Object.fromEntries(
    ready.map((t) => [
      t.site,
      Object.fromEntries(t.departments.map((d) => [couponDepartmentSlug(d.ProductCategoryName), d.ProductCategoryId])),
    ]),
  );
}

/**
 * `hashEntryTarget` as a plain script (ES2015, no module): reads the chains from its own
 * `data-sites` attribute. The same bytes on every page, so the CSP needs one hash for it.
 */
export const HASH_ENTRY_SCRIPT = `(function (el) {
  var m = /^#\\/([^/?#]+)\\/?([^?#]*)/.exec(location.hash);
  if (!m || !el) return;
  function dec(t) { try { return decodeURIComponent(t); } catch (e) { return t; } }
  var own = Object.prototype.hasOwnProperty, sites;
  try { sites = JSON.parse(el.getAttribute("data-sites") || "{}"); } catch (e) { return; }
  var site = dec(m[1]).toLowerCase();
  if (!own.call(sites, site) || !sites[site]) return;
  var deps = sites[site], rest = dec(m[2].replace(/\\/+$/, "")).toLowerCase(), id = null;
  if (/^\\d+$/.test(rest)) {
    for (var k in deps) if (own.call(deps, k) && deps[k] === Number(rest)) id = Number(rest);
  } else if (own.call(deps, rest)) id = deps[rest];
  location.replace("/" + site + "/coupons-only/" + (id === null ? "" : "?category=" + id));
})(document.currentScript);`;
