import { describe, expect, it } from "vitest";
import { imageCopy } from "./use-card.ts";

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
