/**
 * The /cart island (shopping spec: Cart): a spinner while loading, the table of clipped coupons,
 * the card barcode with a print button, or 'Return to Shop' when empty. A removal toasts, then
 * reloads the cart and the header counter; made with no connection (or on a row whose removal
 * already waits, to take it back) it joins the queue of clips made offline and is sent once the
 * browser is online. The page's guard has sent guests to /login already.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { PageTexts, useTexts } from "../../lib/i18n/page-texts.ts";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../lib/toast.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { handleSessionExpired } from "../../shared/session/site-client.ts";
import { siteUrl } from "../../shared/session/site-url.ts";
import CartBarcode from "./CartBarcode.tsx";
import type { CardState } from "../../shared/card/CardImage.tsx";
import CartLoading from "./CartLoading.tsx";
import CartTable from "./CartTable.tsx";
import { fetchMyCard, removeOffer } from "../../shared/clipped/cart-calls.ts";
import { RETURN_TO_SHOP, cartRows, focusAfterRemoval, offlineLine, removeOutcome, type CartRow } from "./cart-page.ts";
import { loadCart, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { recordRemoved } from "../../shared/clipped/clip-times-store.ts";
import { useCartList } from "./use-cart-list.ts";
import { useCard } from "../../shared/card/use-card.ts";
import { useStore } from "@nanostores/react";
import { $cartCount } from "../../shared/clipped/clipped-store.ts";
import LoadedCount from "../../shared/clipped/LoadedCount.tsx";
import WaitingClips from "./WaitingClips.tsx";
import { joinQueue } from "../../shared/clipped/queue-press.ts";
import { $waitingClips } from "../../shared/clipped/waiting-store.ts";

const NONE: ReadonlySet<number> = new Set();

/** The cart's count against the chain's load cap, and what waits for a connection (both: nothing when none). */
function CartStatusLines() {
  const count = useStore($cartCount);
  return (
    <>
      <LoadedCount loaded={count} />
      <WaitingClips />
    </>
  );
}

/** Spinner with a name for screen readers. */
function Loading() {
  return <CartLoading label={tr(useTexts(), "Loading your shopping cart…")} />;
}

/** What a Remove does while the browser is offline (the buttons' description). */
function NeedsConnectionNote() {
  return (
    <p className="cart-note" id="cart-needs-connection">
      {tr(useTexts(), `${NEEDS_CONNECTION}: a coupon you remove now is removed when you are back online.`)}
    </p>
  );
}

/**
 * A removal with no connection, or a press on a row whose removal already waits (it takes the
 * waiting one back): into the queue, which the cart's waiting list and the row show.
 */
async function queueRemoval(row: CartRow, userToken: string): Promise<void> {
  const waiting = $waitingClips.get().get(row.offerId)?.action === "remove";
  try {
    const action = waiting ? "save" : "remove";
    await joinQueue({
      offerId: row.offerId,
      action,
      title: row.title,
      userToken,
      body: null,
    });
  } catch (error) {
    console.warn("Clip queue:", error);
  }
}

/** The list of the last sync with the barcode, when the cart cannot be loaded now. */
function OfflineCart({
  rows,
  at,
  card,
  online,
  userToken,
}: {
  rows: CartRow[];
  at: number;
  card: CardState;
  online: boolean;
  userToken: string;
}) {
  const texts = useTexts();
  return (
    <div className="cart">
      <p className="cart-note cart-offline" role="status">
        {offlineLine(at, new Date(), texts && tr(texts, "en-US"), texts)}
      </p>
      <NeedsConnectionNote />
      <CartStatusLines />
      {online && (
        <button type="button" className="button" onClick={() => void loadCart()}>
          {tr(texts, "Try again")}
        </button>
      )}
      {rows.length === 0 ? (
        <p className="cart-empty">{tr(texts, "Your shopping cart is empty.")}</p>
      ) : (
        <CartTable rows={rows} removing={NONE} onRemove={(row) => void queueRemoval(row, userToken)} offline />
      )}
      <CartBarcode card={card} />
    </div>
  );
}

