/**
 * One reward: image, title, its progress in the form the reward calls for, and details. Progress is
 * a progressbar with a value text, so a screen reader hears '3 of 10 bought, 7 Left' or '$50.00 of
 * $200.00 spent'.
 */
import type { LMReward } from "../../api/rewards.ts";
import LiveImage from "../../components/LiveImage.tsx";
import { ALLOW_TIME, EARNED, leftText, rewardProgress } from "./progress.ts";

type Props = { reward: LMReward; onRedeem: () => void; onHistory: () => void };

function Earned() {
  return (
    <div className="reward-earned">
      <p>
        <strong>{EARNED}</strong>
      </p>
      <p>{ALLOW_TIME}</p>
    </div>
  );
}

/** A reward card. */
export default function RewardCard({ reward: r, onRedeem, onHistory }: Props) {
  const p = rewardProgress(r);
  const titleId = `reward-${r.LMRewardId}-title`;
  return (
    <article className="reward-card" aria-labelledby={titleId}>
      {r.ImageUrl && <LiveImage className="reward-image" src={r.ImageUrl} width={160} height={120} />}
      <div className="reward-body">
        <h2 id={titleId}>{r.Title}</h2>
        {p.kind === "quantity" &&
          (p.earned ? (
            <Earned />
          ) : (
            <>
              <div
                className="reward-circles"
                role="progressbar"
                aria-labelledby={titleId}
                aria-valuemin={0}
                aria-valuemax={p.required}
                aria-valuenow={p.purchased}
                aria-valuetext={`${p.purchased} of ${p.required} bought, ${leftText(p.left)}`}
              >
                {Array.from({ length: p.required }, (_, i) => (
                  <span key={i} className={i < p.purchased ? "circle filled" : "circle"} />
                ))}
              </div>
              <p className="reward-left">{leftText(p.left)}</p>
            </>
          ))}
        {p.kind === "amount" &&
          (p.earned ? (
            <Earned />
          ) : (
            <>
              <div
                className="reward-bar"
                role="progressbar"
                aria-labelledby={titleId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={p.percent}
                aria-valuetext={p.text}
              >
                <span style={{ width: `${p.percent}%` }} />
              </div>
              <p className="reward-amount">{p.text}</p>
            </>
          ))}
        {p.kind === "points" && (
          <div className="reward-points">
            {p.text && <p className="reward-points-total">{p.text}</p>}
            {p.pointsText && <p>{p.pointsText}</p>}
            {p.expiry && <p>{p.expiry}</p>}
            <p className="reward-actions">
              {p.qualified && (
                <button type="button" className="button primary" onClick={onRedeem}>
                  Redeem Points
                </button>
              )}
              {p.history && (
                <button type="button" className="button" onClick={onHistory}>
                  Points History
                </button>
              )}
            </p>
          </div>
        )}
        {r.RewardDetails && <p className="reward-details">{r.RewardDetails}</p>}
      </div>
    </article>
  );
}
