/**
 * Sign-out's part of the queue of clips made with no signal: the chain's queue database goes with
 * the session, so nothing of one member is sent after they signed out (or for the next one to sign
 * in). Tiny on purpose: it is loaded with the session on every page.
 */

/** The IndexedDB database of a chain's queue. */
export function clipQueueDbName(subdomain: string): string {
  return `clipqueue${subdomain}`;
}

/** Deletes the chain's queue (open connections close themselves when asked: queue-db.ts). */
export function clearClipQueue(subdomain: string): void {
  try {
    globalThis.indexedDB?.deleteDatabase(clipQueueDbName(subdomain));
  } catch {
    // No IndexedDB (private mode in some browsers): nothing was queued.
  }
}
