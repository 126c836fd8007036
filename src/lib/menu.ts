/**
 * The header menu as plain data: the chain's MENU with the Departments submenu built from the
 * department list and the Weekly Ads submenu from the store list. Components only render it.
 */
import type { MenuEntry } from "../tenant/tenant-schema.ts";
import { isExternal, normaliseRoute } from "./links.ts";
import { departmentSlug, menuPageSlug, storeSlug, titleFromParam } from "./slug.ts";

/** Category ids never listed in menus or lists: 10001 (members only) and 10002 (deals of the week). */
export const HIDDEN_CATEGORY_IDS: ReadonlySet<number> = new Set([10001, 10002]);

/** One menu item; `href` is a site route ('/coupons') or an external address; none: a plain label. */
export interface NavItem {
  label: string;
  href?: string;
  /** Opens in a new tab (with rel="noopener noreferrer"). */
  newTab: boolean;
  children: NavItem[];
}

/** The department fields menus use. */
export interface DepartmentLike {
  ProductCategoryId: number;
  ProductCategoryName: string;
}

/** The store fields menus use. */
export interface StoreLike {
  ClientStoreId: number;
  ClientStoreName: string;
}

/** Departments shown in menus and lists: without the special ids, sorted by name. */
export function visibleDepartments<D extends DepartmentLike>(departments: readonly D[]): D[] {
  return departments
    .filter((d) => !HIDDEN_CATEGORY_IDS.has(d.ProductCategoryId))
    .sort((a, b) => a.ProductCategoryName.localeCompare(b.ProductCategoryName));
}

/** Route of a store's weekly ad: /weekly-ads/{ClientStoreId}/{store-slug}. */
export function weeklyAdRoute(store: StoreLike, prefix = "/weekly-ads"): string {
  return `${prefix}/${store.ClientStoreId}/${storeSlug(store.ClientStoreName)}`;
}

/** A configured address as a route or external URL; undefined for blank or '#'. */
export function resolveUrl(url: string): string | undefined {
  const u = url.trim();
  if (u === "" || u.startsWith("#")) return undefined;
  return isExternal(u) ? u : normaliseRoute(u);
}

/**
 * Whether an entry gets the generic /page/{page} page. `menu_has_page` is read safely: an entry
 * whose menu_url is a real destination (a route the site builds, or an external link) goes there;
 * only an entry without one (blank, '#', a /page/ address, a route the site lacks) gets the page.
 * `exists` knows the site's routes other than the generic pages.
 */
export function hasGenericPage(entry: MenuEntry, exists: RouteExists): boolean {
  if (!entry.menu_has_page) return false;
  const url = resolveUrl(entry.menu_url);
  if (url === undefined || /^\/page(\/|$)/.test(url)) return true;
  return !isExternal(url) && !exists(url.split(/[?#]/)[0] ?? "/");
}

/** The route a configured menu entry's own link points at. */
function entryHref(entry: MenuEntry, exists: RouteExists): string | undefined {
  if (!entry.menu_link) return undefined;
  if (hasGenericPage(entry, exists)) return `/page/${menuPageSlug(entry)}`;
  return resolveUrl(entry.menu_url);
}

/** Submenu built from data for the Departments and Weekly Ads entries; null for other entries. */
function dataSubmenu(
  route: string | undefined,
  departments: readonly DepartmentLike[],
  stores: readonly StoreLike[],
): NavItem[] | null {
  if (route === "/department" || route === "/departments") {
    return visibleDepartments(departments).map((d) => ({
      label: d.ProductCategoryName,
      href: `/department/${departmentSlug(d.ProductCategoryName)}`,
      newTab: false,
      children: [],
    }));
  }
  if (route === "/weekly-ads") {
    return stores.map((s) => ({ label: s.ClientStoreName, href: weeklyAdRoute(s), newTab: false, children: [] }));
  }
  return null;
}

/** True for external links and for site routes the tenant has (a route it lacks would only redirect home). */
export type RouteExists = (route: string) => boolean;

/** Drops items linking to routes the site does not build (their submenus, if any, stay as a label). */
function prune(items: NavItem[], exists: RouteExists): NavItem[] {
  return items.flatMap((item) => {
    const children = prune(item.children, exists);
    const missing = item.href !== undefined && !isExternal(item.href) && !exists(item.href.split(/[?#]/)[0] ?? "/");
    if (!missing) return [{ ...item, children }];
    if (children.length === 0) return [];
    return [{ label: item.label, newTab: item.newTab, children }];
  });
}

/** The visible header menu. */
export function buildMenu(
  menu: readonly MenuEntry[],
  departments: readonly DepartmentLike[],
  stores: readonly StoreLike[],
  exists: RouteExists = () => true,
): NavItem[] {
  const items = menu
    .filter((entry) => entry.menu_visible)
    .map((entry): NavItem => {
      const configured: NavItem[] = entry.submenu.map((sub) => {
        const href = sub.submenu_link ? resolveUrl(sub.submenu_url) : undefined;
        return { label: sub.submenu_name, ...(href ? { href } : {}), newTab: !sub.submenu_open_self, children: [] };
      });
      const built = dataSubmenu(resolveUrl(entry.menu_url), departments, stores);
      const href = entryHref(entry, exists);
      return {
        label: entry.menu_name,
        ...(href ? { href } : {}),
        newTab: !entry.menu_open_self,
        children: built && built.length > 0 ? built : configured,
      };
    });
  return prune(items, exists);
}

/** The About menu entry (its url is /about), which names the about page and its sub-pages. */
export function aboutMenuEntry(menu: readonly MenuEntry[]): MenuEntry | undefined {
  return (
    menu.find((e) => resolveUrl(e.menu_url) === "/about") ??
    menu.find((e) => e.submenu.some((s) => aboutPageParam(s.submenu_url)))
  );
}

/** The {page} of an /about/{page} address, or undefined for other addresses. */
export function aboutPageParam(url: string): string | undefined {
  const route = resolveUrl(url);
  const m = route ? /^\/about\/([^/]+)$/.exec(route) : null;
  const param = m?.[1];
  // Only a plain, bounded segment becomes a page (and a file name); anything else is no page.
  return param !== undefined && param.length <= 80 && /^[\w\-.~&'+,()!]+$/.test(param) && !/^\.+$/.test(param)
    ? param
    : undefined;
}

/** Used when the chain's menu has no About entry. */
export const DEFAULT_ABOUT_TITLE = "About Us";

/**
 * "Title: the page parameter with dashes turned to spaces, or the submenu name, or the menu name."
 * `param` is the {page} of /about/{page} (undefined on /about).
 */
export function aboutTitle(about: MenuEntry | undefined, param: string | undefined): string {
  if (param) return titleFromParam(param);
  const sub = about?.submenu.find(
    (s) => aboutPageParam(s.submenu_url) === undefined && s.submenu_url.trim() === about.menu_url.trim(),
  );
  return sub?.submenu_name || about?.menu_name || DEFAULT_ABOUT_TITLE;
}
