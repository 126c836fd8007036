/**
 * Whether the island has hydrated: false during the build's render and the hydrating render (so the
 * first browser render matches the static HTML), true right after and in any later render. Defined
 * in browser-state.ts beside `useOnline` (one small file for a page).
 */
export { useHydrated } from "./browser-state.ts";
