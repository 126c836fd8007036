import { afterEach, describe, expect, it, vi } from "vitest";

// The list arrives; the clip code's import then fails, as it does in a page the shopper has just
// left (Firefox: "error loading dynamically imported module").
const fetchCoupons = vi.hoisted(() => vi.fn(() => Promise.resolve({ status: "ready", coupons: [] })));
vi.mock("./coupon-fetch.ts", () => ({ fetchCoupons }));
vi.mock("./clip-actions.ts", () => {
  throw new TypeError("error loading dynamically imported module: clip-actions.js");
});

describe("loadList", () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", record);
  afterEach(() => {
    process.off("unhandledRejection", record);
  });

  it("hands out the list, and a clip code that fails to preload is no unhandled rejection", async () => {
    const { loadList } = await import("./coupon-loader.ts");
    await expect(loadList(0, null)).resolves.toEqual({ status: "ready", coupons: [] });
    // Let the preload settle and Node report what nobody handled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});

describe("the page's list, started before the island hydrates", () => {
  const page = () => {
    vi.stubGlobal("document", { querySelector: () => ({ getAttribute: () => "7" }) });
    vi.stubGlobal("location", { search: "" });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    fetchCoupons.mockClear();
  });

  it("is asked of the gateway once when the page script runs first: the island takes it over", async () => {
    page();
    const { loadList, startPageList } = await import("./coupon-loader.ts");
    startPageList();
    await loadList(7, null);
    expect(fetchCoupons.mock.calls).toEqual([[7, null]]);
  });

  it("is asked once when the island hydrates first: the page script starts no second call", async () => {
    page();
    const { loadList, startPageList } = await import("./coupon-loader.ts");
    await loadList(7, null);
    startPageList();
    expect(fetchCoupons.mock.calls).toEqual([[7, null]]);
    // Another list (a department the shopper picks) is a call of its own.
    await loadList(9, null);
    expect(fetchCoupons.mock.calls).toHaveLength(2);
  });
});
