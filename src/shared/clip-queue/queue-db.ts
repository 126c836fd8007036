/**
 * The queue of clips made with no signal, kept in IndexedDB: one database per chain
 * (named after the member's remembered list, `cartlist` + RSA_SUBDOMAIN, and cleared with it) with the waiting calls and the notices of the ones sent. IndexedDB
 * rather than localStorage because the service worker must read it too (a worker has no
 * localStorage), and because a readwrite transaction is atomic across the tabs and the worker: two
 * of them can never both take one entry. Used by the page and the worker alike.
 */
import { enqueue, type NewClip, type QueueNotice, type QueuedClip } from "./queue-rules.ts";
import { clipQueueDbName } from "./queue-rules.ts";

const CLIPS = "clips";
const NOTICES = "notices";

/** What IndexedDB calls resolve to, as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

/** Resolves when a transaction has committed (its writes are then seen by every tab and the worker). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

/** Opens the chain's queue; closes itself when sign-out deletes it, so the deletion is never blocked. */
function open(subdomain: string): Promise<IDBDatabase> {
  const request = indexedDB.open(clipQueueDbName(subdomain), 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(CLIPS, { keyPath: "offerId" });
    db.createObjectStore(NOTICES, { autoIncrement: true });
  };
  return done(request).then((db) => {
    db.onversionchange = () => db.close();
    return db;
  });
}

/** Runs `work` in one transaction over `stores` and resolves with its result once committed. */
async function transact<T>(
  subdomain: string,
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  const db = await open(subdomain);
  try {
    const tx = db.transaction(stores, mode);
    const end = committed(tx);
    const result = await work(tx);
    await end;
    return result;
  } finally {
    db.close();
  }
}

/** Every waiting clip of the chain (any order: `sendOrder` sorts). */
export function readQueue(subdomain: string): Promise<QueuedClip[]> {
  return transact(subdomain, [CLIPS], "readonly", (tx) =>
    done(tx.objectStore(CLIPS).getAll() as IDBRequest<QueuedClip[]>),
  );
}

/** Adds a press to the queue in one transaction (read, `enqueue`, write): presses in two tabs never lose one another. */
export function addToQueue(subdomain: string, press: NewClip): Promise<QueuedClip[]> {
  return transact(subdomain, [CLIPS], "readwrite", async (tx) => {
    const store = tx.objectStore(CLIPS);
    const before = (await done(store.getAll())) as QueuedClip[];
    const after = enqueue(before, press);
    const kept = new Set(after.map((entry) => entry.offerId));
    for (const entry of before) if (!kept.has(entry.offerId)) store.delete(entry.offerId);
    for (const entry of after) store.put(entry);
    return after;
  });
}

/**
 * Takes an entry out once its call is answered, with the notice of that answer, in one transaction:
 * an entry is removed only if it is still the one sent (same `seq`), so a press made meanwhile is kept.
 */
export function settleEntry(subdomain: string, entry: QueuedClip, notice: QueueNotice): Promise<void> {
  return transact(subdomain, [CLIPS, NOTICES], "readwrite", async (tx) => {
    const store = tx.objectStore(CLIPS);
    const now = (await done(store.get(entry.offerId))) as QueuedClip | undefined;
    if (now?.seq === entry.seq) store.delete(entry.offerId);
    tx.objectStore(NOTICES).add(notice);
  });
}

/** Keeps a notice with no entry to settle (an expired session stops the run). */
export function addNotice(subdomain: string, notice: QueueNotice): Promise<void> {
  return transact(subdomain, [NOTICES], "readwrite", async (tx) => {
    tx.objectStore(NOTICES).add(notice);
  });
}

/** The notices not shown yet, taken out in one transaction: two tabs never show the same one. */
export function takeNotices(subdomain: string): Promise<QueueNotice[]> {
  return transact(subdomain, [NOTICES], "readwrite", async (tx) => {
    const store = tx.objectStore(NOTICES);
    const notices = (await done(store.getAll())) as QueueNotice[];
    store.clear();
    return notices;
  });
}
