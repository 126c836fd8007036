import { describe, expect, it } from "vitest";
import { challengeText, isCorrect, localToken, newChallenge } from "./local-captcha.ts";

describe("local captcha", () => {
  it("asks a sum of two numbers from 1 to 9", () => {
    expect(newChallenge(() => 0)).toEqual({ a: 1, b: 1 });
    expect(newChallenge(() => 0.999)).toEqual({ a: 9, b: 9 });
    expect(challengeText({ a: 3, b: 4 })).toBe("What is 3 + 4?");
  });

  it("accepts only the right answer", () => {
    expect(isCorrect({ a: 3, b: 4 }, "7")).toBe(true);
    expect(isCorrect({ a: 3, b: 4 }, " 7 ")).toBe(true);
    expect(isCorrect({ a: 3, b: 4 }, "8")).toBe(false);
    expect(isCorrect({ a: 3, b: 4 }, "")).toBe(false);
    expect(isCorrect({ a: 3, b: 4 }, "7.0")).toBe(false);
    expect(localToken({ a: 3, b: 4 })).toBe("local:3+4");
  });
});
