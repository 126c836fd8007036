/**
 * The page-bound session store over a stand-in page (site config, `site-base`, localStorage,
 * storage events): what it reads and writes must stay byte-for-byte what earlier builds stored, so
 * a shopper's saved session still loads.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import type { StoredUser } from "./session-core.ts";
import { clipQueueDbName } from "../clip-queue/queue-rules.ts";

const BASE = "http://localhost:4331/acme/";
const user = { UserId: 7, UserToken: "tok-1", MemberNumber: "400100012345", FirstName: "Dana" } as StoredUser;
const memory = new MemoryStorage();
/** localStorage as a browser offers it: also readable and writable as properties. */
const storage = new Proxy(memory, {
  get: (target, key) =>
    typeof key === "string" && !(key in target) ? (target.getItem(key) ?? undefined) : Reflect.get(target, key),
  set: (target, key, value) => (target.setItem(String(key), String(value)), true),
  has: (target, key) => typeof key === "string" && target.getItem(key) !== null,
  deleteProperty: (target, key) => (target.removeItem(String(key)), true),
});
/** The page's window as far as storage events go. */
const page = new EventTarget();

/** A storage event as another tab's write fires it. */
function otherTab(key: string, newValue: string | null): void {
  if (newValue === null) storage.removeItem(key);
  else storage.setItem(key, newValue);
  page.dispatchEvent(Object.assign(new Event("storage"), { key, newValue }));
}

let store: typeof import("./session-store.ts");
/** The IndexedDB databases sign-out deleted (the queue of clips made with no signal). */
const deleted = vi.fn<(name: string) => void>();

beforeAll(async () => {
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("indexedDB", { deleteDatabase: deleted });
  vi.stubGlobal("location", { href: `${BASE}coupons/` });
  vi.stubGlobal("document", {
    baseURI: `${BASE}coupons/`,
    getElementById: () => ({ textContent: JSON.stringify({ site: "acme", subdomain: "acme", onlyCoupons: false }) }),
    querySelector: () => ({ content: "../" }),
  });
  // A saved session and target, as earlier builds stored them.
  storage.setItem("userdataacme", JSON.stringify(user));
  storage.setItem("redirectTargetacme", "/coupons/12/");
  const { setPersistentEngine } = await import("@nanostores/persistent");
  // The library reads and writes localStorage as properties (`storage[key]`), as the proxy allows.
  const asStore = storage as unknown as Record<string, string>;
  const asListener = (listener: unknown) => listener as EventListener;
  setPersistentEngine(asStore, {
    addEventListener: (_key, listener) => page.addEventListener("storage", asListener(listener)),
    removeEventListener: (_key, listener) => page.removeEventListener("storage", asListener(listener)),
  });
  vi.resetModules();
  store = await import("./session-store.ts");
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe("session store on a page", () => {
  it("loads the saved record and target", () => {
    expect(store.$user.get()).toEqual(user);
    expect(store.$redirectTarget.get()).toBe("/coupons/12/");
  });

  it("writes the record as JSON under 'userdata' + subdomain and clears it with the caches and the clip queue on sign-out", () => {
    storage.setItem("ClientStoresacme", "[]");
    const next = { ...user, UserToken: "tok-2" };
    store.signIn(next);
    expect(storage.getItem("userdataacme")).toBe(JSON.stringify(next));
    expect(storage.getItem("ClientStoresacme")).toBeNull();
    store.updateUser({ FirstName: "Dee" });
    expect(JSON.parse(storage.getItem("userdataacme")!)).toEqual({ ...next, FirstName: "Dee" });
    expect(deleted).not.toHaveBeenCalled();
    store.signOut({ reload: false });
    expect(storage.getItem("userdataacme")).toBeNull();
    expect(store.$user.get()).toBeNull();
    // The queue of clips made with no signal goes with the session.
    expect(deleted).toHaveBeenCalledExactlyOnceWith(clipQueueDbName("acme"));
  });

  it("keeps the redirect target as the plain route, refusing entry pages and foreign addresses", () => {
    store.setRedirectTarget("/weekly-ads/");
    expect(storage.getItem("redirectTargetacme")).toBe("/weekly-ads/");
    store.setRedirectTarget("/login");
    store.setRedirectTarget("https://evil.example/");
    expect(storage.getItem("redirectTargetacme")).toBe("/weekly-ads/");
    expect(store.$redirectTarget.get()).toBe("/weekly-ads/");
  });

  it("follows another tab's sign-in and sign-out", () => {
    const seen: (string | null)[] = [];
    const stop = store.$user.subscribe((u) => seen.push(u?.UserToken ?? null));
    otherTab("userdataacme", JSON.stringify({ ...user, UserToken: "tok-other" }));
    expect(store.$user.get()?.UserToken).toBe("tok-other");
    otherTab("userdataacme", null);
    expect(store.$user.get()).toBeNull();
    otherTab("userdataacme", "not json");
    expect(store.$user.get()).toBeNull();
    stop();
    expect(seen).toEqual([null, "tok-other", null]);
  });

  it("reads a tampered target as none", () => {
    const stop = store.$redirectTarget.listen(() => {});
    otherTab("redirectTargetacme", "https://evil.example/");
    expect(store.$redirectTarget.get()).toBeNull();
    stop();
  });
});
