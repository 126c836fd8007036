import { describe, expect, it } from "vitest";
import { contrastRatio, inkOn, parseHex, readableTextColor } from "./contrast.ts";

describe("contrast", () => {
  it("parses short and long hex colours", () => {
    expect(parseHex("#318501")).toEqual([0x31, 0x85, 0x01]);
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("green")).toBeNull();
  });
  it("knows black on white is 21:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });
  it("puts white text on the default green header and it passes 4.5:1", () => {
    expect(readableTextColor("#318501")).toBe("#ffffff");
    expect(contrastRatio("#318501", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
  it("puts black text on light headers", () => {
    expect(readableTextColor("#ffd400")).toBe("#000000");
    expect(readableTextColor("#f5f5f5")).toBe("#000000");
  });
  it("always reaches 4.5:1 whatever the background", () => {
    for (const bg of ["#777777", "#808080", "#ff0000", "#0000ff", "#00ff00", "#318501", "#1a1a1a"]) {
      expect(contrastRatio(bg, readableTextColor(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("inkOn", () => {
  it("keeps a colour that already contrasts enough", () => {
    expect(inkOn("#ffffff", "#318501")).toBe("#318501");
  });
  it("darkens a light brand colour until it is readable on white", () => {
    const ink = inkOn("#ffffff", "#ffd400");
    expect(ink).not.toBe("#ffd400");
    expect(contrastRatio("#ffffff", ink)).toBeGreaterThanOrEqual(4.5);
  });
});
