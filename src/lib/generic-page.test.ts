import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FALLBACK_PAGE_TITLE, GENERIC_PAGE_SCRIPT, genericPageTitle } from "./generic-page.ts";

describe("genericPageTitle", () => {
  it("is the {page} of the address with dashes turned to spaces", () => {
    expect(genericPageTitle("/page/gift-cards/")).toBe("gift cards");
    expect(genericPageTitle("/freshmart/page/our%20farms")).toBe("our farms");
    expect(genericPageTitle("/coupons/")).toBeNull();
  });
});

describe("the fallback page's script", () => {
  /** Runs the script on a page at `pathname`; returns what it wrote. */
  function run(pathname: string) {
    const nodes: Record<string, { textContent: string }> = {
      ".page-heading h1": { textContent: FALLBACK_PAGE_TITLE },
      '.breadcrumb [aria-current="page"]': { textContent: FALLBACK_PAGE_TITLE },
      "[data-generic-page-name]": { textContent: FALLBACK_PAGE_TITLE },
    };
    const document = { title: `${FALLBACK_PAGE_TITLE} | Fresh Mart`, querySelector: (s: string) => nodes[s] ?? null };
    runInNewContext(GENERIC_PAGE_SCRIPT, { document, location: { pathname } });
    return { title: document.title, texts: Object.values(nodes).map((n) => n.textContent) };
  }

  it("names the page from its address, as text", () => {
    expect(run("/page/weekly-specials/")).toEqual({
      title: "weekly specials | Fresh Mart",
      texts: ["weekly specials", "weekly specials", "weekly specials"],
    });
    expect(run("/freshmart/page/%3Cb%3Ex%3C%2Fb%3E/").texts[0]).toBe("<b>x</b>");
  });

  it("leaves the page as built on another address", () => {
    expect(run("/page/").texts).toEqual([FALLBACK_PAGE_TITLE, FALLBACK_PAGE_TITLE, FALLBACK_PAGE_TITLE]);
  });
});
