/**
 * One coupon card: image, savings line, title (35 characters), details, the 'already in cart'
 * badge, the add / remove button and the Quick View opener; 'New' or 'Updated' when a refresh found
 * it so.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { memo } from "react";
import type { Coupon } from "../../api/coupons.ts";
import ClipButton, { ClipStatus } from "./ClipButton.tsx";
import CouponImage from "./CouponImage.tsx";
import ClippedBadge from "./ClippedBadge.tsx";
import type { ClipTexts } from "./clip-outcomes.ts";
import type { CouponMark } from "./list-refresh.ts";
import { MARK_TEXT } from "./list-view-text.ts";
import { cardTitle, detailParts, fullTitle, savingsText } from "../../shared/clipped/offer-text.ts";

type Props = {
  coupon: Coupon;
  categoryId: number;
  texts: ClipTexts;
  /** Opens Quick View for this coupon; `opener` gets the focus back when it closes. */
  onQuickView: (coupon: Coupon, opener: HTMLElement) => void;
  /** Load the image at once (the first row, above the fold); the rest load as they scroll in. */
  eager?: boolean;
  /** The list's first card: its picture is fetched with high priority. */
  first?: boolean;
  /** New or changed since the build's list (a refresh found it so). */
  mark?: CouponMark | undefined;
};

/** A coupon card (memoised: "Show more" and clips re-render only what changed). */
function CouponCard({ coupon, categoryId, texts, onQuickView, eager = false, first = false, mark }: Props) {
  const words = useTexts();
  const savings = savingsText(coupon, words);
  const quickView = tr(words, "Quick View");
  const { description } = detailParts(coupon.Details);
  const title = fullTitle(coupon);
  return (
    <li className="coupon-card" data-coupon-id={coupon.SSNewsId}>
      {coupon.ImagePath !== "" && <CouponImage src={coupon.ImagePath} eager={eager} first={first} />}
      {mark !== undefined && <p className={`coupon-mark coupon-mark-${mark}`}>{tr(words, MARK_TEXT[mark])}</p>}
      {savings !== "" && <p className="coupon-savings">{savings}</p>}
      <h3 className="coupon-title" title={title}>
        {cardTitle(coupon)}
      </h3>
      {description !== "" && <p className="coupon-details">{description}</p>}
      <ClippedBadge id={coupon.SSNewsId} text={texts.badge} />
      <div className="coupon-actions">
        <ClipButton coupon={coupon} categoryId={categoryId} texts={texts} />
        <button
          type="button"
          className="quick-view-button"
          aria-label={`${quickView}: ${title}`}
          aria-haspopup="dialog"
          onClick={(e) => onQuickView(coupon, e.currentTarget)}
        >
          {quickView}
        </button>
      </div>
      <ClipStatus id={coupon.SSNewsId} />
    </li>
  );
}

export default memo(CouponCard);
