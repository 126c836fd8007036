/**
 * Redeem options of a points reward (accounts §4, §8): the member's points and the tiers. Only
 * qualified tiers have a checkbox, one may be chosen at a time, REDEEM stays disabled until one is
 * chosen. Confirm 'Are you sure to reedem ${value} value coupon?'; CouponId 0 is success ('Your
 * Coupon Code is reedem successfully', reload after 2.2 s); anything else 'Error Notification !'.
 * Tiers of coupon type 2 list their products. The steps are pure functions in `redeem.ts`.
 */
import { useState } from "react";
import type { LMReward, RewardDetails, RewardTier, RewardTierProduct } from "../../api/rewards.ts";
import {
  createPointsBasedRewardCouponForMemberNumber,
  getQualifiedRewardTiers,
  getQualifiedRewardTiersV2,
  getUPCTierProducts,
} from "../../api/rewards.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import LiveImage from "../../components/LiveImage.tsx";
import { ERROR_NOTIFICATION, toast } from "../../lib/toast.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import type { StoredUser } from "../../shared/session/session-core.ts";
import {
  canRedeem,
  CONFIRM_TEXT,
  confirmText,
  couponValueText,
  hasProducts,
  REDEEM_RELOAD_MS,
  REDEEMED,
  selectable,
  toggleTier,
} from "./progress.ts";
import {
  okData,
  redeemArgs,
  redeemOutcome,
  tierArgs,
  tierProductsArgs,
  tierProductsOf,
  tierToRedeem,
  type Member,
} from "./redeem.ts";
import { useMemberCall } from "./use-member-call.ts";
import ViewTop from "./ViewTop.tsx";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  user: StoredUser;
  reward: LMReward;
  onBack: () => void;
  /** Its texts on a page in another language (rewards-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
  /** The page's `Intl` locale; en-US when absent. */
  locale?: string | undefined;
};

/** The page's language and locale, for the view's parts. */
type Shown = { texts?: Texts | undefined; locale?: string | undefined };

/** Texts of the view with a value. */
export const REDEEM_TITLE = "Redeem Points: {title}";
export const TIER_VALUE = "{points} · {value} coupon";
export const VIEW_ITEMS = "View items of {tier}";
export const ITEMS_OF = "Items of {tier}";

/** The items of the tier whose items are shown; `items` null while they load. */
type TierItems = { tier: RewardTier; items: RewardTierProduct[] | null };

/** The redeem view. */
export default function RedeemView({ user, reward, onBack, texts, locale }: Props) {
  const t = (english: string) => tr(texts, english);
  const load = useTiers(user, reward);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const online = useOnline();
  const [products, showProducts] = useTierProducts(user, reward);
  const data = load.status === "ready" ? load.data : null;
  const tiers = data?.QualifiedRewardTiers ?? [];

  async function redeem(): Promise<void> {
    const tier = tierToRedeem(chosen, tiers);
    if (tier === null || !window.confirm(confirmText(couponValueText(tier, locale), t(CONFIRM_TEXT)))) return;
    setSending(true);
    if ((await sendRedeem(user, reward, tier, texts)) === "failed") setSending(false);
  }

  return (
    <section className="redeem-view" aria-labelledby="redeem-title">
      <ViewTop id="redeem-title" onBack={onBack} texts={texts}>
        {trFill(texts, REDEEM_TITLE, { title: reward.Title })}
      </ViewTop>
      {load.status === "loading" && <p role="status">{t("Loading the reward options…")}</p>}
      {load.status === "error" && <p role="alert">{t(ERROR_NOTIFICATION)}</p>}
      {data?.RewardDetails && <PointsDetails details={data.RewardDetails} />}
      {data?.QualifiedRewardTiers.length === 0 && <p>{t("No records found")}</p>}
      {tiers.length > 0 && (
        <TierChoice
          texts={texts}
          locale={locale}
          tiers={tiers}
          chosen={chosen}
          onToggle={(t) => setChosen((c) => toggleTier(c, t))}
          onShowProducts={(t) => void showProducts(t)}
        />
      )}
      <p>
        <button
          type="button"
          className="button primary"
          disabled={sending || !canRedeem(chosen, tiers) || !online}
          onClick={() => void redeem()}
        >
          {t("REDEEM")}
        </button>
      </p>
      <NeedsConnection texts={texts} />
      {products && <TierProducts shown={products} texts={texts} />}
    </section>
  );
}

