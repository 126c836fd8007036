/**
 * A call a page script starts before its island hydrates, handed to the island when it asks for
 * the same key: one call to the gateway whichever runs first. `take` is the island's side (the call
 * started early, else `start()` now); `startEarly` the page script's (nothing when the island has
 * already asked for that key). Each early call is handed out once. Framework-free.
 */
export function earlyCalls<T>() {
  const early = new Map<string, Promise<T>>();
  const asked = new Set<string>();
  return {
    take(key: string, start: () => Promise<T>): Promise<T> {
      const started = early.get(key);
      early.delete(key);
      asked.add(key);
      return started ?? start();
    },
    /** Starts the call for `key` unless the island asked for it first; the promise, or null. */
    startEarly(key: string, start: () => Promise<T>): Promise<T> | null {
      if (asked.has(key)) return null;
      const call = start();
      early.set(key, call);
      return call;
    },
  };
}
