import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonArrayStream, stringEnds } from "./json-array-stream.ts";

/** Feeds `text` in pieces of `size` characters; returns the elements (parsed) and the remainder (parsed). */
function read(text: string, size: number, key = "Specials") {
  const stream = jsonArrayStream(key);
  const elements: unknown[] = [];
  for (let i = 0; i < text.length; i += size) {
    for (const e of stream.push(text.slice(i, i + size))) elements.push(JSON.parse(e));
  }
  return { elements, rest: JSON.parse(stream.remainder()) as unknown };
}

const answer = {
  ErrorMessage: { ErrorCode: 1, ErrorDetails: "Success, [not] {an} array", OfflineMessage: null },
  Flags: [1, 2, { Specials: ["nested, not the one"] }],
  Specials: [
    { SSNewsId: 1, Title: 'Say "cheese" {now}', Details: "a\\\\b ] [ , }", Nested: { a: [1, { b: "]" }] } },
    { SSNewsId: 2, Title: "Crème brûlée 🍮", Details: "" },
    42,
    "text, with a comma",
    null,
    [3, 4],
  ],
  IsForceUpdate: false,
};

describe("jsonArrayStream", () => {
  it("gives every element of the top-level array, whole, however the text is cut", () => {
    const text = JSON.stringify(answer, null, 2);
    for (const size of [1, 2, 3, 7, 64, text.length]) {
      const { elements, rest } = read(text, size);
      expect(elements, `pieces of ${size}`).toEqual(answer.Specials);
      expect(rest, `pieces of ${size}`).toEqual({ ...answer, Specials: [] });
    }
  });

  it("finds the array whatever the key's casing, and wherever it is among the keys", () => {
    const { Specials, ...envelope } = answer;
    const text = JSON.stringify({ specials: Specials, ...envelope });
    const { elements, rest } = read(text, 5);
    expect(elements).toEqual(Specials);
    expect(rest).toEqual({ specials: [], ...envelope });
  });

  it("gives elements as soon as they are complete, before the answer ends", () => {
    const stream = jsonArrayStream("Specials");
    expect(stream.push('{"ErrorMessage":{"ErrorCode":1},"Specials":[{"SSNewsId":1},{"SSNe')).toEqual([
      '{"SSNewsId":1}',
    ]);
    expect(stream.push('wsId":2}')).toEqual(['{"SSNewsId":2}']);
    expect(stream.push("]}")).toEqual([]);
    expect(JSON.parse(stream.remainder())).toEqual({ ErrorMessage: { ErrorCode: 1 }, Specials: [] });
  });

  it("gives nothing for an answer without the array, and keeps the whole answer as the remainder", () => {
    const failed = { ErrorMessage: { ErrorCode: -1001, ErrorDetails: "Your session has expired" } };
    const { elements, rest } = read(JSON.stringify(failed), 4);
    expect(elements).toEqual([]);
    expect(rest).toEqual(failed);
    expect(read('{"Specials":[]}', 1).elements).toEqual([]);
  });

  it("reads the large demo chain's 2,054 coupons exactly as JSON.parse does, cut anywhere", () => {
    const pulled = JSON.parse(readFileSync("tenants/harvestmarket/coupon-lists.json", "utf8")) as {
      coupons: unknown[];
    };
    const answer = { ErrorMessage: { ErrorCode: 1 }, Specials: pulled.coupons, IsForceUpdate: false };
    for (const size of [4093, 65536]) {
      const { elements, rest } = read(JSON.stringify(answer), size);
      expect(elements).toEqual(pulled.coupons);
      expect(rest).toEqual({ ...answer, Specials: [] });
    }
  });
});

describe("stringEnds", () => {
  it("finds a string's closing quote past escaped quotes and backslashes", () => {
    const end = stringEnds();
    const text = String.raw`say \"hi\" \\"`;
    expect(end(text, 0)).toBe(text.length);
  });

  it("carries a backslash cut off at a piece's end into the next piece", () => {
    const end = stringEnds();
    expect(end("ab\\", 0)).toBe(-1);
    // The quote the piece starts with is the escaped one; the string ends at the next.
    expect(end('"c"', 0)).toBe(3);
  });

  it("finds an escape in a piece whose text is the same as the piece before", () => {
    const stream = jsonArrayStream("S");
    const piece = String.raw`a\"b`;
    const elements = [stream.push('{"S":["'), stream.push(piece), stream.push(piece), stream.push('"]}')].flat();
    expect(elements.map((e) => JSON.parse(e) as unknown)).toEqual(['a"ba"b']);
  });
});
