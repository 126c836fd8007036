/**
 * The load cap as the page applies it: the cap from the page's config, the card's coupons plus the
 * saves under way, and a refusal that marks the card and shows a toast without any call.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const config = vi.hoisted(() => ({ clipLimit: 2 as number | null }));
const warning = vi.hoisted(() => vi.fn());
vi.mock("../../lib/site-config.ts", () => ({ readSiteConfig: () => config }));
vi.mock("../../lib/toast.ts", () => ({ toast: { warning } }));

const { $clippedIds, markClipped, markRemoved } = await import("../../shared/clipped/clipped-store.ts");
const { $limitRefused, setPending } = await import("./clip-store.ts");
const { loadedOrLoading, refusedAtLimit } = await import("./clip-limit-guard.ts");

const REFUSED = "You have 2 of 2 loaded, the most this store allows on one card. Remove a coupon to load this one.";

beforeEach(() => {
  for (const id of $clippedIds.get()) markRemoved(id);
  for (const id of [1, 2, 3, 4, 5]) setPending(id, false);
  $limitRefused.set(null);
  config.clipLimit = 2;
  warning.mockClear();
});

describe("loadedOrLoading", () => {
  it("counts the card's coupons and the saves under way, a removal under way once", () => {
    markClipped(1);
    setPending(1, true); // a removal of a coupon on the card
    setPending(4, true); // a save
    expect(loadedOrLoading()).toBe(2);
  });
});

describe("refusedAtLimit", () => {
  it("lets a clip through below the cap", () => {
    markClipped(1);
    expect(refusedAtLimit(3)).toBe(false);
    expect(warning).not.toHaveBeenCalled();
  });

  it("refuses at the cap: the card says why and a toast too", () => {
    markClipped(1);
    markClipped(2);
    expect(refusedAtLimit(3)).toBe(true);
    expect($limitRefused.get()).toEqual({ id: 3, text: REFUSED });
    expect(warning).toHaveBeenCalledWith(REFUSED, { duration: 6000 });
  });

  it("refuses a second quick press while the first one's save is under way", () => {
    markClipped(1);
    setPending(2, true);
    expect(refusedAtLimit(3)).toBe(true);
  });

  it("clears an earlier refusal once there is room, and never refuses without a cap", () => {
    markClipped(1);
    markClipped(2);
    refusedAtLimit(3);
    markRemoved(2);
    expect(refusedAtLimit(3)).toBe(false);
    expect($limitRefused.get()).toBeNull();
    config.clipLimit = null;
    markClipped(2);
    markClipped(5);
    expect(refusedAtLimit(3)).toBe(false);
  });
});
