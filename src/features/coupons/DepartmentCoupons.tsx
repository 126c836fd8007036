/**
 * The coupon grid of a department page, with Quick View: a guest's from the build's static list
 * refreshed by the gateway, a member's from the gateway as it arrives (`use-list-view.ts`; until
 * they come: the build's first cards for guests, else the loading image).
 */
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { useMemo, type ReactNode } from "react";
import type { ClipTexts } from "./clip-outcomes.ts";
import ClipAllButton from "./ClipAllButton.tsx";
import CouponResults from "./CouponResults.tsx";
import { CouponPictures } from "./CouponImage.tsx";
import type { IslandPictures } from "../../lib/images/variants.ts";
import { useUser } from "../../shared/session/use-user.ts";
import { useListView } from "./use-list-view.ts";
import type { StaticList } from "./static-list.ts";

type Props = {
  /** The department's coupon category. */
  categoryId: number;
  texts: ClipTexts;
  /** Whether the page passed the build's first cards (`CouponPreview`) as children. */
  hasPreview?: boolean;
  /** The build's own-origin pictures of the preview's coupons, for the live cards too (ImagePath → token). */
  pictures: IslandPictures;
  /** The build's static list of the department; null when it has none (the gateway's is loaded). */
  staticList: StaticList | null;
  /** The department's coupon count at the pull (the gateway's is compared with it). */
  pulledCount: number;
  /** Its texts and locale on a page in another language (coupon-texts.server.ts); absent in English. */
  shown?: Texts | undefined;
  children?: ReactNode;
};

/** The department's coupons. */
export default function DepartmentCoupons({
  categoryId,
  texts,
  hasPreview = false,
  pictures,
  staticList,
  pulledCount,
  shown,
  children,
}: Props) {
  const user = useUser();
  const source = useMemo(
    () =>
      user === undefined
        ? null
        : {
            categoryId,
            token: user?.UserToken ?? null,
            staticList,
            pulledCounts: new Map([[categoryId, pulledCount]]),
            all: false,
          },
    [user, categoryId, staticList, pulledCount],
  );
  const { state, retry } = useListView(source);
  // Clip all acts on the whole list: it waits until all of it is there.
  const coupons = state.status === "ready" && state.complete !== false ? state.coupons : [];
  return (
    <PageTexts texts={shown}>
      <div className="clip-all-bar">
        <ClipAllButton coupons={coupons} categoryId={categoryId} />
      </div>
      <CouponPictures value={pictures}>
        <CouponResults
          state={state}
          shown={state.status === "ready" ? state.coupons : []}
          categoryId={categoryId}
          texts={texts}
          onRetry={retry}
          listKey={String(categoryId)}
          preview={hasPreview ? children : null}
        />
      </CouponPictures>
    </PageTexts>
  );
}
