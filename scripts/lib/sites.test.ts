import { describe, expect, it } from "vitest";
import { hostsOf, hostTable, normaliseHost } from "./sites.ts";

describe("normaliseHost", () => {
  it.each([
    ["WWW.Fresh.Example:4321", "www.fresh.example"],
    ["fresh.localhost", "fresh.localhost"],
    ["fresh.example.", "fresh.example"],
    ["[::1]:4321", "[::1]"],
  ])("%s → %s", (raw, host) => {
    expect(normaliseHost(raw)).toBe(host);
  });
});

describe("hostTable", () => {
  it("maps listed hosts and <site>.localhost to the site", () => {
    const site = { site: "alpha", hosts: ["WWW.Alpha.Example"], onlyCoupons: false, betaHosts: [] };
    expect(hostsOf(site)).toEqual(["www.alpha.example", "alpha.localhost"]);
    expect(hostTable([site]).get("alpha.localhost")?.site).toBe("alpha");
  });
  it("refuses a host claimed by two sites", () => {
    const a = { site: "alpha", hosts: ["shared.example"], onlyCoupons: false, betaHosts: [] };
    const b = { site: "beta", hosts: ["shared.example"], onlyCoupons: false, betaHosts: [] };
    expect(() => hostTable([a, b])).toThrow("host shared.example is claimed by both alpha and beta");
  });
});