/** The cart could not be loaded and there is no list of an earlier sync: the reason and a retry. */
function CartNotLoaded({ online }: { online: boolean }) {
  const texts = useTexts();
  return (
    <div className="cart">
      <p className="cart-note">{tr(texts, "Your shopping cart could not be loaded.")}</p>
      <button
        type="button"
        className="button"
        disabled={!online}
        aria-describedby={online ? undefined : "cart-try-needs-connection"}
        onClick={() => void loadCart()}
      >
        {tr(texts, "Try again")}
      </button>
      {!online && (
        <p className="cart-note" id="cart-try-needs-connection">
          {tr(texts, NEEDS_CONNECTION)}
        </p>
      )}
    </div>
  );
}

/** The cart page; `texts`: its texts and locale on a page in another language (absent in English). */
export default function CartPage({ texts }: { texts?: Texts | undefined }) {
  return (
    <PageTexts texts={texts}>
      <Cart />
    </PageTexts>
  );
}

/** The cart, its states and its removals. */
function Cart() {
  const texts = useTexts();
  const { user, items, status, online, offlineList } = useCartList();
  const card: CardState = useCard(user?.UserToken ?? null, user?.MemberNumber ?? "", fetchMyCard);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const focusNext = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // After a removal, focus moves to the next remove button (or 'Return to Shop'), never to <body>.
  useEffect(() => {
    if (focusNext.current === null || !root.current) return;
    const buttons = root.current.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    const target = focusNext.current >= 0 ? buttons[focusNext.current] : null;
    (target ?? root.current.querySelector<HTMLElement>("[data-return]"))?.focus();
    focusNext.current = null;
  }, [items]);

  if (!user) return <Loading />;
  // Offline (or the cart could not be loaded) with a list from an earlier sync: that list, no spinner.
  if (offlineList !== null) {
    const { rows, at } = offlineList;
    return <OfflineCart rows={rows} at={at} card={card} online={online} userToken={user.UserToken} />;
  }
  if (items === null && status !== "failed") return <Loading />;

  async function remove(row: CartRow, index: number, token: string, count: number) {
    if (!navigator.onLine || $waitingClips.get().has(row.offerId)) return queueRemoval(row, token);
    setRemoving((s) => new Set([...s, row.offerId]));
    const result = await removeOffer(row.offerId, token);
    setRemoving((s) => new Set([...s].filter((id) => id !== row.offerId)));
    const outcome = removeOutcome(result);
    if (outcome.kind === "removed") {
      toast.success(tr(texts, outcome.toast.message), { duration: outcome.toast.duration });
      focusNext.current = focusAfterRemoval(index, count - 1);
      markRemoved(row.offerId);
      recordRemoved([row.offerId]);
      void loadCart();
    } else if (outcome.kind === "expired") handleSessionExpired(result);
    else if (outcome.kind === "rejected")
      toast.warning(tr(texts, outcome.toast.message), { duration: outcome.toast.duration });
    else {
      console.warn(outcome.log);
      if (outcome.kind === "no-answer") await queueRemoval(row, token);
    }
  }

  if (items === null) return <CartNotLoaded online={online} />;

  const rows = cartRows(items, texts);
  return (
    <div className="cart" ref={root} aria-busy={status === "loading"}>
      <CartStatusLines />
      {rows.length === 0 ? (
        <p className="cart-empty">
          {tr(texts, "Your shopping cart is empty.")}{" "}
          <a className="button" href={siteUrl("/")} data-return>
            {tr(texts, RETURN_TO_SHOP)}
          </a>
        </p>
      ) : (
        <>
          {!online && <NeedsConnectionNote />}
          <CartTable
            rows={rows}
            removing={removing}
            onRemove={(row, index) => void remove(row, index, user.UserToken, rows.length)}
            offline={!online}
          />
          <CartBarcode card={card} />
        </>
      )}
    </div>
  );
}
