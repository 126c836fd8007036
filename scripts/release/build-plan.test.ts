import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientInfo, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { planBuild } from "./build-plan.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "build-plan-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("planBuild", () => {
  it("builds the good chains and refuses each bad one with all its problems", () => {
    writeTenantFiles(dir, {
      "good/clientinfo.json": clientInfo("good"),
      "bad/clientinfo.json": clientInfo("bad", { THEME: 9, LOGO_HEADER: 'https://cdn"$host.example/l.png' }),
      "bad/local.json": { hosts: ["Bad Host"] },
      "empty/local.json": {},
    });
    const plan = planBuild({ TENANTS_DIR: dir });
    expect(plan.good).toEqual(["good"]);
    expect([...plan.refused.keys()].sort()).toEqual(["bad", "empty"]);
    expect(plan.refused.get("bad")?.map((l) => l.split(":").slice(0, 2).join(":"))).toEqual([
      'tenant "bad", local.json: hosts[0]',
      'tenant "bad", clientinfo.json: data.THEME',
      'tenant "bad", clientinfo.json: data.LOGO_HEADER',
    ]);
  });

  it("refuses a narrowed build's chain that takes the subdomain or a host of a chain it does not load", () => {
    writeTenantFiles(dir, {
      "domain-map.json": { "www.held.example": "held" },
      "held/clientinfo.json": clientInfo("held"),
      "taker/clientinfo.json": clientInfo("taker", { RSA_SUBDOMAIN: "HELD" }),
      "hostile/clientinfo.json": clientInfo("hostile"),
      "hostile/local.json": { hosts: ["www.held.example"] },
    });
    const plan = planBuild({ TENANTS_DIR: dir, TENANTS: "taker,hostile" });
    expect(plan.good).toEqual([]);
    expect(plan.refused.get("taker")).toEqual([
      'tenant "taker", clientinfo.json: data.RSA_SUBDOMAIN: "held" is the subdomain of "held" and "taker" ' +
        "(each chain needs its own: the signed-in member is kept per subdomain)",
    ]);
    expect(plan.refused.get("hostile")).toEqual([
      'tenant "hostile", local.json: host www.held.example belongs to "held" (domain-map.json); "hostile" is refused, "held" kept',
    ]);
    expect(plan.refused.has("held")).toBe(false);
  });
});
