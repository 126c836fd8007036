import { describe, expect, it, vi } from "vitest";
import { en } from "../../lib/i18n/en.ts";

// The badge module wires the page's store on import; the rules under test take their targets.
vi.mock("../../shared/clipped/clipped-store.ts", () => ({ $cartCount: { subscribe: vi.fn() }, restoreCart: vi.fn() }));
const { createBadge, renderBadge } = await import("./cart-badge.ts");
type Targets = import("./cart-badge.ts").BadgeTargets;

function targets(): Targets & { live: { textContent: string | null } } {
  return {
    links: [{ title: "" }],
    counts: [{ textContent: "0" }],
    live: { textContent: "" },
    words: {
      filled: en["cartLink.filled"],
      empty: en["cartLink.empty"],
      one: en["cartLink.one"],
      many: en["cartLink.many"],
    },
  };
}

describe("renderBadge", () => {
  it("writes digits and tooltip, and the announcement only when asked", () => {
    const t = targets();
    renderBadge(
      t,
      { text: "2", title: "Click to view your shopping cart", announcement: "Shopping cart: 2 items" },
      false,
    );
    expect(t.counts[0]?.textContent).toBe("2");
    expect(t.links[0]?.title).toBe("Click to view your shopping cart");
    expect(t.live.textContent).toBe("");
    renderBadge(
      t,
      { text: "3", title: "Click to view your shopping cart", announcement: "Shopping cart: 3 items" },
      true,
    );
    expect(t.live.textContent).toBe("Shopping cart: 3 items");
  });

  it("works on a header without a live region", () => {
    const t: Targets = { links: [], counts: [{ textContent: "0" }], live: null, words: {} };
    renderBadge(t, { text: "1", title: "x", announcement: "y" }, true);
    expect(t.counts[0]?.textContent).toBe("1");
  });
});

describe("createBadge", () => {
  it("shows the count with the spec's tooltips", () => {
    const t = targets();
    const badge = createBadge(t);
    badge.show(0);
    expect(t.counts[0]?.textContent).toBe("0");
    expect(t.links[0]?.title).toBe("You have no items in your shopping cart");
    badge.show(4);
    expect(t.counts[0]?.textContent).toBe("4");
    expect(t.links[0]?.title).toBe("Click to view your shopping cart");
  });

  it("keeps the page-load count quiet and announces changes after it", () => {
    const t = targets();
    const badge = createBadge(t);
    badge.show(0);
    badge.show(5); // the cached or fetched count arriving on load
    expect(t.live.textContent).toBe("");
    badge.arm();
    badge.show(5);
    expect(t.live.textContent).toBe("");
    badge.show(6);
    expect(t.live.textContent).toBe("Shopping cart: 6 items");
    badge.show(0);
    expect(t.live.textContent).toBe("Shopping cart: 0 items");
    expect(t.links[0]?.title).toBe("You have no items in your shopping cart");
  });
});
