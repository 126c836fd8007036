/**
 * The member's cart list for the cart page and the deals sheet: loads it when signed in and online
 * (again when the connection returns), keeps every list received for the till offline and dates
 * its coupons (clip-times-store.ts), and gives
 * the list of the last sync while none can be loaded now (offline, or the call failed).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import type { CartItem } from "../../api/cart.ts";
import { useOnline } from "../../lib/browser-state.ts";
import { $cartItems, $cartStatus, loadCart } from "../../shared/clipped/clipped-store.ts";
import { recordSeen } from "../../shared/clipped/clip-times-store.ts";
import { rememberList, savedList } from "../../shared/session/member-memory.ts";
import { useUser } from "../../shared/session/use-user.ts";
import { cartRows, savedRows, type CartRow } from "./cart-page.ts";

/** What the page draws from. */
export type CartList = {
  user: ReturnType<typeof useUser>;
  items: CartItem[] | null;
  status: ReturnType<typeof $cartStatus.get>;
  online: boolean;
  /** The list of the last sync (its time, its rows) when the cart cannot be loaded now and one is kept, else null. */
  offlineList: { at: number; rows: CartRow[] } | null;
};

/** Loads and remembers the cart list; see the module doc. */
export function useCartList(): CartList {
  const user = useUser();
  const items = useStore($cartItems);
  const status = useStore($cartStatus);
  const online = useOnline();
  const member = user?.MemberNumber ?? "";
  // The list of the last sync (read once per member: it is shown only while no list came now).
  const saved = useMemo(() => (member === "" ? null : savedList(member)), [member]);

  useEffect(() => {
    if (user && online) void loadCart();
  }, [user, online]);

  // Every list received is kept for the till offline (cleared at logout with the session), and is
  // the whole cart: coupons without a clip time get 'clipped before' now, the times of others go.
  useEffect(() => {
    if (member !== "" && items !== null && status === "ready") {
      rememberList({ member, at: Date.now(), rows: cartRows(items) });
      recordSeen(
        items.map((item) => item.OfferId),
        true,
        Date.now(),
      );
    }
  }, [member, items, status]);

  const offline = items === null && saved !== null && (!online || status === "failed");
  const offlineList = offline ? { at: saved.at, rows: savedRows(saved.rows) } : null;
  return { user, items, status, online, offlineList };
}
