/**
 * The /my-deals island: the member's deals sheet. The card barcode at the top (as the cart draws
 * it, with its Print button), then every clipped coupon with its offer text, value, expiry and
 * when it was clipped, and the calendar download. Offline it shows the list of the last sync and
 * the kept barcode, like the cart. The page's guard has sent guests to /login already.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { PageTexts, useTexts } from "../../lib/i18n/page-texts.ts";
import { clipFormat } from "../../shared/clipped/ClipTimeLine.tsx";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { $clipTimes } from "../../shared/clipped/clip-times-store.ts";
import { loadCart } from "../../shared/clipped/clipped-store.ts";
import { fetchMyCard } from "../../shared/clipped/cart-calls.ts";
import type { CardState } from "../../shared/card/CardImage.tsx";
import { useCard } from "../../shared/card/use-card.ts";
import { siteUrl } from "../../shared/session/site-url.ts";
import CalendarButton from "./CalendarButton.tsx";
import CartBarcode from "./CartBarcode.tsx";
import CartLoading from "./CartLoading.tsx";
import SheetTable from "./SheetTable.tsx";
import { cartRows, offlineLine } from "./cart-page.ts";
import { SHEET_EMPTY, asOfLine } from "./deals-sheet.ts";
import { useCartList } from "./use-cart-list.ts";

/** When the cart could not be loaded and no earlier list is kept: say so and offer a retry. */
function NotLoaded({ online }: { online: boolean }) {
  const texts = useTexts();
  return (
    <div className="sheet">
      <p className="cart-note">{tr(texts, "Your deals sheet could not be loaded.")}</p>
      <button type="button" className="button" disabled={!online} onClick={() => void loadCart()}>
        {tr(texts, "Try again")}
      </button>
      {!online && <p className="cart-note">{tr(texts, NEEDS_CONNECTION)}</p>}
    </div>
  );
}

/** The deals sheet. */
export default function DealsSheet({ texts }: { texts?: Texts | undefined }) {
  return (
    <PageTexts texts={texts}>
      <Sheet />
    </PageTexts>
  );
}

/** The sheet, its states and its table. */
function Sheet() {
  const { user, items, status, online, offlineList } = useCartList();
  const card: CardState = useCard(user?.UserToken ?? null, user?.MemberNumber ?? "", fetchMyCard);
  const times = useStore($clipTimes);
  // When the page was opened (the list is fetched then): printed on the sheet.
  const [openedAt] = useState(() => Date.now());

  const texts = useTexts();
  const format = clipFormat(texts);
  const loading = <CartLoading label={tr(texts, "Loading your deals sheet…")} />;
  if (!user) return loading;
  const list = offlineList ?? (items === null ? null : { rows: cartRows(items, texts), at: null });
  if (list === null) return status === "failed" ? <NotLoaded online={online} /> : loading;

  return (
    <div className="sheet">
      <CartBarcode card={card} />
      {card.state === "ready" && card.number !== "" && (
        <p className="sheet-card-number">{trFill(texts, "Card number {number}", { number: card.number })}</p>
      )}
      <p className="sheet-as-of" role={list.at === null ? undefined : "status"}>
        {list.at === null
          ? asOfLine(readSiteConfig().storeName, openedAt, format)
          : offlineLine(list.at, new Date(), format.locale, texts)}
      </p>
      {list.rows.length === 0 ? (
        <p className="sheet-empty">
          {tr(texts, SHEET_EMPTY)} <a href={siteUrl("/coupons")}>{tr(texts, "Browse coupons")}</a>
        </p>
      ) : (
        <>
          <div className="sheet-actions">
            <CalendarButton rows={list.rows} />
          </div>
          <SheetTable rows={list.rows} times={times} format={format} />
        </>
      )}
    </div>
  );
}
