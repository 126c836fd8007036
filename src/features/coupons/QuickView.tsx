/**
 * Quick View of a coupon as a real modal dialog (native <dialog>): focus moves in, Escape and the
 * Close button close it, and focus returns to the card's Quick View button. Shows the product name,
 * image, 'Offer Expires on MM/DD/YYYY', the add / remove button and the details.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useEffect, useRef } from "react";
import type { Coupon } from "../../api/coupons.ts";
import ClipButton, { ClipStatus } from "./ClipButton.tsx";
import ClippedBadge from "./ClippedBadge.tsx";
import type { ClipTexts } from "./clip-outcomes.ts";
import { detailParts, expiryText, fullTitle, savingsText } from "../../shared/clipped/offer-text.ts";

type Props = {
  /** The coupon shown; null keeps the dialog closed. */
  coupon: Coupon | null;
  categoryId: number;
  texts: ClipTexts;
  /** Called when the dialog has closed (Escape, Close or the backdrop). */
  onClose: () => void;
};

/** The Quick View dialog. */
export default function QuickView({ coupon, categoryId, texts, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (coupon && !dialog.open) dialog.showModal();
    if (!coupon && dialog.open) dialog.close();
  }, [coupon]);

  const words = useTexts();
  const name = coupon ? coupon.ProductName.trim() || fullTitle(coupon) : "";
  const details = coupon ? detailParts(coupon.Details) : null;
  const savings = coupon ? savingsText(coupon, words) : "";
  const expiry = coupon ? expiryText(coupon.expiresAt, words) : "";
  return (
    // The backdrop click is a mouse shortcut; Escape (native to a modal dialog) and Close are the keyboard's ways.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="quick-view"
      aria-labelledby="quick-view-title"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      {coupon && details && (
        <div className="quick-view-body">
          <button type="button" className="quick-view-close" onClick={() => ref.current?.close()}>
            {tr(words, "Close")}
          </button>
          <h2 id="quick-view-title">{name}</h2>
          {coupon.ImagePath !== "" && (
            <img
              className="quick-view-image"
              src={coupon.ImagePath}
              alt={name}
              width={300}
              height={300}
              decoding="async"
            />
          )}
          {savings !== "" && <p className="coupon-savings">{savings}</p>}
          {expiry !== "" && <p className="quick-view-expiry">{expiry}</p>}
          <ClippedBadge id={coupon.SSNewsId} text={texts.badge} />
          <ClipButton coupon={coupon} categoryId={categoryId} texts={texts} />
          <ClipStatus id={coupon.SSNewsId} />
          {details.description !== "" && <p className="quick-view-details">{details.description}</p>}
          {details.disclaimer !== "" && <p className="quick-view-disclaimer">{details.disclaimer}</p>}
        </div>
      )}
    </dialog>
  );
}