/** The reward's tiers and the member's points (V2 with the points-API flag). */
function useTiers(user: StoredUser, reward: LMReward) {
  const key = JSON.stringify([user.UserToken, user.MemberNumber ?? "", reward.LMRewardId]);
  return useMemberCall(
    key,
    () => {
      const call = readSiteConfig().pointsApi ? getQualifiedRewardTiersV2 : getQualifiedRewardTiers;
      return call(siteClient(), tierArgs(user, reward));
    },
    okData,
  );
}

/**
 * Sends the redeem of `tier` and shows its outcome: the success toast and a reload after 2.2 s, or
 * 'Error Notification !'; an expired session goes to sign-in.
 */
async function sendRedeem(member: Member, reward: LMReward, tier: RewardTier, texts: Texts | undefined) {
  const result = await createPointsBasedRewardCouponForMemberNumber(siteClient(), redeemArgs(member, reward, tier));
  const outcome = redeemOutcome(result, handleSessionExpired);
  if (outcome === "redeemed") {
    toast.success(tr(texts, REDEEMED));
    setTimeout(() => window.location.reload(), REDEEM_RELOAD_MS);
  }
  if (outcome === "failed") toast.error(tr(texts, ERROR_NOTIFICATION));
  return outcome;
}

/** The tier whose items are shown, and showing a tier's items (loading, then its products). */
function useTierProducts(member: Member, reward: LMReward) {
  const [products, setProducts] = useState<TierItems | null>(null);
  async function show(tier: RewardTier): Promise<void> {
    setProducts({ tier, items: null });
    const result = await getUPCTierProducts(siteClient(), tierProductsArgs(member, reward, tier));
    if (handleSessionExpired(result)) return;
    setProducts({ tier, items: tierProductsOf(result) });
  }
  return [products, show] as const;
}

/** The member's points and the reward's texts. */
function PointsDetails({ details }: { details: RewardDetails }) {
  return (
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
  );
}

type ChoiceProps = Shown & {
  tiers: RewardTier[];
  chosen: number | null;
  onToggle: (tier: RewardTier) => void;
  onShowProducts: (tier: RewardTier) => void;
};

/** The tiers, one to choose. */
function TierChoice({ tiers, ...rest }: ChoiceProps) {
  return (
    <fieldset className="tier-list">
      <legend>{tr(rest.texts, "Choose one reward")}</legend>
      {tiers.map((t) => (
        <TierOption key={t.LMRewardTierID} tier={t} {...rest} />
      ))}
    </fieldset>
  );
}

/** One tier: a checkbox when qualified (else its title), points and value, and its items' button. */
function TierOption({
  tier: t,
  chosen,
  onToggle,
  onShowProducts,
  texts,
  locale,
}: Omit<ChoiceProps, "tiers"> & { tier: RewardTier }) {
  const id = `tier-${t.LMRewardTierID}`;
  return (
    <div className={selectable(t) ? "tier qualified" : "tier"}>
      {t.TierImageUrl && <LiveImage src={t.TierImageUrl} width={72} height={72} />}
      <div className="tier-text">
        {selectable(t) ? (
          <span className="check-field">
            <input id={id} type="checkbox" checked={chosen === t.LMRewardTierID} onChange={() => onToggle(t)} />
            <label htmlFor={id}>{t.TierTitle}</label>
          </span>
        ) : (
          <span className="tier-title">{t.TierTitle}</span>
        )}
        <span>{trFill(texts, TIER_VALUE, { points: t.PointsRequiredString, value: couponValueText(t, locale) })}</span>
        {hasProducts(t) && (
          <button type="button" className="link-button" onClick={() => onShowProducts(t)}>
            {trFill(texts, VIEW_ITEMS, { tier: t.TierTitle })}
          </button>
        )}
      </div>
    </div>
  );
}

/** The items of a tier. */
function TierProducts({ shown, texts }: Shown & { shown: TierItems }) {
  const { tier, items } = shown;
  return (
    <section className="tier-products" aria-labelledby="tier-products-title">
      <h3 id="tier-products-title">{trFill(texts, ITEMS_OF, { tier: tier.TierTitle })}</h3>
      {items === null && <p role="status">{tr(texts, "Loading the items…")}</p>}
      {items?.length === 0 && <p>{tr(texts, "No records found")}</p>}
      {items && items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.UPC}>
              {item.ImageUrl && <LiveImage src={item.ImageUrl} width={64} height={64} />}
              <span>
                <strong>{item.Title}</strong> <span>{item.DeductPointsText}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
