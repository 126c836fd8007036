import { describe, expect, it } from "vitest";
import { hasHandOff, readHandOff, stripHandOff } from "./hand-off-params.ts";

describe("hand-off parameters", () => {
  it("reads the identifiers, case-insensitively", () => {
    expect(readHandOff("?memberNumber=4001&userid=7&USERTOKEN=abc&DeviceId=3&mobileos=iOS")).toEqual({
      MemberNumber: "4001",
      UserId: "7",
      UserToken: "abc",
      DeviceId: "3",
      MobileOS: "iOS",
    });
  });

  it("needs MemberNumber, UserId and UserToken", () => {
    expect(readHandOff("?MemberNumber=4001&UserId=7")).toBeNull();
    expect(readHandOff("?MemberNumber=4001&UserId=7&UserToken=")).toBeNull();
    expect(readHandOff("?q=milk")).toBeNull();
    expect(hasHandOff("?MemberNumber=4001&UserId=7")).toBe(true);
    expect(hasHandOff("?q=milk")).toBe(false);
  });

  it("strips every hand-off parameter and keeps the rest", () => {
    expect(stripHandOff("https://x.example/coupons/?q=milk&UserToken=abc&memberNumber=1&userId=2#top")).toBe(
      "https://x.example/coupons/?q=milk#top",
    );
    expect(stripHandOff("https://x.example/?UserToken=abc")).toBe("https://x.example/");
  });
});
