/**
 * Redeem options of a points reward (accounts §4, §8): the member's points and the tiers. Only
 * qualified tiers have a checkbox, one may be chosen at a time, REDEEM stays disabled until one is
 * chosen. Confirm 'Are you sure to reedem ${value} value coupon?'; CouponId 0 is success ('Your
 * Coupon Code is reedem successfully', reload after 2.2 s); anything else 'Error Notification !'.
 * Tiers of coupon type 2 list their products.
 */
import { useEffect, useRef, useState } from "react";
import type { LMReward, RewardTier, RewardTierProduct, GetQualifiedRewardTiersResponse } from "../../api/rewards.ts";
import {
  createPointsBasedRewardCouponForMemberNumber,
  getQualifiedRewardTiers,
  getQualifiedRewardTiersV2,
  getUPCTierProducts,
  isRedeemed,
} from "../../api/rewards.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { ERROR_NOTIFICATION, toast } from "../../lib/toast.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import type { StoredUser } from "../../shared/session/session-core.ts";
import {
  canRedeem,
  confirmText,
  couponValueText,
  hasProducts,
  REDEEM_RELOAD_MS,
  REDEEMED,
  selectable,
  toggleTier,
} from "./progress.ts";

type Props = { user: StoredUser; reward: LMReward; onBack: () => void };

/** The redeem view. */
export default function RedeemView({ user, reward, onBack }: Props) {
  const [data, setData] = useState<GetQualifiedRewardTiersResponse | null | "failed">(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [products, setProducts] = useState<{ tier: RewardTier; items: RewardTierProduct[] | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    const call = readSiteConfig().pointsApi ? getQualifiedRewardTiersV2 : getQualifiedRewardTiers;
    const args = { userToken: user.UserToken, memberNumber: user.MemberNumber ?? "", firstRewardId: reward.LMRewardId };
    void call(siteClient(), args).then((result) => {
      if (!live || handleSessionExpired(result)) return;
      setData(result.ok ? result.data : "failed");
    });
    return () => {
      live = false;
    };
  }, [user, reward]);

  const tiers = data !== null && data !== "failed" ? data.QualifiedRewardTiers : [];
  const details = data !== null && data !== "failed" ? data.RewardDetails : null;

  async function redeem(): Promise<void> {
    const tier = tiers.find((t) => t.LMRewardTierID === chosen);
    if (tier === undefined || !canRedeem(chosen, tiers)) return;
    if (!window.confirm(confirmText(couponValueText(tier)))) return;
    setSending(true);
    const result = await createPointsBasedRewardCouponForMemberNumber(siteClient(), {
      MemberNumber: user.MemberNumber ?? "",
      CouponValue: tier.CouponValue,
      RewardID: reward.LMRewardId,
      TierID: tier.LMRewardTierID,
      UserToken: user.UserToken,
    });
    if (handleSessionExpired(result)) return;
    if (isRedeemed(result)) {
      toast.success(REDEEMED);
      setTimeout(() => window.location.reload(), REDEEM_RELOAD_MS);
      return;
    }
    setSending(false);
    toast.error(ERROR_NOTIFICATION);
  }

  async function showProducts(tier: RewardTier): Promise<void> {
    setProducts({ tier, items: null });
    const result = await getUPCTierProducts(siteClient(), {
      userToken: user.UserToken,
      rewardId: reward.LMRewardId,
      tierId: tier.LMRewardTierID,
    });
    if (handleSessionExpired(result)) return;
    setProducts({ tier, items: result.ok ? result.data.RewardTierProducts : [] });
  }

  return (
    <section className="redeem-view" aria-labelledby="redeem-title">
      <p>
        <button type="button" className="button" onClick={onBack}>
          Back to My Rewards
        </button>
      </p>
      <h2 id="redeem-title" ref={heading} tabIndex={-1}>
        Redeem Points: {reward.Title}
      </h2>
      {data === null && <p role="status">Loading the reward options…</p>}
      {data === "failed" && <p role="alert">{ERROR_NOTIFICATION}</p>}
      {details && (
        <div className="redeem-details">
          {details.MemberPointsString && (
            <p>
              <strong>{details.MemberPointsString}</strong>
            </p>
          )}
          {details.RewardPointsText && <p>{details.RewardPointsText}</p>}
          {details.RewardOptionsText && <p>{details.RewardOptionsText}</p>}
          {details.RewardOptionsNoteText && <p className="redeem-note">{details.RewardOptionsNoteText}</p>}
        </div>
      )}
      {data !== null && data !== "failed" && tiers.length === 0 && <p>No records found</p>}
      {tiers.length > 0 && (
        <fieldset className="tier-list">
          <legend>Choose one reward</legend>
          {tiers.map((t) => {
            const id = `tier-${t.LMRewardTierID}`;
            return (
              <div key={t.LMRewardTierID} className={selectable(t) ? "tier qualified" : "tier"}>
                {t.TierImageUrl && (
                  <img src={t.TierImageUrl} alt="" width="72" height="72" loading="lazy" decoding="async" />
                )}
                <div className="tier-text">
                  {selectable(t) ? (
                    <span className="check-field">
                      <input
                        id={id}
                        type="checkbox"
                        checked={chosen === t.LMRewardTierID}
                        onChange={() => setChosen((c) => toggleTier(c, t))}
                      />
                      <label htmlFor={id}>{t.TierTitle}</label>
                    </span>
                  ) : (
                    <span className="tier-title">{t.TierTitle}</span>
                  )}
                  <span>
                    {t.PointsRequiredString} · {couponValueText(t)} coupon
                  </span>
                  {hasProducts(t) && (
                    <button type="button" className="link-button" onClick={() => void showProducts(t)}>
                      View items of {t.TierTitle}
                    </button>
                  )}
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
      <p>
        <button
          type="button"
          className="button primary"
          disabled={sending || !canRedeem(chosen, tiers)}
          onClick={() => void redeem()}
        >
          REDEEM
        </button>
      </p>
      {products && (
        <section className="tier-products" aria-labelledby="tier-products-title">
          <h3 id="tier-products-title">Items of {products.tier.TierTitle}</h3>
          {products.items === null && <p role="status">Loading the items…</p>}
          {products.items?.length === 0 && <p>No records found</p>}
          {products.items && products.items.length > 0 && (
            <ul>
              {products.items.map((item) => (
                <li key={item.UPC}>
                  {item.ImageUrl && (
                    <img src={item.ImageUrl} alt="" width="64" height="64" loading="lazy" decoding="async" />
                  )}
                  <span>
                    <strong>{item.Title}</strong> <span>{item.DeductPointsText}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
