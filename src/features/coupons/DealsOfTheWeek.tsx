/**
 * The home page's deals of the week (category 10002): title, details, image, expiry and the
 * 'already in cart' state of each deal, fetched live with the guest or member token, each linking to
 * /coupons/deals-of-the-week.
 */
import { DEALS_CATEGORY, NO_COUPONS_TEXT } from "./categories.ts";
import InCartBadge from "./InCartBadge.tsx";
import Loader from "./Loader.tsx";
import { cardTitle, detailParts, expiryText } from "./coupon-text.ts";
import { useCouponList } from "./use-coupons.ts";
import { useUser } from "../session/use-user.ts";

/** Deals shown on the home page; the rest are one click away. */
export const HOME_DEALS_MAX = 8;

/** Deals in the first row load at once: they are above the fold and the home page's largest paint. */
const EAGER_DEALS = 4;

type Props = {
  /** Relative link to the deals page. */
  href: string;
  /** The in-cart badge text with the chain's wording. */
  badge: string;
};

/** The deals list (loading image, empty text or up to eight deals). */
export default function DealsOfTheWeek({ href, badge }: Props) {
  const user = useUser();
  const { state } = useCouponList(DEALS_CATEGORY, user);
  if (state.status === "loading") return <Loader label="Loading deals of the week" />;
  const deals = state.status === "ready" ? state.coupons.slice(0, HOME_DEALS_MAX) : [];
  if (deals.length === 0) return <p className="coupon-empty">{NO_COUPONS_TEXT}</p>;
  return (
    <ul className="deal-list">
      {deals.map((deal, index) => (
        <li key={deal.SSNewsId} className="deal-card">
          {deal.ImagePath !== "" && (
            <img
              className="coupon-image"
              src={deal.ImagePath}
              alt=""
              width={160}
              height={160}
              loading={index < EAGER_DEALS ? "eager" : "lazy"}
              decoding="async"
            />
          )}
          <h3 className="coupon-title">
            <a href={href}>{cardTitle(deal)}</a>
          </h3>
          <p className="coupon-details">{detailParts(deal.Details).description}</p>
          <p className="deal-expiry">{expiryText(deal.expiresAt)}</p>
          <InCartBadge id={deal.SSNewsId} text={badge} />
        </li>
      ))}
    </ul>
  );
}
