import { describe, expect, it } from "vitest";
import { parseFlash } from "./flash.ts";

describe("flash", () => {
  it("parses what the guard script writes", () => {
    expect(parseFlash('{"type":"error","message":"Please Login to access this page"}')).toEqual({
      type: "error",
      message: "Please Login to access this page",
    });
    expect(parseFlash('{"type":"success","message":"x","duration":7000}')).toEqual({
      type: "success",
      message: "x",
      duration: 7000,
    });
  });

  it("ignores anything else", () => {
    expect(parseFlash(null)).toBeNull();
    expect(parseFlash("nope")).toBeNull();
    expect(parseFlash('{"type":"boom","message":"x"}')).toBeNull();
    expect(parseFlash('{"type":"info"}')).toBeNull();
  });
});
