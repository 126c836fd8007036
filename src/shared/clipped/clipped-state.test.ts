import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CallResult } from "../../api/client.ts";
import { getMyCartDetailsResponseSchema } from "../../api/cart.ts";
import type { GetMyCartDetailsResponse } from "../../api/cart.ts";
import { ownerTag, serializeCartCache } from "./clipped-cache.ts";
import {
  cachedIds,
  cartFailureLog,
  cartLoadOf,
  createCartState,
  joiningLoads,
  withoutItem,
  writeIdsCache,
} from "./clipped-state.ts";
import type { CartDeps, StorageLike } from "./clipped-state.ts";

/** A Map-backed Storage that records every write. */
function memoryStorage(): StorageLike & { data: Map<string, string>; writes: string[] } {
  const data = new Map<string, string>();
  const writes: string[] = [];
  return {
    data,
    writes,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      writes.push(`set ${k}`);
      data.set(k, v);
    },
    removeItem: (k) => {
      writes.push(`remove ${k}`);
      data.delete(k);
    },
  };
}

/** A GetMyCartDetails answer as the wire sends it, parsed by the real schema. */
function cartAnswer(ids: number[]): CallResult<GetMyCartDetailsResponse> {
  const raw = {
    ErrorMessage: { ErrorCode: 1, ErrorDetails: "", OfflineMessage: null },
    MyCartInfo: ids.map((id) => ({ OfferId: id, Title: `Offer ${id}`, ProductName: "", ImagePath: "" })),
  };
  return { ok: true, data: getMyCartDetailsResponseSchema.parse(raw) };
}

const KEY = "cartfreshmart";

function setup(token: string | null = "tok-1") {
  let current = token;
  const session = memoryStorage();
  const shared = memoryStorage();
  const fetchCart = vi.fn<CartDeps["fetchCart"]>(async () => cartAnswer([11, 22, 33]));
  const onExpired = vi.fn<CartDeps["onExpired"]>();
  const log = vi.fn<CartDeps["log"]>();
  const state = createCartState({
    token: () => current,
    key: () => KEY,
    session,
    shared,
    fetchCart,
    onExpired,
    log,
  });
  const signInAs = (t: string | null) => (current = t);
  return { state, session, shared, fetchCart, onExpired, log, signInAs };
}

describe("loadCart", () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => (t = setup()));

  it("counts MyCartInfo and remembers the ids with the member token", async () => {
    const result = await t.state.loadCart();
    expect(t.fetchCart).toHaveBeenCalledWith("tok-1");
    expect(result.ok && result.items.map((i) => i.OfferId)).toEqual([11, 22, 33]);
    expect(t.state.$cartCount.get()).toBe(3);
    expect([...t.state.$clippedIds.get()]).toEqual([11, 22, 33]);
    expect(t.state.$cartItems.get()?.map((i) => i.Title)).toEqual(["Offer 11", "Offer 22", "Offer 33"]);
    expect(t.state.$cartStatus.get()).toBe("ready");
    expect(JSON.parse(t.session.data.get(KEY) ?? "")).toEqual({ owner: ownerTag("tok-1"), ids: [11, 22, 33] });
  });

  it("tells other tabs through localStorage without leaving anything there", async () => {
    await t.state.loadCart();
    expect(t.shared.writes).toEqual([`set ${KEY}`, `remove ${KEY}`]);
    expect(t.shared.data.size).toBe(0);
  });

  it("gives a guest an empty cart without calling the gateway", async () => {
    t = setup(null);
    const result = await t.state.loadCart();
    expect(result).toEqual({ ok: true, items: [] });
    expect(t.fetchCart).not.toHaveBeenCalled();
    expect(t.state.$cartCount.get()).toBe(0);
    expect(t.state.$cartItems.get()).toEqual([]);
  });

  it("joins a running load instead of fetching twice", async () => {
    const [a, b] = await Promise.all([t.state.loadCart(), t.state.loadCart()]);
    expect(t.fetchCart).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    await t.state.loadCart();
    expect(t.fetchCart).toHaveBeenCalledTimes(2);
  });

  it("shows loading until the answer arrives", async () => {
    let release: (r: CallResult<GetMyCartDetailsResponse>) => void = () => {};
    t.fetchCart.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const pending = t.state.loadCart();
    expect(t.state.$cartStatus.get()).toBe("loading");
    expect(t.state.$cartItems.get()).toBeNull();
    release(cartAnswer([5]));
    await pending;
    expect(t.state.$cartStatus.get()).toBe("ready");
    expect(t.state.$cartCount.get()).toBe(1);
  });

  it("hands -1001 to the session and keeps the count", async () => {
    t.state.markClipped(7);
    const failure = { ok: false, kind: "session-expired", details: "Your session has expired", raw: {} } as const;
    t.fetchCart.mockResolvedValueOnce(failure);
    const result = await t.state.loadCart();
    expect(result).toEqual({ ok: false, failure });
    expect(t.onExpired).toHaveBeenCalledWith(failure);
    expect(t.log).not.toHaveBeenCalled();
    expect(t.state.$cartStatus.get()).toBe("failed");
    expect(t.state.$cartCount.get()).toBe(1);
  });

  it("logs other failures only", async () => {
    t.fetchCart.mockResolvedValueOnce({ ok: false, kind: "network", error: "fetch failed" });
    const result = await t.state.loadCart();
    expect(result.ok).toBe(false);
    expect(t.log).toHaveBeenCalledWith("GetMyCartDetails failed: network");
    expect(t.onExpired).not.toHaveBeenCalled();
    expect(t.state.$cartStatus.get()).toBe("failed");
    expect(t.state.$cartCount.get()).toBe(0);
  });

  it("drops an answer that arrives after the member signed out", async () => {
    let release: (r: CallResult<GetMyCartDetailsResponse>) => void = () => {};
    t.fetchCart.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const pending = t.state.loadCart();
    t.signInAs(null);
    release(cartAnswer([1, 2]));
    await pending;
    expect(t.state.$cartCount.get()).toBe(0);
    expect(t.state.$cartStatus.get()).toBe("idle");
    expect(t.session.data.size).toBe(0);
  });
});

