/**
 * Hooks over the browser's own state, in one module so a page loads them as one small file whichever
 * island asks (two modules were two files for a page, against its JavaScript budget): whether the
 * island has hydrated (`use-hydrated.ts` names it too), and whether the browser says it has a
 * connection — offline, the cart shows the list kept from the last sync, and every control that
 * needs the gateway is disabled with 'Needs a connection' beside it.
 */
import { tr, type Texts } from "./i18n/shown-text.ts";
import { createElement, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during the build's render and the first client render, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Text beside a control that needs the gateway while the browser is offline. */
export const NEEDS_CONNECTION = "Needs a connection";

function subscribe(onChange: () => void): () => void {
  addEventListener("online", onChange);
  addEventListener("offline", onChange);
  return () => {
    removeEventListener("online", onChange);
    removeEventListener("offline", onChange);
  };
}

/**
 * True unless the browser says it is offline (`navigator.onLine`, its `online` and `offline`
 * events); true during the build's render and the hydrating render.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * 'Needs a connection' right after a control its island disables while the browser is offline (a
 * disabled control takes no focus: the note is what follows it when read); nothing while online.
 */
export function NeedsConnection({ texts }: { texts?: Texts | undefined }) {
  return useOnline() ? null : createElement("p", { className: "needs-connection" }, tr(texts, NEEDS_CONNECTION));
}
