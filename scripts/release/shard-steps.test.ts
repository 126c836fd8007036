import { describe, expect, it } from "vitest";
import type { ReleaseReport } from "./report.ts";
import {
  chainErrors,
  changesLine,
  notReleasedLine,
  perChainSeconds,
  publishedOf,
  pulledChain,
  pullProgress,
} from "./shard-steps.ts";

describe("pullProgress (the pull's log as progress lines)", () => {
  it("a tenant's line shows until its result, which is shown after the tenant", () => {
    const start = pullProgress("[2/5] freshmart", "[1/5] acme");
    expect(start).toEqual({ current: "[2/5] freshmart", progress: { line: "pull [2/5] freshmart …", done: false } });
    expect(pullProgress("  -> unchanged", start.current)).toEqual({
      current: "[2/5] freshmart",
      progress: { line: "pull [2/5] freshmart: unchanged", done: true },
    });
  });

  it("any other line shows nothing and keeps the tenant", () => {
    expect(pullProgress("domain map: 13 hosts, 6 sites (unchanged)", "[1/5] acme")).toEqual({
      current: "[1/5] acme",
      progress: null,
    });
  });
});

describe("pulledChain", () => {
  it("a pulled chain: its label and warnings, no error", () => {
    const report = { site: "acme", status: "changed" as const, changedFiles: ["local.json"], warnings: ["w"] };
    expect(pulledChain(report)).toEqual({ label: "changed (local.json)", warnings: ["w"] });
  });

  it("a failed pull names its reason and that the last good snapshot is kept", () => {
    const report = { site: "acme", status: "failed" as const, changedFiles: [], reason: "timeout", hadSnapshot: true };
    expect(pulledChain(report)).toEqual({
      label: "FAILED (kept last good snapshot)",
      warnings: [],
      error: "pull: timeout (kept last good snapshot)",
    });
  });
});

describe("publishedOf (what the current release says)", () => {
  it("the published hash of each chain with the release's inputs, and the chains that failed", () => {
    const previous = {
      inputsHash: "in-1",
      chains: [
        { site: "acme", publishedHash: "h-a", status: "built" },
        { site: "bolt", publishedHash: null, status: "failed" },
        { site: "cove", publishedHash: "h-c", status: "failed" },
      ],
    } as unknown as ReleaseReport;
    expect(publishedOf(previous)).toEqual({
      published: { acme: { hash: "h-a", inputsHash: "in-1" }, cove: { hash: "h-c", inputsHash: "in-1" } },
      failedLastTime: ["bolt", "cove"],
    });
  });

  it("nothing before the first release", () => {
    expect(publishedOf(null)).toEqual({ published: {}, failedLastTime: [] });
  });
});

describe("the detection's log lines", () => {
  it("names the chains left out, with the demo hint only when a demo chain is among them", () => {
    expect(notReleasedLine([])).toBeNull();
    expect(notReleasedLine([{ site: "probe", deploy: "test" }])).toBe(
      "not released (not production chains): probe (test)",
    );
    expect(
      notReleasedLine([
        { site: "freshmart", deploy: "demo" },
        { site: "probe", deploy: "test" },
      ]),
    ).toBe(
      "not released (not production chains): freshmart (demo), probe (test); --include-demo releases the demo chains",
    );
  });

  it("counts the chains to build and names them", () => {
    expect(changesLine(["acme", "bolt"], 5)).toBe("changes: 2 of 5 chains to build (acme, bolt)");
    expect(changesLine([], 5)).toBe("changes: 0 of 5 chains to build");
  });
});

describe("a chain's shard entry", () => {
  it("perChainSeconds: a run's time split evenly over its chains, summed over runs", () => {
    const seconds = perChainSeconds([
      { sites: ["acme", "bolt"], seconds: 10 },
      { sites: ["acme"], seconds: 3 },
    ]);
    expect(Object.fromEntries(seconds)).toEqual({ acme: 8, bolt: 5 });
  });

  it("chainErrors: the pull's, the build's, then at most 20 problems of the verification", () => {
    const problems = Array.from({ length: 25 }, (_, i) => `p${i}`);
    const errors = chainErrors({ label: "x", error: "pull: timeout" }, "build failed:\nboom", problems);
    expect(errors).toEqual([
      "pull: timeout",
      "build failed:\nboom",
      `verification failed: ${problems.slice(0, 20).join("; ")}`,
    ]);
    expect(chainErrors({ label: "unchanged" }, undefined, [])).toEqual([]);
    expect(chainErrors(undefined, undefined, undefined)).toEqual([]);
  });
});
