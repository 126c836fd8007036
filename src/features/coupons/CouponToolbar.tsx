/**
 * Search and sort of the loaded coupons. Both are kept in the address by the parent, so a filtered
 * list can be shared; a status line tells screen readers how many coupons match.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import type { ReactNode } from "react";
import { SORTS, SORT_LABELS } from "./coupon-query.ts";
import type { ListQuery, SortKey } from "./coupon-query.ts";

type Props = {
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  /** Matching coupons; null while the list is not loaded. */
  matches: number | null;
  /** Controls that act on the whole list ("Clip all"), after the sort menu. */
  children?: ReactNode;
};

/** The search box with its submit button, the sort menu and the match count. */
export default function CouponToolbar({ query, onChange, matches, children }: Props) {
  const texts = useTexts();
  return (
    <form
      className="coupon-toolbar"
      role="search"
      aria-label={tr(texts, "Coupons")}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="coupon-field">
        <label htmlFor="coupon-search">{tr(texts, "Search coupons")}</label>
        <input
          id="coupon-search"
          type="search"
          value={query.q}
          maxLength={100}
          placeholder={tr(texts, "Title, product or details")}
          autoComplete="off"
          onChange={(e) => onChange({ ...query, q: e.currentTarget.value })}
        />
      </div>
      {/* The list filters as the shopper types; the button gives the form the standard keyboard submit. */}
      <button type="submit" className="button coupon-search-submit">
        {tr(texts, "Search")}
      </button>
      <div className="coupon-field">
        <label htmlFor="coupon-sort">{tr(texts, "Sort by")}</label>
        <select
          id="coupon-sort"
          value={query.sort}
          onChange={(e) => onChange({ ...query, sort: e.currentTarget.value as SortKey })}
        >
          {SORTS.map((key) => (
            <option key={key} value={key}>
              {tr(texts, SORT_LABELS[key])}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {matches === null || query.q.trim() === ""
          ? ""
          : trFill(texts, matches === 1 ? "{n} coupon matches" : "{n} coupons match", { n: String(matches) })}
      </p>
      {/* After the match count, so the form's first status stays the count. */}
      {children}
    </form>
  );
}
