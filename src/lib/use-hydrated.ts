/**
 * Whether the island has hydrated: false during the build's render and the hydrating render (so the
 * first browser render matches the static HTML), true right after and in any later render.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during the build's render and the first client render, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
