import { describe, expect, it, vi } from "vitest";
import type { CallResult } from "../../api/client.ts";
import type { GetMyCardAndSaveAmountInfoResponse } from "../../api/cart.ts";
import type { CachedCard } from "../session/session-core.ts";
import { cardOf, imageCopy } from "./use-card.ts";
import type { CardMemory } from "./use-card.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A fetch answering every request with the given body and headers. */
const answering =
  (body: BodyInit, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, init);

describe("imageCopy (the barcode for the till offline)", () => {
  it("turns the barcode image into a data: URL of its type", async () => {
    const copy = await imageCopy(
      "https://gw.example/bc.svg",
      answering(SVG, { headers: { "Content-Type": "image/svg+xml" } }),
    );
    expect(copy).toBe(`data:image/svg+xml;base64,${btoa(SVG)}`);
  });

  it("keeps nothing for an error, a body that is not an image, a huge image or a refused request", async () => {
    const image = { headers: { "Content-Type": "image/png" } };
    expect(await imageCopy("https://gw.example/a", answering("x", { ...image, status: 404 }))).toBeNull();
    expect(
      await imageCopy("https://gw.example/a", answering("<html>", { headers: { "Content-Type": "text/html" } })),
    ).toBeNull();
    expect(await imageCopy("https://gw.example/a", answering(new Uint8Array(300_000), image))).toBeNull();
    const refused: typeof fetch = async () => {
      throw new TypeError("Failed to fetch (CORS)");
    };
    expect(await imageCopy("https://gw.example/a", refused)).toBeNull();
  });
});

/** A card memory holding `cards`, with every write kept. */
function memoryOf(...cards: CachedCard[]): CardMemory & { writes: CachedCard[] } {
  const writes: CachedCard[] = [];
  return {
    writes,
    read: (member) => [...cards, ...writes].reverse().find((c) => c.member === member) ?? null,
    write: (card) => void writes.push(card),
  };
}

const answer = (data: Partial<GetMyCardAndSaveAmountInfoResponse>): CallResult<GetMyCardAndSaveAmountInfoResponse> => ({
  ok: true,
  data: {
    ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
    MemberNumber: "400100000001",
    BarCodeUrl: "https://gw.example/bc/400100000001.png",
    TotalSavingsAmount: "0",
    TotalPurchasedAmount: "0",
    ...data,
  },
});

describe("cardOf (the card of GetMyCardAndSaveAmountInfo's answer)", () => {
  it("remembers the answer's barcode and number", () => {
    const memory = memoryOf();
    const card = cardOf(answer({}), "400100000001", memory);
    const expected = { member: "400100000001", url: "https://gw.example/bc/400100000001.png", number: "400100000001" };
    expect(card).toEqual(expected);
    expect(memory.writes).toEqual([expected]);
  });

  it("names the card by the signed-in member number when the answer has none", () => {
    expect(cardOf(answer({ MemberNumber: "" }), "4001", memoryOf())?.number).toBe("4001");
  });

  it("keeps the image copy of an unchanged address, drops it when the address changed", () => {
    const url = "https://gw.example/bc/400100000001.png";
    const kept = { member: "400100000001", url, number: "400100000001", image: "data:image/png;base64,AA==" };
    expect(cardOf(answer({}), "400100000001", memoryOf(kept))?.image).toBe(kept.image);
    const moved = memoryOf({ ...kept, url: "https://gw.example/old.png" });
    expect(cardOf(answer({}), "400100000001", moved)).not.toHaveProperty("image");
  });

  it("a failed call or an answer without a barcode address: no card, nothing remembered, a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const memory = memoryOf();
    expect(cardOf(answer({ BarCodeUrl: " " }), "4001", memory)).toBeNull();
    expect(cardOf({ ok: false, kind: "network", error: "offline" }, "4001", memory)).toBeNull();
    expect(memory.writes).toEqual([]);
    expect(warn.mock.calls).toEqual([
      ["GetMyCardAndSaveAmountInfo failed", "no BarCodeUrl"],
      ["GetMyCardAndSaveAmountInfo failed", "network"],
    ]);
    warn.mockRestore();
  });
});