describe("markClipped / markRemoved", () => {
  it("move the count by one at once and keep the cache in step", async () => {
    const t = setup();
    await t.state.loadCart();
    const counts: number[] = [];
    t.state.$cartCount.listen((n) => counts.push(n));
    t.state.markClipped(44);
    t.state.markClipped(44);
    t.state.markRemoved(11);
    t.state.markRemoved(999);
    expect(counts).toEqual([4, 3]);
    expect(JSON.parse(t.session.data.get(KEY) ?? "").ids).toEqual([22, 33, 44]);
    expect(t.state.$cartItems.get()?.map((i) => i.OfferId)).toEqual([22, 33]);
  });
});

describe("markMany", () => {
  it("moves the count once and writes the cache once, however many offers changed", async () => {
    const t = setup();
    await t.state.loadCart();
    const counts: number[] = [];
    t.state.$cartCount.listen((n) => counts.push(n));
    const before = t.session.writes.length;
    t.state.markMany([44, 55, 11], [22, 999]);
    expect(counts).toEqual([4]);
    expect(t.session.writes.slice(before)).toEqual([`set ${KEY}`]);
    expect(JSON.parse(t.session.data.get(KEY) ?? "").ids.toSorted()).toEqual([11, 33, 44, 55]);
    expect(t.state.$cartItems.get()?.map((i) => i.OfferId)).toEqual([11, 33]);
    t.state.markMany([], []);
    expect(counts).toEqual([4]);
  });
});

describe("restoreCart", () => {
  it("uses this tab's cache of the same sign-in without calling the gateway", () => {
    const t = setup();
    t.session.data.set(KEY, serializeCartCache({ owner: ownerTag("tok-1"), ids: [8, 9] }));
    expect(t.state.restoreCart()).toBeNull();
    expect(t.fetchCart).not.toHaveBeenCalled();
    expect(t.state.$cartCount.get()).toBe(2);
  });

  it("fetches when the cache belongs to another sign-in", async () => {
    const t = setup();
    t.session.data.set(KEY, serializeCartCache({ owner: ownerTag("old-token"), ids: [8, 9] }));
    await t.state.restoreCart();
    expect(t.fetchCart).toHaveBeenCalledTimes(1);
    expect(t.state.$cartCount.get()).toBe(3);
  });

  it("is 0 for a guest", async () => {
    const t = setup(null);
    await t.state.restoreCart();
    expect(t.state.$cartCount.get()).toBe(0);
    expect(t.fetchCart).not.toHaveBeenCalled();
  });
});

