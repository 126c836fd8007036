import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { buildChains, buildParallelism, splitChains } from "./build-chains.ts";

describe("splitChains", () => {
  it("deals the sorted chains out round-robin into near-equal groups", () => {
    expect(splitChains(["e", "a", "d", "b", "c"], 2)).toEqual([
      ["a", "c", "e"],
      ["b", "d"],
    ]);
  });

  it("never makes more groups than chains, nor an empty one", () => {
    expect(splitChains(["a"], 4)).toEqual([["a"]]);
    expect(splitChains([], 2)).toEqual([]);
    expect(splitChains(["a", "b"], 0)).toEqual([["a", "b"]]);
  });
});

describe("buildParallelism", () => {
  it("is RELEASE_BUILDS when it is a positive whole number, else one run per core", () => {
    expect(buildParallelism({ RELEASE_BUILDS: "3" })).toBe(3);
    expect(buildParallelism({ RELEASE_BUILDS: "0" })).toBe(availableParallelism());
    expect(buildParallelism({ RELEASE_BUILDS: "two" })).toBe(availableParallelism());
    expect(buildParallelism({})).toBe(availableParallelism());
  });
});

describe("buildChains in runs of bounded size", () => {
  it("builds each core's share in runs of at most RELEASE_BUILD_CHAINS chains, never more runs at once than cores", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "build-chunks-"));
    try {
      cpSync(join(ROOT, "tenants"), join(tmp, "tenants"), { recursive: true });
      const sites = ["couponsonly", "freshmart", "greenvalley", "harvestmarket", "hilltop"];
      const runs: string[][] = [];
      let running = 0;
      let most = 0;
      const result = await buildChains(sites, {
        workDir: join(tmp, "work"),
        tenantsDir: join(tmp, "tenants"),
        parallel: 2,
        env: { RELEASE_BUILD_CHAINS: "2" },
        runBuild: async (group) => {
          runs.push([...group]);
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 20));
          running -= 1;
          return { ok: true, log: "" };
        },
      });
      expect(runs.map((r) => r.join(",")).sort()).toEqual([
        "couponsonly,greenvalley",
        "freshmart,harvestmarket",
        "hilltop",
      ]);
      expect(most).toBe(2);
      expect(result.builds.flatMap((b) => b.sites).sort()).toEqual(sites);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
