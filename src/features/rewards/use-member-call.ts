/**
 * A member's call loaded for a key (`lib/use-load.ts`): an expired session (-1001) goes to sign-in
 * while the view keeps loading; any other answer is read by `read` (`okData`: the data of a
 * successful call, a failure reading as the load's error).
 */
import type { CallResult } from "../../api/client.ts";
import { unlessLeaving, useLoad } from "../../lib/use-load.ts";
import { handleSessionExpired } from "../../shared/session/site-client.ts";

/** Loads `call()` for `key` (nothing while null) and reads its answer with `read`. */
export function useMemberCall<T, R>(
  key: string | null,
  call: () => Promise<CallResult<T>>,
  read: (result: CallResult<T>) => R,
) {
  return useLoad(key, async (signal) => read(await unlessLeaving(call(), signal, handleSessionExpired)));
}
