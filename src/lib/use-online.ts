/**
 * Whether the browser says it has a connection (`navigator.onLine`, its `online` and `offline`
 * events): the cart shows the list kept from the last sync and the clip buttons say they need a
 * connection while it is false. True during the build's render and the hydrating render.
 */
import { useSyncExternalStore } from "react";

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

/** True unless the browser says it is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
