/**
 * The grid of coupon cards, drawn a page at a time ("Show more") so that 2,000 coupons stay
 * responsive, with the one Quick View dialog of the list. While more of the list is arriving, the
 * count says so and is marked busy; the page shown stays where it is.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { Coupon } from "../../api/coupons.ts";
import CouponCardList from "./CouponCardList.tsx";
import QuickView from "./QuickView.tsx";
import type { ClipTexts } from "./clip-outcomes.ts";
import { shownCount } from "./coupon-query.ts";
import { applyHandoff, type Handoff } from "./preview-handoff.ts";
import type { CouponMark } from "./list-refresh.ts";
import { changesText } from "./list-view-text.ts";

type Props = {
  /** The coupons to show, already searched and sorted. */
  coupons: Coupon[];
  categoryId: number;
  texts: ClipTexts;
  /** What the shopper did to the preview cards this grid replaces (taken over once, when it appears). */
  handoffRef?: RefObject<Handoff | null>;
  /** What sends the grid back to its first page (department, search, sort): not the list growing. */
  listKey: string;
  /** False while more of the list is arriving. */
  complete?: boolean;
  /** Cards a refresh found new or changed. */
  marks?: ReadonlyMap<number, CouponMark> | undefined;
};

/** Cards, the "Show more" button and Quick View. */
export default function CouponGrid({ coupons, categoryId, texts, handoffRef, listKey, complete = true, marks }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const taken = handoffRef?.current;
    if (!handoffRef || !taken || !list.current) return;
    handoffRef.current = null;
    applyHandoff(list.current, taken);
  }, [handoffRef]);
  // A new list (search, sort, department) starts again at its first page, in the same render.
  const [paging, setPaging] = useState({ list: listKey, pages: 1 });
  const pages = paging.list === listKey ? paging.pages : 1;
  const [quick, setQuick] = useState<Coupon | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openQuickView = useCallback((coupon: Coupon, from: HTMLElement) => {
    opener.current = from;
    setQuick(coupon);
  }, []);
  const closeQuickView = useCallback(() => {
    setQuick(null);
    opener.current?.focus();
  }, []);

  const count = shownCount(coupons.length, pages);
  const words = useTexts();
  const showing = { count: String(count), total: String(coupons.length) };
  return (
    <>
      <CouponCardList
        coupons={coupons.slice(0, count)}
        categoryId={categoryId}
        texts={texts}
        onQuickView={openQuickView}
        listRef={list}
        marks={marks}
      />
      <div className="coupon-more" aria-busy={!complete || undefined}>
        <p className="coupon-shown">
          {trFill(
            words,
            coupons.length === 1 ? "Showing {count} of {total} coupon" : "Showing {count} of {total} coupons",
            showing,
          )}
          {complete ? "" : ` ${tr(words, "so far, more on the way")}`}
        </p>
        {/* Below the cards, so a refresh moves nothing on the first screen. */}
        <p className="coupon-changes" role="status">
          {changesText(marks, words)}
        </p>
        {count < coupons.length && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPaging({ list: listKey, pages: pages + 1 })}
          >
            {tr(words, "Show more coupons")}
          </button>
        )}
      </div>
      <QuickView coupon={quick} categoryId={categoryId} texts={texts} onClose={closeQuickView} />
    </>
  );
}
