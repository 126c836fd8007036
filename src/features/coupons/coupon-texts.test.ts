import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import type { Coupon, ProductCategory } from "../../api/coupons.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { clippedText, readyText } from "../../shared/clipped/clip-times.ts";
import { loadedText } from "../../shared/clipped/loaded-text.ts";
import { expiryText, savingsText } from "../../shared/clipped/offer-text.ts";
import ClipAllReport from "./ClipAllReport.tsx";
import { clipAllLabel, clipAllSummary, queuedSummary, undoSummary } from "./clip-queue.ts";
import { leftOutText, limitReachedText } from "./clip-limit.ts";
import CouponGrid from "./CouponGrid.tsx";
import CouponResults from "./CouponResults.tsx";
import CouponToolbar from "./CouponToolbar.tsx";
import DealsOfTheWeek from "./DealsOfTheWeek.tsx";
import DepartmentList from "./DepartmentList.tsx";
import QuickView from "./QuickView.tsx";
import { couponTexts, dealTexts } from "./coupon-texts.server.ts";
import { asOfText, changesText } from "./list-view-text.ts";
import type { CouponListState } from "./coupon-fetch.ts";

// The islands as a signed-in member sees them (the build renders them for nobody).
vi.mock("../../shared/session/use-user.ts", () => ({
  useUser: () => ({ UserToken: "t", MemberNumber: "4000" }) as unknown as StoredUser,
}));

const coupon = (id: number, extra: Partial<Coupon> = {}): Coupon =>
  ({
    SSNewsId: id,
    ProductCategoryId: 2,
    Title: `Coffee ${id}`,
    ProductName: "",
    NewsCategoryId: 1,
    Details: "Any size||Limit one",
    PLUCode: "",
    Amount: 1,
    IsDiscountPercentage: false,
    ImagePath: "",
    expiresAt: new Date(Date.UTC(2027, 0, 17)),
    ...extra,
  }) as Coupon;

const COUPONS = [coupon(1), coupon(2, { PLUCode: "100%" }), coupon(3, { Amount: 2.5 })];
const CLIP = { add: "Add to Cart", remove: "Remove from Cart", badge: "Already in cart" };
const AT = new Date(2026, 10, 25, 7, 5).getTime();
const CATEGORIES = [
  { ProductCategoryId: 2, ProductCategoryName: "Produce Aisle", NoOfCoupons: 3 },
] as ProductCategory[];

/** Every part with a text, drawn under the page's texts (none on an English page). */
function everything(texts: Texts | undefined, clip = CLIP): string[] {
  const under = (node: ReactNode) => renderToStaticMarkup(createElement(PageTexts, { texts }, node));
  const results = (state: CouponListState, shown: Coupon[] = [], q = "") =>
    under(
      createElement(CouponResults, {
        state,
        shown,
        q,
        categoryId: 2,
        texts: clip,
        onRetry: () => {},
        listKey: "k",
      }),
    );
  const asOf = new Date(2026, 10, 22, 8, 0);
  const marks = new Map([
    [1, "new" as const],
    [2, "updated" as const],
  ]);
  return [
    under(
      createElement(DepartmentList, {
        categories: CATEGORIES,
        allTotal: 3,
        built: new Set([2]),
        selected: 0,
        route: "/coupons",
      }),
    ),
    under(createElement(CouponToolbar, { query: { q: "milk", sort: "featured" }, onChange: () => {}, matches: 2 })),
    results({ status: "loading" }),
    results({ status: "failed" } as CouponListState),
    results({ status: "refused" } as CouponListState),
    results({ status: "ready", coupons: [] } as unknown as CouponListState),
    results({ status: "ready", coupons: COUPONS } as unknown as CouponListState, [], "milk"),
    under(
      createElement(CouponGrid, { coupons: COUPONS, categoryId: 2, texts: clip, listKey: "k", complete: false, marks }),
    ),
    under(createElement(QuickView, { coupon: COUPONS[0]!, categoryId: 2, texts: clip, onClose: () => {} })),
    under(
      createElement(ClipAllReport, { failed: [{ id: 1, title: "Coffee 1", reason: "x" }], leftOut: "", canUndo: true }),
    ),
    under(
      createElement(ClipAllReport, {
        failed: [
          { id: 1, title: "Coffee 1", reason: "x" },
          { id: 2, title: "Coffee 2", reason: "y" },
        ],
        leftOut: "",
        canUndo: false,
      }),
    ),
    renderToStaticMarkup(createElement(DealsOfTheWeek, { href: "x", badge: clip.badge, snapshot: [], shown: texts })),
    ...[
      asOfText(asOf, texts),
      changesText(marks, texts),
      savingsText(COUPONS[0]!, texts),
      savingsText(COUPONS[1]!, texts),
      expiryText(COUPONS[0]!.expiresAt, texts),
      clipAllLabel({ phase: "idle", done: 0, total: 0 }, 4, texts),
      clipAllLabel({ phase: "idle", done: 0, total: 0 }, 0, texts),
      clipAllLabel({ phase: "clipping", done: 1, total: 4 }, 4, texts),
      clipAllLabel({ phase: "undoing", done: 1, total: 4 }, 4, texts),
      clipAllSummary(3, 4, 1, texts),
      clipAllSummary(1, 1, 0, texts),
      queuedSummary(2, 3, texts),
      queuedSummary(1, 1, texts),
      undoSummary(2, 1, texts),
      undoSummary(1, 0, texts),
      leftOutText(2, 150, texts),
      leftOutText(1, 150, texts),
      limitReachedText(150, texts),
      loadedText(3, 150, texts),
      clippedText({ at: AT }, new Date(AT), { texts }),
      clippedText({ at: AT, before: true }, new Date(AT), { texts }),
      readyText({ at: AT }, 30, new Date(AT), { texts }),
    ].map((text) => `<p>${text}</p>`),
  ];
}

