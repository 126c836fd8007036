import { describe, expect, it } from "vitest";
import {
  asClipTimes,
  clippedCell,
  clippedText,
  clipStatusLine,
  memberTag,
  readyText,
  withConfirmed,
  withRemoved,
  withSeen,
} from "./clip-times.ts";

const F = { locale: "en-US", timeZone: "America/Chicago" };
// 2026-11-28 14:05 in Chicago (UTC-6).
const AT = Date.UTC(2026, 10, 28, 20, 5);
const NOW = new Date(Date.UTC(2026, 10, 28, 21, 0));

describe("recording clip times", () => {
  it("a confirmed clip gets the moment of its confirmation, replacing a 'before' guess", () => {
    const guessed = withSeen({}, [7], 1000, false);
    expect(guessed).toEqual({ 7: { at: 1000, before: true } });
    expect(withConfirmed(guessed, [7], 2000)).toEqual({ 7: { at: 2000 } });
  });

  it("a sync keeps known times and marks coupons clipped elsewhere 'before' the sync", () => {
    const times = withConfirmed({}, [1], 500);
    expect(withSeen(times, [1, 2], 900, false)).toEqual({ 1: { at: 500 }, 2: { at: 900, before: true } });
  });

  it("only a complete cart list drops the times of coupons no longer clipped", () => {
    const times = withConfirmed({}, [1, 2], 500);
    expect(withSeen(times, [2], 900, false)).toBe(times);
    expect(withSeen(times, [2], 900, true)).toEqual({ 2: { at: 500 } });
  });

  it("a removal drops the time, so a later clip gets its own", () => {
    const times = withConfirmed({}, [1, 2], 500);
    expect(withRemoved(times, [1])).toEqual({ 2: { at: 500 } });
    expect(withRemoved(times, [9])).toBe(times);
    expect(withConfirmed(withRemoved(times, [1]), [1], 800)[1]).toEqual({ at: 800 });
  });

  it("reads back only well-formed stored times", () => {
    expect(asClipTimes({ 1: { at: 5 }, 2: { at: 6, before: true }, x: { at: 1 }, 3: { at: "7" }, 4: null })).toEqual({
      1: { at: 5 },
      2: { at: 6, before: true },
    });
    expect(asClipTimes("nonsense")).toEqual({});
  });
});

describe("clip time texts", () => {
  it("says 'Clipped {time}' today and adds the date on another day", () => {
    expect(clippedText({ at: AT }, NOW, F)).toBe("Clipped 2:05 PM");
    expect(clippedText({ at: AT - 86_400_000 }, NOW, F)).toBe("Clipped Nov 27, 2:05 PM");
  });

  it("says 'Clipped before {date}' for a coupon clipped elsewhere", () => {
    expect(clippedText({ at: AT, before: true }, NOW, F)).toBe("Clipped before Nov 28, 2026");
    expect(clippedCell({ at: AT, before: true }, F)).toBe("before Nov 28, 2026");
  });

  it("the sheet's cell always names the day", () => {
    expect(clippedCell({ at: AT }, F)).toBe("Nov 28, 2026, 2:05 PM");
  });

  it("adds 'ready at the register by {time}' only where the chain knows its delay and the time is known", () => {
    expect(readyText({ at: AT }, 30, NOW, F)).toBe("ready at the register by 2:35 PM");
    expect(readyText({ at: AT }, null, NOW, F)).toBe("");
    expect(readyText({ at: AT, before: true }, 30, NOW, F)).toBe("");
    expect(clipStatusLine({ at: AT }, 30, NOW, F)).toBe("Clipped 2:05 PM · ready at the register by 2:35 PM");
    expect(clipStatusLine({ at: AT }, null, NOW, F)).toBe("Clipped 2:05 PM");
  });

  it("a delay past midnight names the day it is ready", () => {
    const late = Date.UTC(2026, 10, 29, 5, 50); // 11:50 PM in Chicago
    expect(readyText({ at: late }, 30, new Date(late), F)).toBe("ready at the register by Nov 29, 12:20 AM");
  });
});

describe("memberTag", () => {
  it("names a member by a hash of the card number, the same every time, different per member", () => {
    expect(memberTag("400100012345")).toBe(memberTag("400100012345"));
    expect(memberTag("400100012345")).not.toBe(memberTag("400100012346"));
    expect(memberTag("400100012345")).not.toContain("400100012345");
  });
});
