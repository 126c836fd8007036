/**
 * The coupon grid of a department page, with Quick View: the department's coupons fetched live with
 * the guest or member token (until they arrive: the build's first cards for guests, else the loading
 * image).
 */
import type { ReactNode } from "react";
import type { ClipTexts } from "./clip-outcomes.ts";
import ClipAllButton from "./ClipAllButton.tsx";
import CouponResults from "./CouponResults.tsx";
import { CouponPictures } from "./CouponImage.tsx";
import type { IslandPictures } from "../../lib/images/variants.ts";
import { useCouponList } from "./use-coupons.ts";
import { useUser } from "../../shared/session/use-user.ts";

type Props = {
  /** The department's coupon category. */
  categoryId: number;
  texts: ClipTexts;
  /** Whether the page passed the build's first cards (`CouponPreview`) as children. */
  hasPreview?: boolean;
  /** The build's own-origin pictures of the preview's coupons, for the live cards too (ImagePath → token). */
  pictures: IslandPictures;
  children?: ReactNode;
};

/** The department's coupons. */
export default function DepartmentCoupons({ categoryId, texts, hasPreview = false, pictures, children }: Props) {
  const user = useUser();
  const { state, retry } = useCouponList(categoryId, user);
  const coupons = state.status === "ready" ? state.coupons : [];
  return (
    <>
      <div className="clip-all-bar">
        <ClipAllButton coupons={coupons} categoryId={categoryId} />
      </div>
      <CouponPictures value={pictures}>
        <CouponResults
          state={state}
          shown={coupons}
          categoryId={categoryId}
          texts={texts}
          onRetry={retry}
          preview={hasPreview ? children : null}
        />
      </CouponPictures>
    </>
  );
}
