import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "./run.ts";
import { chainDeploy, parseReleaseInclude, releasable } from "./deploy-scope.ts";
import { knownSites } from "../release/release.ts";

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "deploy-scope-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function chain(site: string, local: string | null) {
  mkdirSync(join(tmp, site), { recursive: true });
  if (local !== null) writeFileSync(join(tmp, site, "local.json"), local);
}

describe("which chains a release publishes", () => {
  it("reads each chain's mark: production by default", () => {
    chain("plain", null);
    chain("prod", '{"hosts": ["www.prod.example"]}');
    chain("demo", '{"deploy": "demo"}');
    chain("test", '{"deploy": "test"}');
    expect(["plain", "prod", "demo", "test"].map((s) => chainDeploy(tmp, s))).toEqual([
      "production",
      "production",
      "demo",
      "test",
    ]);
  });

  it("counts an unreadable file or a refused mark as production, so the data check fails the chain by name", () => {
    chain("broken", '{"deploy": ');
    chain("typo", '{"deploy": "tset"}');
    expect(chainDeploy(tmp, "broken")).toBe("production");
    expect(chainDeploy(tmp, "typo")).toBe("production");
  });

  it("leaves demo chains out unless asked, and test chains out always", () => {
    chain("prod", null);
    chain("demo", '{"deploy": "demo"}');
    chain("test", '{"deploy": "test"}');
    expect(releasable(["demo", "prod", "test"], tmp, [])).toEqual({
      sites: ["prod"],
      left: [
        { site: "demo", deploy: "demo" },
        { site: "test", deploy: "test" },
      ],
    });
    expect(releasable(["demo", "prod", "test"], tmp, ["demo"]).sites).toEqual(["demo", "prod"]);
  });

  it("never publishes the committed test chain, and the demo chains only when asked", () => {
    const tenants = join(ROOT, "tenants");
    const sites = knownSites(tenants);
    expect(sites).toContain("hostile");
    expect(chainDeploy(tenants, "hostile")).toBe("test");
    expect(releasable(sites, tenants, []).sites).toEqual([]);
    expect(releasable(sites, tenants, ["demo"]).sites).toEqual(sites.filter((s) => s !== "hostile"));
  });

  it("takes RELEASE_INCLUDE=demo, and refuses anything else", () => {
    expect(parseReleaseInclude(undefined)).toEqual([]);
    expect(parseReleaseInclude("demo")).toEqual(["demo"]);
    expect(() => parseReleaseInclude("demo,test")).toThrow(/"test" is not a kind the release can include/);
  });
});
