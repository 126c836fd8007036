/**
 * The coupon grid of a department page, with Quick View: the department's coupons fetched live with
 * the guest or member token (the loading image until they arrive).
 */
import type { ClipTexts } from "../coupons/clip-outcomes.ts";
import CouponResults from "../coupons/CouponResults.tsx";
import { useCouponList } from "../coupons/use-coupons.ts";
import { useUser } from "../session/use-user.ts";

type Props = {
  /** The department's coupon category. */
  categoryId: number;
  texts: ClipTexts;
};

/** The department's coupons. */
export default function DepartmentCoupons({ categoryId, texts }: Props) {
  const user = useUser();
  const { state, retry } = useCouponList(categoryId, user);
  return (
    <CouponResults
      state={state}
      shown={state.status === "ready" ? state.coupons : []}
      categoryId={categoryId}
      texts={texts}
      onRetry={retry}
    />
  );
}
