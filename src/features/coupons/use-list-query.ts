/**
 * The coupons page's search words and sort order, kept in the address. Apart from the other hooks
 * (`use-coupons.ts`) so the home page's deals list does not load the search and sort code.
 */
import { useCallback, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { parseListQuery, withListQuery, type ListQuery } from "./coupon-query.ts";

/** The search words and sort order, read from and written to the address (replaceState). */
export function useListQuery(): [ListQuery, (next: ListQuery) => void] {
  // The build renders the default; after hydration the address decides until the shopper changes it.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ListQuery | null>(null);
  const query = chosen ?? (hydrated ? parseListQuery(location.search) : DEFAULT_QUERY);
  const update = useCallback((next: ListQuery) => {
    setChosen(next);
    const url = `${location.pathname}${withListQuery(location.search, next)}${location.hash}`;
    history.replaceState(history.state, "", url);
  }, []);
  return [query, update];
}

const DEFAULT_QUERY: ListQuery = { q: "", sort: "featured" };
