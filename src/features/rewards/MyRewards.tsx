/**
 * The /my-rewards island (accounts §2.12, §4, §8): the member's rewards with image, title, progress
 * (quantity circles, amount bar, points text) and details; the redeem view of a points reward (only
 * qualified tiers selectable, one at a time, confirm, 'Your Coupon Code is reedem successfully' and
 * a reload after 2.2 s); tier products for coupon type 2; the points-history view. The V2 calls are
 * used when the chain's points-API flag is on. Renders nothing for a guest (the guard redirects).
 */
import { useState } from "react";
import type { LMReward } from "../../api/rewards.ts";
import { getLMRewards, getLMRewardsV2 } from "../../api/rewards.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { useUser } from "../../shared/session/use-user.ts";
import PointsHistory from "./PointsHistory.tsx";
import RedeemView from "./RedeemView.tsx";
import RewardCard from "./RewardCard.tsx";
import { NO_REWARDS } from "./progress.ts";
import { rewardsOf } from "./redeem.ts";
import { useMemberCall } from "./use-member-call.ts";
import "./rewards.css";

type View = { kind: "list" } | { kind: "redeem"; reward: LMReward } | { kind: "history" };

/** The member's rewards (V2 with the points-API flag): null while loading. */
function useRewards(token: string | null): LMReward[] | null {
  const load = useMemberCall(
    token,
    () => (readSiteConfig().pointsApi ? getLMRewardsV2 : getLMRewards)(siteClient(), token ?? ""),
    rewardsOf,
  );
  if (load.status === "loading") return null;
  return load.status === "ready" ? load.data : [];
}

type Props = {
  /** Its texts on a page in another language (rewards-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
  /** The page's `Intl` locale (es-US); en-US when absent. */
  locale?: string | undefined;
};

/** My Rewards. */
export default function MyRewards({ texts, locale }: Props) {
  const user = useUser();
  const rewards = useRewards(user?.UserToken ?? null);
  const [view, setView] = useState<View>({ kind: "list" });

  if (!user) return null;
  if (view.kind === "redeem") {
    return (
      <RedeemView
        user={user}
        reward={view.reward}
        onBack={() => setView({ kind: "list" })}
        texts={texts}
        locale={locale}
      />
    );
  }
  if (view.kind === "history") {
    return (
      <PointsHistory
        userToken={user.UserToken}
        onBack={() => setView({ kind: "list" })}
        texts={texts}
        locale={locale}
      />
    );
  }
  if (rewards === null) {
    return (
      <p className="rewards-loading" role="status">
        {tr(texts, "Loading your rewards…")}
      </p>
    );
  }
  if (rewards.length === 0) return <p className="rewards-empty">{tr(texts, NO_REWARDS)}</p>;
  return (
    <ul className="reward-list">
      {rewards.map((r) => (
        <li key={r.LMRewardId}>
          <RewardCard
            reward={r}
            onRedeem={() => setView({ kind: "redeem", reward: r })}
            onHistory={() => setView({ kind: "history" })}
            texts={texts}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
}
