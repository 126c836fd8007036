import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { buildParallelism, splitChains } from "./build-chains.ts";

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
