/** The points-history view (accounts §2.12, §3): points about to expire, then the history by day. */
import type { PointsExpiryInfo, PointsHistoryDay } from "../../api/rewards.ts";
import { viewPointsExpiryHistory } from "../../api/rewards.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { expiryDateText, historyDayText } from "./progress.ts";
import { okData } from "./redeem.ts";
import { useMemberCall } from "./use-member-call.ts";
import ViewTop from "./ViewTop.tsx";

type Props = {
  userToken: string;
  onBack: () => void;
  /** Its texts on a page in another language (rewards-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
  /** The page's `Intl` locale; en-US when absent. */
  locale?: string | undefined;
};

/** The page's language and locale, for the view's parts. */
type Shown = { texts?: Texts | undefined; locale?: string | undefined };

/** Points expiry and history. */
export default function PointsHistory({ userToken, onBack, texts, locale }: Props) {
  const t = (english: string) => tr(texts, english);
  const load = useMemberCall(userToken, () => viewPointsExpiryHistory(siteClient(), userToken), okData);
  const data = load.status === "ready" ? load.data : null;
  return (
    <section className="points-history" aria-labelledby="history-title">
      <ViewTop id="history-title" onBack={onBack} texts={texts}>
        {t("Points History")}
      </ViewTop>
      {load.status === "loading" && <p role="status">{t("Loading your points history…")}</p>}
      {load.status === "error" && <p role="alert">{t(ERROR_NOTIFICATION)}</p>}
      {data?.PointsExpiryInfo && <PointsExpiry expiry={data.PointsExpiryInfo} locale={locale} />}
      {data?.PointsHistoryInfo.length === 0 && <p>{t("No records found")}</p>}
      {data && data.PointsHistoryInfo.length > 0 && (
        <HistoryTable days={data.PointsHistoryInfo} texts={texts} locale={locale} />
      )}
    </section>
  );
}

/** The points about to expire and when. */
function PointsExpiry({ expiry, locale }: Shown & { expiry: PointsExpiryInfo }) {
  return (
    <div className="points-expiry">
      {expiry.PointsExpiryMessage && <p>{expiry.PointsExpiryMessage}</p>}
      <p>
        <strong>{expiry.PointsString}</strong> {expiryDateText(expiry.PointsExpiryDate, locale)}
      </p>
    </div>
  );
}

/** The history, one row per day. */
function HistoryTable({ days, texts, locale }: Shown & { days: PointsHistoryDay[] }) {
  return (
    <table className="history-table">
      <caption className="visually-hidden">{tr(texts, "Points by day")}</caption>
      <thead>
        <tr>
          <th scope="col">{tr(texts, "Date")}</th>
          <th scope="col">{tr(texts, "Points")}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.PointsDateString}>
            <th scope="row">{historyDayText(d.PointsDateString, locale)}</th>
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
