import { describe, expect, it } from "vitest";
import {
  cartCacheKey,
  ownerTag,
  readCartCache,
  sameIds,
  serializeCartCache,
  withId,
  withoutId,
} from "./clipped-cache.ts";

describe("cart cache", () => {
  const owner = ownerTag("member-token-1");

  it("is keyed per site like the user record", () => {
    expect(cartCacheKey("freshmart")).toBe("cartfreshmart");
    expect(cartCacheKey("a")).not.toBe(cartCacheKey("b"));
  });

  it("tags owners without storing the token", () => {
    expect(owner).toMatch(/^[0-9a-f]{8}$/);
    expect(owner).toBe(ownerTag("member-token-1"));
    expect(owner).not.toBe(ownerTag("member-token-2"));
    expect(serializeCartCache({ owner, ids: [1] })).not.toContain("member-token-1");
  });

  it("round-trips the ids of the same sign-in", () => {
    const text = serializeCartCache({ owner, ids: [101, 202] });
    expect(readCartCache(text, owner)).toEqual([101, 202]);
    expect(readCartCache(serializeCartCache({ owner, ids: [] }), owner)).toEqual([]);
  });

  it("ignores another sign-in's cache", () => {
    const text = serializeCartCache({ owner: ownerTag("someone-else"), ids: [1] });
    expect(readCartCache(text, owner)).toBeNull();
  });

  it("ignores a missing or corrupt cache", () => {
    expect(readCartCache(null, owner)).toBeNull();
    expect(readCartCache("", owner)).toBeNull();
    expect(readCartCache("{not json", owner)).toBeNull();
    expect(readCartCache("null", owner)).toBeNull();
    expect(readCartCache(JSON.stringify({ owner, ids: "1,2" }), owner)).toBeNull();
    expect(readCartCache(JSON.stringify({ owner, ids: [1, "2"] }), owner)).toBeNull();
  });
});

describe("id sets", () => {
  it("adds and removes without mutating, keeping the same set when nothing changes", () => {
    const ids: ReadonlySet<number> = new Set([1, 2]);
    const added = withId(ids, 3);
    expect([...added]).toEqual([1, 2, 3]);
    expect([...ids]).toEqual([1, 2]);
    expect(withId(ids, 2)).toBe(ids);
    expect([...withoutId(ids, 1)]).toEqual([2]);
    expect(withoutId(ids, 9)).toBe(ids);
  });

  it("compares by content", () => {
    expect(sameIds(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameIds(new Set([1]), new Set([1, 2]))).toBe(false);
    expect(sameIds(new Set([1, 3]), new Set([1, 2]))).toBe(false);
  });
});