describe("receive (another tab changed the cart)", () => {
  it("applies the same member's ids and caches them without re-broadcasting", () => {
    const t = setup();
    t.state.receive(KEY, serializeCartCache({ owner: ownerTag("tok-1"), ids: [1, 2, 3, 4] }));
    expect(t.state.$cartCount.get()).toBe(4);
    expect(t.session.data.has(KEY)).toBe(true);
    expect(t.shared.writes).toEqual([]);
  });

  it("ignores other keys, removals and other members", () => {
    const t = setup();
    t.state.receive("userdatafreshmart", serializeCartCache({ owner: ownerTag("tok-1"), ids: [1] }));
    t.state.receive(KEY, null);
    t.state.receive(KEY, serializeCartCache({ owner: ownerTag("tok-2"), ids: [1] }));
    expect(t.state.$cartCount.get()).toBe(0);
  });
});

describe("the cart's steps", () => {
  /** The storage parts of the deps for a signed-in `token` (null: a guest). */
  function storageDeps(token: string | null) {
    const session = memoryStorage();
    const shared = memoryStorage();
    const deps = { token: () => token, key: () => KEY, session, shared } as unknown as CartDeps;
    return { deps, session, shared };
  }

  it("writeIdsCache: keeps the ids with their owner for this tab; shares them by a write and a removal", () => {
    const { deps, session, shared } = storageDeps("tok-1");
    writeIdsCache(deps, new Set([11, 22]), true);
    expect(session.data.get(KEY)).toBe(serializeCartCache({ owner: ownerTag("tok-1"), ids: [11, 22] }));
    expect(shared.writes).toEqual([`set ${KEY}`, `remove ${KEY}`]);
    writeIdsCache(deps, new Set([11]), false);
    expect(shared.writes).toHaveLength(2);
  });

  it("writeIdsCache: a guest's tab forgets the ids and tells no one", () => {
    const { deps, session, shared } = storageDeps(null);
    session.data.set(KEY, "old");
    writeIdsCache(deps, new Set([11]), true);
    expect(session.data.has(KEY)).toBe(false);
    expect(shared.writes).toEqual([]);
  });

  it("writeIdsCache and cachedIds: a full or blocked storage is no error", () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    const deps = { token: () => "tok-1", key: () => KEY, session: blocked, shared: blocked } as unknown as CartDeps;
    expect(() => writeIdsCache(deps, new Set([1]), true)).not.toThrow();
    expect(cachedIds(deps, "tok-1")).toBeNull();
  });

  it("cachedIds: the ids of the same sign-in only", () => {
    const { deps, session } = storageDeps("tok-1");
    expect(cachedIds(deps, "tok-1")).toBeNull();
    session.data.set(KEY, serializeCartCache({ owner: ownerTag("tok-1"), ids: [5, 6] }));
    expect(cachedIds(deps, "tok-1")).toEqual([5, 6]);
    expect(cachedIds(deps, "tok-2")).toBeNull();
  });

  it("cartLoadOf and cartFailureLog: the items of an answer; a failure and what it logs", () => {
    const answer = cartAnswer([11]);
    expect(cartLoadOf(answer)).toEqual({ ok: true, items: answer.ok ? answer.data.MyCartInfo : [] });
    const rejected = { ok: false, kind: "rejected", code: 0, details: "Cart closed", raw: null } as const;
    expect(cartLoadOf(rejected)).toEqual({ ok: false, failure: rejected });
    expect(cartFailureLog(rejected)).toBe("GetMyCartDetails failed: Cart closed");
    expect(cartFailureLog({ ok: false, kind: "network", error: "offline" })).toBe("GetMyCartDetails failed: network");
  });

  it("withoutItem: the list without the offer, or the very same list when it is not there", () => {
    const answer = cartAnswer([11, 22]);
    const items = answer.ok ? answer.data.MyCartInfo : [];
    expect(withoutItem(items, 11)?.map((i) => i.OfferId)).toEqual([22]);
    expect(withoutItem(items, 99)).toBe(items);
    expect(withoutItem(null, 11)).toBeNull();
  });

  it("joiningLoads: one load per token while it runs, a new one after it settled or for another token", async () => {
    const started: string[] = [];
    const load = joiningLoads(async (token: string) => {
      started.push(token);
      return token.toUpperCase();
    });
    const first = load("a");
    expect(load("a")).toBe(first);
    const other = load("b");
    expect(await first).toBe("A");
    expect(await other).toBe("B");
    await load("a");
    expect(started).toEqual(["a", "b", "a"]);
  });
});
