/**
 * The coupons page island: the department list (the build's snapshot for guests, the member's own
 * list with 10001 after sign-in), search and sort kept in the address, and the selected
 * department's coupons: a guest's from the build's static list refreshed by the gateway, a member's
 * from the gateway as it arrives (`use-list-view.ts`).
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useDeferredValue, useEffect, useMemo, type ReactNode } from "react";
import type { Coupon, ProductCategory } from "../../api/coupons.ts";
import { useUser } from "../../shared/session/use-user.ts";
import ClipAllButton from "./ClipAllButton.tsx";
import CouponResults from "./CouponResults.tsx";
import { CouponPictures } from "./CouponImage.tsx";
import type { IslandPictures } from "../../lib/images/variants.ts";
import CouponToolbar from "./CouponToolbar.tsx";
import DepartmentList from "./DepartmentList.tsx";
import { ALL_CATEGORY, allCouponsTotal, categoryFromQuery, categoryName, couponCategories } from "./categories.ts";
import type { ClipTexts } from "./clip-outcomes.ts";
import { COUPON_LIST_ID, queryCoupons } from "./coupon-query.ts";
import { useCategories, useHydrated } from "./use-coupons.ts";
import { useListQuery } from "./use-list-query.ts";
import { useListView } from "./use-list-view.ts";
import { countsOf } from "./list-refresh.ts";
import type { StaticList } from "./static-list.ts";
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";

type Props = {
  /** Categories as guests see them, pulled at build time. */
  snapshot: ProductCategory[];
  /** The department the address selects (0: all coupons). */
  categoryId: number;
  /** Route of this page, for relative links. */
  route: string;
  texts: ClipTexts;
  /** The coupons-only view: department entries stay on it. */
  couponsOnly?: boolean | undefined;
  /** Whether the gateway counts the deals of the week in their departments too (build time, from the pulled deals). */
  dealsInDepartments?: boolean;
  /** Whether the page passed the build's first cards of `categoryId` (`CouponPreview`) as children. */
  hasPreview?: boolean;
  /** The build's own-origin pictures of the preview's coupons, for the live cards too (ImagePath → token). */
  pictures: IslandPictures;
  /** The build's static list of each department the page can show (its own; every one on the coupons-only view). */
  staticLists: Record<number, StaticList>;
  /** Its texts and locale on a page in another language (coupon-texts.server.ts); absent in English. */
  shown?: Texts | undefined;
  children?: ReactNode;
};

/** The department an address selects, or the `?category=` override (members-only offers). */
function useSelected(fromPath: number): number {
  const hydrated = useHydrated();
  return hydrated ? (categoryFromQuery(location.search) ?? fromPath) : fromPath;
}

/**
 * A department chosen by `?category=` (Members Only has no page of its own) gets its name in the
 * page's heading, breadcrumb and title, which the build wrote for the page's own address.
 */
function useDepartmentHeading(selected: number, fromPath: number, categories: ProductCategory[]): void {
  const name =
    selected === fromPath ? null : categories.find((c) => c.ProductCategoryId === selected)?.ProductCategoryName;
  useEffect(() => {
    if (!name) return;
    const heading = document.querySelector(".page-heading h1");
    const built = heading?.textContent ?? "";
    if (heading) heading.textContent = name;
    const current = document.querySelector('.breadcrumb [aria-current="page"]');
    if (current) current.textContent = name;
    if (built !== "" && document.title.startsWith(built)) document.title = name + document.title.slice(built.length);
  }, [name]);
}

/**
 * The selected department's list as the page shows it: its source (the build's static list for a
 * guest, the gateway for a member), its state, the search and sort from the address applied, and
 * the All Coupons count.
 */
function useShownList({ snapshot, categoryId, staticLists, dealsInDepartments = false }: Props, selected: number) {
  const user = useUser();
  const all = useCategories(snapshot, user);
  const categories = useMemo(() => couponCategories(all, Boolean(user)), [all, user]);
  const source = useMemo(
    () =>
      user === undefined
        ? null
        : {
            categoryId: selected,
            token: user?.UserToken ?? null,
            staticList: staticLists[selected] ?? null,
            pulledCounts: countsOf(snapshot),
            all: selected === ALL_CATEGORY,
          },
    [user, selected, staticLists, snapshot],
  );
  const { state, retry } = useListView(source);
  const [query, setQuery] = useListQuery();
  const deferred = useDeferredValue(query);
  useDepartmentHeading(selected, categoryId, categories);
  const whole = state.status === "ready" && state.complete !== false;
  // Once the whole All Coupons list is there, its length is the count: the entry and 'Showing … of N' agree.
  const allTotal =
    selected === ALL_CATEGORY && whole ? state.coupons.length : allCouponsTotal(categories, dealsInDepartments);

  // Department names matter only to the department sort; a member's list arriving later must not
  // make a new list (and send the grid back to its first page) otherwise.
  const namesFor = deferred.sort === "department" ? all : null;
  const shown = useMemo(() => {
    if (state.status !== "ready") return [];
    const names = new Map((namesFor ?? []).map((c) => [c.ProductCategoryId, c.ProductCategoryName]));
    return queryCoupons(state.coupons, deferred, (id) => (id === null ? "" : (names.get(id) ?? "")));
  }, [state, deferred, namesFor]);
  return { categories, state, retry, query, setQuery, deferred, whole, allTotal, shown };
}

/** The whole coupons page below the heading. */
export default function CouponsApp(props: Props) {
  const { snapshot, categoryId, route, texts, couponsOnly, hasPreview = false, pictures, children } = props;
  const selected = useSelected(categoryId);
  const { categories, state, retry, query, setQuery, deferred, whole, allTotal, shown } = useShownList(props, selected);
  const built = useMemo(() => new Set(snapshot.map((c) => c.ProductCategoryId)), [snapshot]);

  return (
    <PageTexts texts={props.shown}>
      <div className="coupons-layout">
        <DepartmentList
          categories={categories}
          allTotal={allTotal}
          built={built}
          selected={selected}
          route={route}
          couponsOnly={couponsOnly}
        />
        <section className="coupon-results" aria-labelledby="coupon-results-title">
          <h2 id="coupon-results-title" className="visually-hidden">
            {selected === ALL_CATEGORY ? tr(props.shown, "All Coupons") : categoryName(selected, categories)}
          </h2>
          <CouponToolbar
            query={query}
            onChange={setQuery}
            // Announced once the filtered list is drawn (the deferred query has caught up).
            matches={state.status === "ready" && deferred === query ? shown.length : null}
          >
            {/* Clip all acts on the whole list: it waits until all of it is there. */}
            <ClipAllButton coupons={whole ? shown : NONE} categoryId={selected} />
          </CouponToolbar>
          {/* 'Skip to coupons' (SkipToCoupons.astro) lands here: the next Tab is the first coupon. */}
          <div id={COUPON_LIST_ID} className="coupon-list-start" tabIndex={-1}>
            <CouponPictures value={pictures}>
              <CouponResults
                state={state}
                shown={shown}
                q={deferred.q}
                categoryId={selected}
                texts={texts}
                onRetry={retry}
                listKey={JSON.stringify([selected, deferred.q, deferred.sort])}
                // The build's cards are the address's own department in the gateway's order, unsearched.
                preview={
                  hasPreview && selected === categoryId && query.q === "" && query.sort === "featured" ? children : null
                }
              />
            </CouponPictures>
          </div>
        </section>
      </div>
    </PageTexts>
  );
}

const NONE: readonly Coupon[] = [];
