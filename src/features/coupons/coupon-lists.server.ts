/**
 * The static coupon lists of a chain (build time): every list the pull kept, less the coupons
 * expired by the build's day, cut into pieces (`coupon-pieces.ts`) and published as
 * `coupon-lists/<category>-<n>.<hash>.json` in the chain's folder. Names carry a hash of their
 * content, so a browser or CDN never mixes pieces of two builds. Pages pass their island the
 * addresses of their own list (`staticListFor`); `src/pages/[site]/coupon-lists/[file].ts` writes
 * the files.
 */
import { createHash } from "node:crypto";
import type { ReadyTenant, Tenant } from "../../tenant/tenant.ts";
import { siteHref } from "../../lib/links.ts";
import { addressOf } from "../../lib/i18n/addresses.ts";
import type { Language } from "../../tenant/languages.ts";
import { currentList } from "./coupon-page.ts";
import { packList } from "./coupon-pieces.ts";
import type { StaticList } from "./static-list.ts";

/** The folder of a chain's static coupon lists, below its root. */
export const COUPON_LISTS_DIR = "coupon-lists";

/** One published file: its name in COUPON_LISTS_DIR and its JSON. */
export type ListFile = { name: string; body: string };
/** One published list: its pieces' files in order and its coupon count. */
export type PublishedList = { count: number; files: ListFile[] };

/** The build's clock: every page and file of one build drops the same expired coupons. */
export const BUILD_TIME = new Date();

const published = new WeakMap<ReadyTenant, Map<number, PublishedList>>();

/** The chain's published lists by category id (computed once per tenant and build). */
export function publishedLists(tenant: ReadyTenant): Map<number, PublishedList> {
  let lists = published.get(tenant);
  if (lists !== undefined) return lists;
  lists = new Map();
  for (const id of Object.keys(tenant.couponLists.lists).map(Number)) {
    const coupons = currentList(tenant, id, BUILD_TIME) ?? [];
    const files = packList(coupons).map((piece, index) => {
      const body = JSON.stringify(piece);
      const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
      return { name: `${id}-${index}.${hash}.json`, body };
    });
    lists.set(id, { count: coupons.length, files });
  }
  published.set(tenant, lists);
  return lists;
}

/**
 * What the island of the page at `route` needs to read the static list of `categoryId`: its files'
 * addresses relative to the page, its count and when the pull took it; null when the build has no
 * such list (the island then asks the gateway).
 */
export function staticListFor(
  tenant: ReadyTenant,
  page: { lang: Language; route: string },
  categoryId: number,
): StaticList | null {
  const list = publishedLists(tenant).get(categoryId);
  const pulledAt = tenant.couponLists.pulledAt;
  if (list === undefined || pulledAt === null) return null;
  return {
    // The files are at the chain root, above a language's folder: relative to the page's own address.
    files: list.files.map((f) => siteHref(addressOf(page), `/${COUPON_LISTS_DIR}/${f.name}`)),
    count: list.count,
    pulledAt: pulledAt.toISOString(),
  };
}

/** The endpoint's paths: one per published file of every ready chain. */
export function couponListPaths(tenants: readonly Tenant[]) {
  return tenants.flatMap((tenant) =>
    tenant.status !== "ok"
      ? []
      : [...publishedLists(tenant).values()].flatMap((list) =>
          list.files.map((file) => ({ params: { site: tenant.site, file: file.name }, props: { body: file.body } })),
        ),
  );
}
