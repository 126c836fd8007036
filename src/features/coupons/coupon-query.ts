/**
 * Search, sort and paging of the loaded coupons. Large chains carry thousands of offers, so the
 * list can be narrowed by words (title, product, details) and ordered, and both live in the address
 * (`?q=milk&sort=expiring`) so that a filtered list can be shared. Only a page of cards is drawn at
 * a time ("Show more"), which keeps 2,000 coupons responsive.
 */

/** The id of the coupon list's start, the target of 'Skip to coupons'. */
export const COUPON_LIST_ID = "coupon-list";

/** Sort orders offered besides the gateway's own ("featured"). */
export const SORTS = ["featured", "expiring", "newest", "department"] as const;
/** A sort order. */
export type SortKey = (typeof SORTS)[number];
/** Labels of the sort menu. */
export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  featured: "Featured",
  expiring: "Expiring soonest",
  newest: "Newest",
  department: "Department",
};

/** Cards drawn at first and added by each "Show more". */
export const PAGE_SIZE = 48;

/**
 * Coupons a built page draws before the live list arrives: more than a first screen holds at any
 * width (one column on a phone, four on a desktop), few enough to keep the snapshot and the HTML small.
 */
export const PREVIEW_SIZE = 12;

/** Cards of the first row load their images at once; they are above the fold. */
export const EAGER_CARDS = 4;

/** What the visitor asked for: words and order. */
export type ListQuery = { q: string; sort: SortKey };

/** The coupon fields search and sort use. */
export type QueryableCoupon = {
  SSNewsId: number;
  Title: string;
  ProductName: string;
  Details: string;
  ProductCategoryId: number | null;
  expiresAt: Date | null;
  validFromAt: Date | null;
};

/** Reads `q` and `sort` from a query string; unknown sorts fall back to the featured order. */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const sort = params.get("sort") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as SortKey) : "featured",
  };
}

/** The address's query string with `q` and `sort` set (defaults left out, other parameters kept). */
export function withListQuery(search: string, query: ListQuery): string {
  const params = new URLSearchParams(search);
  const q = query.q.trim();
  if (q === "") params.delete("q");
  else params.set("q", q);
  if (query.sort === "featured") params.delete("sort");
  else params.set("sort", query.sort);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** Lower case without accents, so 'Crème' is found by 'creme'. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The coupons whose title, product name or details contain every word of `q` (all when `q` is blank). */
export function filterCoupons<C extends QueryableCoupon>(coupons: readonly C[], q: string): C[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...coupons];
  return coupons.filter((c) => {
    const haystack = fold(`${c.Title}\n${c.ProductName}\n${c.Details}`);
    return words.every((w) => haystack.includes(w));
  });
}

const time = (d: Date | null): number | null => (d === null ? null : d.getTime());

/** Ascending by a number that may be missing (missing last). */
function byNumber(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** Sorts coupons (a new array); ties keep the gateway's order. `departmentName` names a category id. */
export function sortCoupons<C extends QueryableCoupon>(
  coupons: readonly C[],
  sort: SortKey,
  departmentName: (id: number | null) => string = () => "",
): C[] {
  switch (sort) {
    case "expiring":
      return coupons.toSorted((a, b) => byNumber(time(a.expiresAt), time(b.expiresAt)));
    case "newest":
      return coupons.toSorted((a, b) => byNumber(negate(time(a.validFromAt)), negate(time(b.validFromAt))));
    case "department":
      return coupons.toSorted((a, b) => {
        const an = departmentName(a.ProductCategoryId);
        const bn = departmentName(b.ProductCategoryId);
        if (an === bn) return 0;
        if (an === "") return 1;
        if (bn === "") return -1;
        return an.localeCompare(bn);
      });
    default:
      return [...coupons];
  }
}

function negate(n: number | null): number | null {
  return n === null ? null : -n;
}

/** Search then sort: the list the grid shows. */
export function queryCoupons<C extends QueryableCoupon>(
  coupons: readonly C[],
  query: ListQuery,
  departmentName?: (id: number | null) => string,
): C[] {
  return sortCoupons(filterCoupons(coupons, query.q), query.sort, departmentName);
}

/** How many cards to draw: `pages` pages, at most all of them. */
export function shownCount(total: number, pages: number): number {
  return Math.min(total, Math.max(1, pages) * PAGE_SIZE);
}
