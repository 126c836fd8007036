/**
 * `npm start`'s choice of chains over a tenants folder with a broken chain, a chain claiming another's
 * host and one whose name carries terminal escapes: the relay and the build get every good chain,
 * each refused one is named with why, and nothing stops.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetTenantCache } from "../../src/tenant/load-tenants.server.ts";
import { clientInfo, emailSettings, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { demoChains } from "./demo-chains.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "demo-chains-"));
  resetTenantCache();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm start's chains", () => {
  it("serves every good chain in the relay and the build, and names each refused one with why", () => {
    const withForms = (site: string) => clientInfo(site, { EMAIL: emailSettings(site) });
    writeTenantFiles(dir, {
      "domain-map.json": { "www.alpha.example": "alpha" },
      "alpha/clientinfo.json": withForms("alpha"),
      "bravo/clientinfo.json": withForms("bravo"),
      "broken/clientinfo.json": withForms("broken"),
      "broken/local.json": { deploy: "sometimes" },
      "taker/clientinfo.json": withForms("taker"),
      "taker/local.json": { hosts: ["www.alpha.example"] },
    });
    const env = { TENANTS_DIR: dir, FORM_RELAY_URL: "http://localhost:8790", GATEWAY_URL: "http://localhost:8787" };
    const demo = demoChains(env);
    expect(demo.good).toEqual(["alpha", "bravo"]);
    expect([...demo.relay.chains.keys()]).toEqual(["alpha", "bravo"]);
    expect([...demo.relay.refused.keys()].sort()).toEqual(["broken", "taker"]);
    expect(demo.buildEnv).toEqual({ ...env, TENANTS: "alpha,bravo" });
    expect(demo.lines).toContain('npm start: chain "broken" left out (relay and build), its settings are refused:');
    expect(demo.lines.join("\n")).toContain('tenant "broken", local.json: deploy:');
    expect(demo.lines.join("\n")).toContain(
      'host www.alpha.example belongs to "alpha" (domain-map.json); "taker" is refused, "alpha" kept',
    );
  });

  it("leaves the build's chains alone when none is refused", () => {
    writeTenantFiles(dir, { "alpha/clientinfo.json": clientInfo("alpha") });
    const env = { TENANTS_DIR: dir };
    expect(demoChains(env)).toMatchObject({ good: ["alpha"], buildEnv: env, lines: [] });
  });
});
