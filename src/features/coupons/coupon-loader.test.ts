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