/** Texts of the English catalogue left in a Spanish rendering. */
const english = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);

describe("the coupon islands on a Spanish page", () => {
  it("give an English page no texts, so the islands write the specs' English as before", () => {
    expect([couponTexts("en"), dealTexts("en")]).toEqual([undefined, undefined]);
    const html = everything(undefined).join("\n");
    for (const text of [
      "All Coupons",
      "Search coupons",
      'placeholder="Title, product or details"',
      ">Expiring soonest</option>",
      "2 coupons match",
      'aria-label="Loading coupons"',
      "The coupons could not be loaded. Please check your connection and try again.",
      "No coupons available",
      "No coupons match “milk”.",
      "Showing 3 of 3 coupons so far, more on the way",
      "Since this list was published: 1 new coupon, 1 updated.",
      ">Quick View</button>",
      "Save $1.00",
      "Free!",
      "Save $2.50",
      "Offer Expires on 01/17/2027",
      ">Close</button>",
      ">Add to Cart</button>",
      "Undo clip all",
      "2 coupons could not be clipped:",
      "Coupons as of 11/22/2026, 8:00 AM.",
      "Clip all (4)",
      "Clipped 3 of 4 coupons. 1 could not be clipped.",
      "No connection: 2 coupons wait, clipped when you are back online. 1 could not be kept; try again.",
      "Removed 2 coupons. 1 could not be removed.",
      "2 coupons left out: this store allows 150 loaded coupons on one card.",
      "You have 150 of 150 loaded",
      "3 of 150 loaded",
      "01/17/2027",
    ])
      expect(html).toContain(text);
    // The check below finds the English where it is.
    expect(english(html).length).toBeGreaterThan(40);
  });

  it("render no English text of the catalogue, with amounts and dates through Intl in es-US", () => {
    const texts = couponTexts("es");
    expect(texts?.["en-US"]).toBe("es-US");
    const clip = { add: es["coupons.addCart"], remove: es["coupons.removeCart"], badge: es["coupons.inCart"] };
    const parts = everything(texts, clip);
    for (const html of parts) expect(english(html), html).toEqual([]);
    const html = parts.join("\n");
    for (const text of [
      es["coupons.all"],
      es["coupons.search"],
      ">Vencen primero</option>",
      "2 cupones coinciden",
      `aria-label="${es["coupons.loading"]}"`,
      es["coupons.failed"],
      es["coupons.none"],
      "Se muestran 3 de 3 cupones por ahora, vienen más",
      "Ahorre $1.00",
      "Ahorre $2.50",
      "¡Gratis!",
      "La oferta vence el 17/01/2027",
      `>${es["coupons.quickView"]}</button>`,
      `>${es["coupons.addCart"]}</button>`,
      "Cupones al 22/11/2026",
      "Recortar todos (4)",
      "Se recortaron 3 de 4 cupones. 1 no se pudieron recortar.",
      "3 de 150 cargados",
      "17/01/2027",
    ])
      expect(html).toContain(text);
  });

  it("give the home page's deals only the few texts they write", () => {
    const texts = dealTexts("es");
    expect(Object.keys(texts ?? {}).length).toBeLessThan(8);
    const html = renderToStaticMarkup(
      createElement(DealsOfTheWeek, { href: "x", badge: "", snapshot: [], shown: texts }),
    );
    expect(html).toContain(es["coupons.none"]);
  });
});
