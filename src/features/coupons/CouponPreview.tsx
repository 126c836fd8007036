/**
 * The first coupons of a list as guests saw them at the pull, drawn at build time (never hydrated:
 * the page passes it to the island as static HTML). It shows the cards the live list will draw in
 * the same places, so a guest sees coupons at the first paint and nothing moves when the live list
 * takes over; its buttons act once it has.
 */
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import type { Coupon } from "../../api/coupons.ts";
import CouponCardList from "./CouponCardList.tsx";
import { CouponPictures } from "./CouponImage.tsx";
import type { IslandPictures } from "../../lib/images/variants.ts";
import type { ClipTexts } from "./clip-outcomes.ts";

type Props = {
  coupons: Coupon[];
  categoryId: number;
  texts: ClipTexts;
  /** The build's own-origin pictures of these coupons (ImagePath → token). */
  pictures: IslandPictures;
  /** Its texts and locale on a page in another language (coupon-texts.server.ts); absent in English. */
  shown?: Texts | undefined;
};

const inert = () => {};

/** The preview cards, marked so tests and the benchmark can tell them from the live grid. */
export default function CouponPreview({ coupons, categoryId, texts, pictures, shown }: Props) {
  return (
    <PageTexts texts={shown}>
      <CouponPictures value={pictures}>
        <CouponCardList coupons={coupons} categoryId={categoryId} texts={texts} onQuickView={inert} preview />
      </CouponPictures>
    </PageTexts>
  );
}
