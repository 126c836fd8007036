import { describe, expect, it } from "vitest";
import { consoleText } from "./console-text.ts";

describe("consoleText", () => {
  it("shows escape sequences and other controls escaped, keeps text, tabs and newlines", () => {
    expect(consoleText("Fresh\u001b]0;owned\u0007 \u001b[2J\u001b[31mMart\u009b")).toBe(
      "Fresh\\u001b]0;owned\\u0007 \\u001b[2J\\u001b[31mMart\\u009b",
    );
    expect(consoleText("a\tb\nc é ✓")).toBe("a\tb\nc é ✓");
    expect(consoleText("x\rspoof\u202e")).toBe("x\\u000dspoof\\u202e");
  });
});
