/**
 * The home page's deals of the week (category 10002): title, details, image, expiry and the
 * 'already in cart' state of each deal with when it was clipped (the coupon cards' ClippedBadge), each linking to /coupons/deals-of-the-week. The build draws
 * the deals of the pulled snapshot, so the first paint needs no call; once hydrated the list drops
 * deals that have expired since the build and is replaced by the live answer (guest or member
 * token), which also brings a member's in-cart state.
 */
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { DEALS_CATEGORY, NO_COUPONS_TEXT } from "./categories.ts";
import CouponImage from "./CouponImage.tsx";
import ClippedBadge from "./ClippedBadge.tsx";
import { expiryText } from "../../shared/clipped/offer-text.ts";
import { homeDeals, toDealView, type DealView } from "./home-deals.ts";
import { useCouponList, useHydrated } from "./use-coupons.ts";
import { useUser } from "../../shared/session/use-user.ts";
import type { IslandPictures } from "../../lib/images/variants.ts";

type Props = {
  /** Relative link to the deals page. */
  href: string;
  /** The in-cart badge text with the chain's wording. */
  badge: string;
  /** The deals the build drew (current at build time, at most eight). */
  snapshot: DealView[];
  /** The build's own-origin pictures of the snapshot's deals (image URL → token). */
  pictures?: IslandPictures;
  /** Its texts and locale on a page in another language (coupon-texts.server.ts); absent in English. */
  shown?: Texts | undefined;
};

/** The deals list (empty text or up to eight deals). */
export default function DealsOfTheWeek({ href, badge, snapshot, pictures = {}, shown }: Props) {
  const user = useUser();
  const hydrated = useHydrated();
  const { state } = useCouponList(DEALS_CATEGORY, user);
  const deals =
    state.status === "ready"
      ? homeDeals(state.coupons.map(toDealView), new Date())
      : hydrated
        ? homeDeals(snapshot, new Date())
        : snapshot;
  if (deals.length === 0) return <p className="coupon-empty">{tr(shown, NO_COUPONS_TEXT)}</p>;
  return (
    <PageTexts texts={shown}>
      <ul className="deal-list">
        {deals.map((deal) => (
          <li key={deal.id} className="deal-card" data-coupon-id={deal.id}>
            {deal.image !== "" && <CouponImage src={deal.image} pictures={pictures} />}
            <h3 className="coupon-title">
              <a href={href}>{deal.title}</a>
            </h3>
            <p className="coupon-details">{deal.description}</p>
            <p className="deal-expiry">
              {expiryText(deal.expiresAt === null ? null : new Date(deal.expiresAt), shown)}
            </p>
            <ClippedBadge id={deal.id} text={badge} />
          </li>
        ))}
      </ul>
    </PageTexts>
  );
}
