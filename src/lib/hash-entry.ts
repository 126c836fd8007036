/**
 * The hash entry of the spec's site selection: `#/{site}` or `#/{site}/{department}` opens that
 * chain's coupons-only view, from any page and on a hash change. A static host never sees the
 * fragment, so a small inline script on every page reads it:
 * - its own chain: the page goes to `coupons-only/` (with `?category=` when the department is one of
 *   the chain's); on the coupons-only page itself the address is rewritten in place;
 * - another site key: the script asks the host about `/_entry/{site}/` (HEAD, redirects not
 *   followed); when the serving rules answer with a redirect — the coupons-only view of that chain
 *   on its own host, path mode only on beta hosts — the page goes there with the fragment, which the
 *   browser carries through the redirect. An unknown key (204 or 404) leaves the page as it is.
 * Each page carries only its own chain's data, in a `type="application/json"` block (escaped), so
 * the script is the same bytes everywhere (one CSP hash) and no page lists the other chains.
 * `hashEntryTarget` is the rule; the inline script is the same rule in plain JavaScript (the tests
 * run both on the same cases).
 */
import type { Tenant } from "../tenant/tenant.ts";
import { couponDepartmentSlug } from "./slug.ts";

/** The `id` of the JSON block the script reads. */
export const HASH_ENTRY_DATA_ID = "hash-entry";

/** What a page embeds: its chain, the way to its site root, and the chain's department slugs with ids. */
export type HashEntryData = {
  site: string;
  /** Relative path to the site root ('./', '../' …). */
  base: string;
  /** True on the coupons-only page itself. */
  couponsOnly: boolean;
  departments: Record<string, number>;
};

/** Path of the hand-over to another site (the host's serving rules redirect it). */
export const ENTRY_PATH = "/_entry/";

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

/**
 * Where `#/{site}/{rest}` leads from a page: '../coupons-only/?category=12' for its own chain,
 * '/_entry/{site}/#…' for another site key, or null to stay.
 */
export function hashEntryTarget(hash: string, data: HashEntryData): string | null {
  const match = /^#\/([^/?#]+)\/?([^?#]*)/.exec(hash);
  if (!match) return null;
  const site = decode(match[1] ?? "").toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(site)) return null;
  if (site !== data.site) return `${ENTRY_PATH}${site}/${hash}`;
  const rest = decode((match[2] ?? "").replace(/\/+$/, ""))
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/\//g, "_");
  const id = departmentOf(rest, data.departments);
  return `${data.base}coupons-only/${id === null ? "" : `?category=${id}`}`;
}

/** The data a chain's pages embed: its own department slugs and ids only. */
export function hashEntryData(tenant: Tenant, base: string, couponsOnly: boolean): HashEntryData {
  const departments =
    tenant.status === "ok"
      ? Object.fromEntries(
          tenant.departments.map((d) => [couponDepartmentSlug(d.ProductCategoryName), d.ProductCategoryId]),
        )
      : {};
  return { site: tenant.site, base, couponsOnly, departments };
}

/** JSON for a `<script type="application/json">` block: nothing in it can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * `hashEntryTarget` as a plain script (ES2015, no module), reading the page's JSON block. Runs on
 * load and on every hash change. The same bytes on every page, so the CSP needs one hash for it.
 */
export const HASH_ENTRY_SCRIPT = `(function () {
  var el = document.getElementById("${HASH_ENTRY_DATA_ID}"), data;
  if (!el) return;
  try { data = JSON.parse(el.textContent || ""); } catch (e) { return; }
  var own = Object.prototype.hasOwnProperty;
  function dec(t) { try { return decodeURIComponent(t); } catch (e) { return t; } }
  function target(hash) {
    var m = /^#\\/([^/?#]+)\\/?([^?#]*)/.exec(hash);
    if (!m) return null;
    var site = dec(m[1]).toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]*$/.test(site)) return null;
    if (site !== data.site) return "${ENTRY_PATH}" + site + "/" + hash;
    var deps = data.departments, id = null;
    var rest = dec(m[2].replace(/\\/+$/, "")).toLowerCase().replace(/ /g, "-").replace(/\\//g, "_");
    if (/^\\d+$/.test(rest)) {
      for (var k in deps) if (own.call(deps, k) && deps[k] === Number(rest)) id = Number(rest);
    } else if (own.call(deps, rest)) id = deps[rest];
    return data.base + "coupons-only/" + (id === null ? "" : "?category=" + id);
  }
  function go(first) {
    var to = target(location.hash);
    if (to === null) return;
    if (to.indexOf("${ENTRY_PATH}") === 0) {
      // Another site key: leave only when the host knows it (a redirect); else stay where we are.
      fetch(to.split("#")[0], { method: "HEAD", redirect: "manual", credentials: "omit" }).then(
        function (r) { if (r.type === "opaqueredirect") location.replace(to); },
        function () {}
      );
    } else if (first && data.couponsOnly) history.replaceState(null, "", to);
    else location.replace(to);
  }
  go(true);
  addEventListener("hashchange", function () { go(false); });
})();`;
