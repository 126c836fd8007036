/**
 * The departments of a chain as the department pages show them: the pulled server list (without
 * the special categories 10001 and 10002) merged with the chain's configured departments (slug,
 * departmentname, description, dept_image), each addressed by its slug and, when it is a coupon
 * category, by its id.
 */
import type { ProductCategory } from "../api/coupons.ts";
import { visibleDepartments } from "./menu.ts";
import { departmentSlug, pathSegment } from "./slug.ts";
import type { SiteData } from "../tenant/site-data-schema.ts";

/** A configured department (clientinfo DEPARTMENTS). */
export type ConfiguredDepartment = SiteData["DEPARTMENTS"][number];

/** One department as its tile and page show it. */
export type DepartmentView = {
  /** Address segment: /department/{slug}. */
  slug: string;
  name: string;
  /** Image URL; '' when there is none. */
  image: string;
  /** Plain-text description from the server list; '' when none. */
  descriptionText: string;
  /** Configured description HTML (to be sanitised); '' when the server text is used or none is set. */
  descriptionHtml: string;
  /** Coupon category id for the coupon grid; null for a configured department with no category. */
  categoryId: number | null;
};

/** Normalises a slug for matching (configured slugs are hand-written). */
function slugKey(slug: string): string {
  return pathSegment(slug);
}

/** A server department, with the configured entry of the same slug filling what it lacks. */
function fromServer(d: ProductCategory, configured: ConfiguredDepartment | undefined): DepartmentView {
  const text = d.DepartmentDescription?.trim() ?? "";
  return {
    slug: departmentSlug(d.ProductCategoryName),
    name: d.ProductCategoryName,
    image: d.DepartmentImageUrl.trim() || configured?.dept_image?.trim() || "",
    descriptionText: text,
    descriptionHtml: text === "" ? (configured?.description?.trim() ?? "") : "",
    categoryId: d.ProductCategoryId,
  };
}

/** A configured department the server list does not have. */
function fromConfigured(c: ConfiguredDepartment): DepartmentView {
  return {
    slug: pathSegment(c.slug),
    name: c.departmentname,
    image: c.dept_image?.trim() ?? "",
    descriptionText: "",
    descriptionHtml: c.description?.trim() ?? "",
    categoryId: null,
  };
}

/** Every department of the chain: the server's (sorted by name), then configured-only ones. */
export function departmentViews(
  server: readonly ProductCategory[],
  configured: readonly ConfiguredDepartment[],
): DepartmentView[] {
  const bySlug = new Map(configured.map((c) => [slugKey(c.slug), c]));
  const views = visibleDepartments(server).map((d) =>
    fromServer(d, bySlug.get(slugKey(departmentSlug(d.ProductCategoryName)))),
  );
  const taken = new Set(views.map((v) => slugKey(v.slug)));
  const extra = configured.filter((c) => !taken.has(slugKey(c.slug))).map(fromConfigured);
  return [...views, ...extra];
}

/** The department whose slug matches (as the spec's loader waits for); null when none does. */
export function departmentBySlug(views: readonly DepartmentView[], slug: string): DepartmentView | null {
  const key = slugKey(slug);
  return views.find((v) => slugKey(v.slug) === key) ?? null;
}

/** The department of a coupon category id; null when none. */
export function departmentById(views: readonly DepartmentView[], id: number): DepartmentView | null {
  return views.find((v) => v.categoryId === id) ?? null;
}
