/**
 * Slugs and titles the routes are built from. The rules come from the specs, so a link built here
 * and a page built from the same name always meet.
 */

/** Longest slug kept as written; longer or unusual ones get the stable fallback. */
export const MAX_SLUG_LENGTH = 80;

/** Characters a slug keeps as they are: safe in a file name and, after link encoding, in a URL. */
const PLAIN_SLUG = /^[a-z0-9\-_.&'+,()!~]+$/;

/**
 * The one path segment made from data (department names, configured slugs, policy urls, page
 * names). The spec's rule first — lower case, spaces to '-', '/' to '_' ('Meat & Seafood' →
 * 'meat-&-seafood', 'Beer/Wine' → 'beer_wine') — and kept as is when the result is plain and at most
 * 80 characters. Anything else ('..', '#', '?', '%', '<', other scripts, very long names) gets a
 * stable fallback: its plain letters and digits (at most 40) plus 8 hex digits of a hash of
 * the name (FNV-1a; this module also runs in the browser), so it is bounded, safe as a file name and in a link, and different names stay different.
 */
export function pathSegment(name: string): string {
  const spec = name.trim().toLowerCase().replace(/ /g, "-").replace(/\//g, "_");
  if (spec.length <= MAX_SLUG_LENGTH && PLAIN_SLUG.test(spec) && !/^\.+$/.test(spec)) return spec;
  const readable = spec
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  const hash = fnv1a(name.trim());
  return readable === "" ? `x-${hash}` : `${readable}-${hash}`;
}

/** Coupon department path segment: the one slug rule ('Meat & Seafood' → 'meat-&-seafood'). */
export function couponDepartmentSlug(name: string): string {
  return pathSegment(name);
}

/** Department page slug: the one slug rule ('Beer/Wine' → 'beer_wine'). */
export function departmentSlug(name: string): string {
  return pathSegment(name);
}

/** Store segment of weekly-ad addresses: lower case, every run of other characters one hyphen. */
export function storeSlug(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, MAX_SLUG_LENGTH)
      .replace(/^-+|-+$/g, "") || "store"
  );
}

/** Title of a page named by a route parameter: dashes turned to spaces ('our-story' → 'our story'). */
export function titleFromParam(param: string): string {
  return param.replace(/-/g, " ");
}

/** Slug of a generic page (/page/{page}) for a menu entry: its /page/ url, else its name as a path segment. */
export function menuPageSlug(entry: { menu_name: string; menu_url: string }): string {
  const match = /^\/?page\/([^/?#]+)/.exec(entry.menu_url.trim());
  return pathSegment(match?.[1] ?? entry.menu_name);
}

/** 32-bit FNV-1a of a text's UTF-16 units, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
