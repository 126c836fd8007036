import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { PageTexts } from "../../lib/i18n/page-texts.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { clippedCell } from "../../shared/clipped/clip-times.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import CartBarcode from "./CartBarcode.tsx";
import CartTable from "./CartTable.tsx";
import SheetTable from "./SheetTable.tsx";
import { offlineLine, type CartRow } from "./cart-page.ts";
import { cartTexts } from "./cart-texts.server.ts";
import { asOfLine } from "./deals-sheet.ts";

// The islands as a signed-in member sees them (the build renders them for nobody).
vi.mock("../../shared/session/use-user.ts", () => ({
  useUser: () => ({ UserToken: "t", MemberNumber: "4000" }) as unknown as StoredUser,
}));

const ROWS: CartRow[] = [
  { offerId: 1, title: "Coffee 1", qty: 1, offer: "Any size", value: "$1.00", expiresOn: "2027-01-17" },
];
const AT = new Date(2026, 10, 25, 7, 5).getTime();

/** Every cart and deals-sheet part with a text, drawn under the page's texts (none on an English page). */
function everything(texts: Texts | undefined): string[] {
  const under = (node: ReactNode) => renderToStaticMarkup(createElement(PageTexts, { texts }, node));
  return [
    under(createElement(CartTable, { rows: ROWS, removing: new Set<number>(), onRemove: () => {} })),
    under(createElement(CartBarcode, { card: { state: "loading" } })),
    under(
      createElement(SheetTable, { rows: ROWS, times: { 1: { at: AT, before: true as const } }, format: { texts } }),
    ),
    ...[
      clippedCell({ at: AT, before: true }, { texts }),
      offlineLine(AT, new Date(AT), undefined, texts),
      asOfLine("Fresh Mart", AT, { texts }),
    ].map((text) => `<p>${text}</p>`),
  ];
}

/** Texts of the English catalogue left in a Spanish rendering. */
const english = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);

describe("the cart and the deals sheet on a Spanish page", () => {
  it("give an English page no texts, so the islands write the specs' English as before", () => {
    expect(cartTexts("en")).toBeUndefined();
    const html = everything(undefined).join("\n");
    for (const text of [
      "Coupons in your shopping cart",
      "SHOW THIS BARCODE TO CASHIER",
      ">Print</button>",
      "Your clipped coupons",
      "01/17/2027",
      "before Nov 25, 2026",
      "Offline — your list as of",
      "Fresh Mart: clipped coupons as of",
    ])
      expect(html).toContain(text);
    expect(english(html).length).toBeGreaterThan(3);
  });

  it("render no English text of the catalogue, with dates day first in es-US", () => {
    const texts = cartTexts("es");
    expect(texts?.["en-US"]).toBe("es-US");
    const parts = everything(texts);
    for (const html of parts) expect(english(html), html).toEqual([]);
    const html = parts.join("\n");
    for (const text of [
      es["cart.caption"],
      es["cart.cashier"],
      es["cart.sheetCaption"],
      "17/01/2027",
      "Sin conexión: su lista al",
      "Fresh Mart: cupones recortados al",
    ])
      expect(html).toContain(text);
  });
});
