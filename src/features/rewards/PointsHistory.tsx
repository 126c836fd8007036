/** The points-history view (accounts §2.12, §3): points about to expire, then the history by day. */
import { useEffect, useRef, useState } from "react";
import type { ViewPointsExpiryHistoryResponse } from "../../api/rewards.ts";
import { viewPointsExpiryHistory } from "../../api/rewards.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { expiryDateText } from "./progress.ts";

type Props = { userToken: string; onBack: () => void };

/** Points expiry and history. */
export default function PointsHistory({ userToken, onBack }: Props) {
  const [data, setData] = useState<ViewPointsExpiryHistoryResponse | null | "failed">(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    void viewPointsExpiryHistory(siteClient(), userToken).then((result) => {
      if (!live || handleSessionExpired(result)) return;
      setData(result.ok ? result.data : "failed");
    });
    return () => {
      live = false;
    };
  }, [userToken]);
  const expiry = data !== null && data !== "failed" ? data.PointsExpiryInfo : null;
  const days = data !== null && data !== "failed" ? data.PointsHistoryInfo : [];
  return (
    <section className="points-history" aria-labelledby="history-title">
      <p>
        <button type="button" className="button" onClick={onBack}>
          Back to My Rewards
        </button>
      </p>
      <h2 id="history-title" ref={heading} tabIndex={-1}>
        Points History
      </h2>
      {data === null && <p role="status">Loading your points history…</p>}
      {data === "failed" && <p role="alert">{ERROR_NOTIFICATION}</p>}
      {expiry && (
        <div className="points-expiry">
          {expiry.PointsExpiryMessage && <p>{expiry.PointsExpiryMessage}</p>}
          <p>
            <strong>{expiry.PointsString}</strong> {expiryDateText(expiry.PointsExpiryDate)}
          </p>
        </div>
      )}
      {data !== null && data !== "failed" && days.length === 0 && <p>No records found</p>}
      {days.length > 0 && (
        <table className="history-table">
          <caption className="visually-hidden">Points by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.PointsDateString}>
                <th scope="row">{d.PointsDateString}</th>
                <td>
                  {d.PointsInfo.map((p, i) => (
                    <div key={i}>
                      {p.PointsString} {p.PointsTypeText}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
