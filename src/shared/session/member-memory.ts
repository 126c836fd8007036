/**
 * What the session remembers of a member for the till offline, apart from the session record: the
 * card barcode last shown and the list last synced (`card` and `cartlist` + RSA_SUBDOMAIN, each
 * naming its member; cleared with the session, session-core.ts `clearSession`). Kept out of
 * session-store.ts, which every page loads: only the cart, the deals sheet and My Account read them.
 */
import { readSiteConfig } from "../../lib/site-config.ts";
import { cardKey, listKey, type CachedCard, type SavedList, type SavedRow } from "./session-core.ts";

/**
 * The remembered barcode of `member`'s card, or null: none, another member's, unreadable, or an
 * address that is not http(s) (the page's CSP allows only the gateway's images in any case).
 */
export function readCachedCard(storage: Storage, subdomain: string, member: string): CachedCard | null {
  const card = readMemberRecord<CachedCard>(storage, cardKey(subdomain), member);
  if (typeof card?.url !== "string" || typeof card.number !== "string") return null;
  if (!/^https?:\/\//i.test(card.url)) return null;
  const image = typeof card.image === "string" && /^data:image\/[\w.+-]+;base64,/i.test(card.image) ? card.image : null;
  return { member, url: card.url, number: card.number, ...(image ? { image } : {}) };
}

/** Remembers the card barcode last shown, so the next page shows (and fetches) it before any call. */
export function writeCachedCard(storage: Storage, subdomain: string, card: CachedCard): void {
  writeMemberRecord(storage, cardKey(subdomain), card);
}

/** The record stored under `key` when it names `member` (never for an empty number), else null. */
function readMemberRecord<T extends { member: string }>(
  storage: Storage,
  key: string,
  member: string,
): Partial<T> | null {
  if (member.trim() === "") return null;
  try {
    const record = JSON.parse(storage.getItem(key) ?? "null") as Partial<T> | null;
    return record?.member === member ? record : null;
  } catch {
    return null;
  }
}

/** Stores a member's record; a record without a member number is never kept. */
function writeMemberRecord(storage: Storage, key: string, record: { member: string }): void {
  if (record.member.trim() !== "") storage.setItem(key, JSON.stringify(record));
}

/** The list last synced for `member`, or null: none, another member's, or unreadable. */
export function readSavedList(storage: Storage, subdomain: string, member: string): SavedList | null {
  const list = readMemberRecord<SavedList>(storage, listKey(subdomain), member);
  if (typeof list?.at !== "number" || !Array.isArray(list.rows)) return null;
  const rows = list.rows.filter(
    (r): r is SavedRow =>
      typeof r === "object" && r !== null && Number.isFinite(r.offerId) && typeof r.title === "string",
  );
  return {
    member,
    at: list.at,
    rows: rows.map((r) => ({ ...r, qty: Number(r.qty) || 1 })),
  };
}

/** Remembers the member's list as just received (cleared with the session). */
export function writeSavedList(storage: Storage, subdomain: string, list: SavedList): void {
  writeMemberRecord(storage, listKey(subdomain), list);
}

/** This page's localStorage and chain, or null (build-time rendering, storage disabled, no site config). */
function place(): { storage: Storage; sub: string } | null {
  try {
    return { storage: localStorage, sub: readSiteConfig().subdomain };
  } catch {
    return null;
  }
}

/** The card barcode this browser last showed `member`, or null. */
export function cachedCard(member: string): CachedCard | null {
  const at = place();
  return at ? readCachedCard(at.storage, at.sub, member) : null;
}

/** Remembers the card barcode just shown (cleared with the session). */
export function rememberCard(card: CachedCard): void {
  try {
    const at = place();
    if (at) writeCachedCard(at.storage, at.sub, card);
  } catch {
    // Storage full or disabled: the card is simply fetched again next time.
  }
}

/** The member's list as this browser last synced it, or null. */
export function savedList(member: string): SavedList | null {
  const at = place();
  return at ? readSavedList(at.storage, at.sub, member) : null;
}

/** Remembers the member's list just received, for the cart offline (cleared with the session). */
export function rememberList(list: SavedList): void {
  try {
    const at = place();
    if (at) writeSavedList(at.storage, at.sub, list);
  } catch {
    // Storage full or disabled: the cart simply has no list offline.
  }
}
