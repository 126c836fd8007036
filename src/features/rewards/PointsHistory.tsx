/** The points-history view (accounts §2.12, §3): points about to expire, then the history by day. */
import type { PointsExpiryInfo, PointsHistoryDay } from "../../api/rewards.ts";
import { viewPointsExpiryHistory } from "../../api/rewards.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { expiryDateText } from "./progress.ts";
import { okData } from "./redeem.ts";
import { useMemberCall } from "./use-member-call.ts";
import ViewTop from "./ViewTop.tsx";

type Props = { userToken: string; onBack: () => void };

/** Points expiry and history. */
export default function PointsHistory({ userToken, onBack }: Props) {
  const load = useMemberCall(userToken, () => viewPointsExpiryHistory(siteClient(), userToken), okData);
  const data = load.status === "ready" ? load.data : null;
  return (
    <section className="points-history" aria-labelledby="history-title">
      <ViewTop id="history-title" onBack={onBack}>
        Points History
      </ViewTop>
      {load.status === "loading" && <p role="status">Loading your points history…</p>}
      {load.status === "error" && <p role="alert">{ERROR_NOTIFICATION}</p>}
      {data?.PointsExpiryInfo && <PointsExpiry expiry={data.PointsExpiryInfo} />}
      {data?.PointsHistoryInfo.length === 0 && <p>No records found</p>}
      {data && data.PointsHistoryInfo.length > 0 && <HistoryTable days={data.PointsHistoryInfo} />}
    </section>
  );
}

/** The points about to expire and when. */
function PointsExpiry({ expiry }: { expiry: PointsExpiryInfo }) {
  return (
    <div className="points-expiry">
      {expiry.PointsExpiryMessage && <p>{expiry.PointsExpiryMessage}</p>}
      <p>
        <strong>{expiry.PointsString}</strong> {expiryDateText(expiry.PointsExpiryDate)}
      </p>
    </div>
  );
}

/** The history, one row per day. */
function HistoryTable({ days }: { days: PointsHistoryDay[] }) {
  return (
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
  );
}
