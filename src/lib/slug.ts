/**
 * Slugs and titles the routes are built from. The rules come from the specs, so a link built here
 * and a page built from the same name always meet.
 */

/** Coupon department path segment: lower case, spaces turned to hyphens ('Meat & Seafood' → 'meat-&-seafood'). */
export function couponDepartmentSlug(name: string): string {
  return name.trim().toLowerCase().replace(/ /g, "-");
}

/** Department page slug: lower case, spaces to hyphens and slashes to underscores ('Beer/Wine' → 'beer_wine'). */
export function departmentSlug(name: string): string {
  return couponDepartmentSlug(name).replace(/\//g, "_");
}

/** Store segment of weekly-ad addresses: lower case, every run of other characters one hyphen. */
export function storeSlug(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
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
  return match?.[1] ?? couponDepartmentSlug(entry.menu_name).replace(/\//g, "-");
}
