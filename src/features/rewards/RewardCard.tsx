/**
 * One reward: image, title, its progress in the form the reward calls for, and details. Progress is
 * a progressbar with a value text, so a screen reader hears '3 of 10 bought, 7 Left' or '$50.00 of
 * $200.00 spent'.
 */
import type { LMReward } from "../../api/rewards.ts";
import LiveImage from "../../components/LiveImage.tsx";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { ALLOW_TIME, EARNED, LEFT_TEXT, leftText, numberText, rewardProgress } from "./progress.ts";

type Props = {
  reward: LMReward;
  onRedeem: () => void;
  onHistory: () => void;
  /** Its texts on a page in another language (rewards-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
  /** The page's `Intl` locale; en-US when absent. */
  locale?: string | undefined;
};

/** A quantity reward's progress as a screen reader hears it. */
export const BOUGHT_TEXT = "{purchased} of {required} bought, {left}";

function Earned({ texts }: { texts: Texts | undefined }) {
  return (
    <div className="reward-earned">
      <p>
        <strong>{tr(texts, EARNED)}</strong>
      </p>
      <p>{tr(texts, ALLOW_TIME)}</p>
    </div>
  );
}

/** A reward card. */
export default function RewardCard({ reward: r, onRedeem, onHistory, texts, locale }: Props) {
  const p = rewardProgress(r, locale);
  const left = (n: number) => leftText(n, tr(texts, LEFT_TEXT), locale);
  const titleId = `reward-${r.LMRewardId}-title`;
  return (
    <article className="reward-card" aria-labelledby={titleId}>
      {r.ImageUrl && <LiveImage className="reward-image" src={r.ImageUrl} width={160} height={120} />}
      <div className="reward-body">
        <h2 id={titleId}>{r.Title}</h2>
        {p.kind === "quantity" &&
          (p.earned ? (
            <Earned texts={texts} />
          ) : (
            <>
              <div
                className="reward-circles"
                role="progressbar"
                aria-labelledby={titleId}
                aria-valuemin={0}
                aria-valuemax={p.required}
                aria-valuenow={p.purchased}
                aria-valuetext={trFill(texts, BOUGHT_TEXT, {
                  purchased: numberText(p.purchased, locale),
                  required: numberText(p.required, locale),
                  left: left(p.left),
                })}
              >
                {Array.from({ length: p.required }, (_, i) => (
                  <span key={i} className={i < p.purchased ? "circle filled" : "circle"} />
                ))}
              </div>
              <p className="reward-left">{left(p.left)}</p>
            </>
          ))}
        {p.kind === "amount" &&
          (p.earned ? (
            <Earned texts={texts} />
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
                  {tr(texts, "Redeem Points")}
                </button>
              )}
              {p.history && (
                <button type="button" className="button" onClick={onHistory}>
                  {tr(texts, "Points History")}
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
