/**
 * The list of coupon cards, as the live grid and the build's preview draw it: the same markup in
 * both, so the live cards take the preview's places exactly.
 */
import type { Ref } from "react";
import type { Coupon } from "../../api/coupons.ts";
import CouponCard from "./CouponCard.tsx";
import type { ClipTexts } from "./clip-outcomes.ts";
import { EAGER_CARDS } from "./coupon-query.ts";
import type { CouponMark } from "./list-refresh.ts";

type Props = {
  coupons: Coupon[];
  categoryId: number;
  texts: ClipTexts;
  onQuickView: (coupon: Coupon, opener: HTMLElement) => void;
  /** The build's preview (`data-coupon-preview`), which the live list replaces. */
  preview?: boolean;
  listRef?: Ref<HTMLUListElement>;
  /** Cards a refresh found new or changed. */
  marks?: ReadonlyMap<number, CouponMark> | undefined;
};

/**
 * Cards in the gateway's (or the shopper's) order; the first row loads its images at once, the first
 * card's first of all (on a wide screen it is the page's largest paint).
 */
export default function CouponCardList({
  coupons,
  categoryId,
  texts,
  onQuickView,
  preview = false,
  listRef,
  marks,
}: Props) {
  return (
    <ul className="coupon-grid" ref={listRef} data-coupon-preview={preview ? "" : undefined}>
      {coupons.map((coupon, index) => (
        <CouponCard
          key={coupon.SSNewsId}
          eager={index < EAGER_CARDS}
          first={index === 0}
          coupon={coupon}
          categoryId={categoryId}
          texts={texts}
          onQuickView={onQuickView}
          mark={marks?.get(coupon.SSNewsId)}
        />
      ))}
    </ul>
  );
}
