import { describe, expect, it } from "vitest";
import { goBackTarget } from "./go-back.ts";

const ORIGIN = "http://freshmart.localhost:4331";
const BASE = `${ORIGIN}/hilltop/`;

describe("goBackTarget", () => {
  it("leads to a same-origin referrer outside the chain's site and keeps it", () => {
    expect(goBackTarget(`${ORIGIN}/`, ORIGIN, BASE, null)).toEqual({ href: `${ORIGIN}/`, keep: true });
    expect(
      goBackTarget(
        "http://localhost:4331/freshmart/",
        "http://localhost:4331",
        "http://localhost:4331/greenvalley/",
        null,
      ),
    ).toEqual({
      href: "http://localhost:4331/freshmart/",
      keep: true,
    });
  });
  it("keeps the first way back while the shopper moves inside the chain's site", () => {
    const stored = `${ORIGIN}/freshmart-page/`;
    expect(goBackTarget(`${BASE}coupons-only/?category=3`, ORIGIN, BASE, stored)).toEqual({
      href: stored,
      keep: false,
    });
    expect(goBackTarget(`${BASE}login/`, ORIGIN, BASE, stored)).toEqual({ href: stored, keep: false });
  });
  it("falls back to the host root for other origins, no referrer or a foreign stored address", () => {
    expect(goBackTarget("https://evil.example/", ORIGIN, BASE, null)).toEqual({ href: `${ORIGIN}/`, keep: false });
    expect(goBackTarget("", ORIGIN, BASE, null)).toEqual({ href: `${ORIGIN}/`, keep: false });
    expect(goBackTarget("", ORIGIN, BASE, "https://evil.example/")).toEqual({ href: `${ORIGIN}/`, keep: false });
    expect(goBackTarget("not a url", ORIGIN, BASE, "also not")).toEqual({ href: `${ORIGIN}/`, keep: false });
  });
});
