/**
 * React access to the session for islands. Islands are rendered at build time without a user, so
 * the hook answers `undefined` ("not known yet") until the island has hydrated; rendering from it
 * then never mismatches the server HTML.
 */
import { useStore } from "@nanostores/react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { $user, type StoredUser } from "./session-store.ts";

/** The signed-in member, null for a guest, undefined before hydration. */
export function useUser(): StoredUser | null | undefined {
  const user = useStore($user);
  return useHydrated() ? user : undefined;
}
