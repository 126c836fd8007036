import { describe, expect, it } from "vitest";
import type { PageWeight } from "./budgets.ts";
import { budgetViolations, runtimeChunkViolations, worstPages } from "./budgets.ts";

const page = (over: Partial<PageWeight>): PageWeight => ({
  page: "/alpha/about/",
  kind: "static",
  gzipBytes: 1000,
  usesReact: false,
  files: 1,
  ...over,
});

describe("budgetViolations", () => {
  it("keeps a small React-free static page and a 110 KB interactive page", () => {
    expect(budgetViolations(page({ gzipBytes: 15_000 }))).toEqual([]);
    expect(budgetViolations(page({ kind: "interactive", gzipBytes: 110_000, usesReact: true }))).toEqual([]);
  });
  it("flags a static page over 15 KB or loading React", () => {
    expect(budgetViolations(page({ gzipBytes: 15_001 }))).toEqual([
      "static page loads 15.0 KB of JS gzip, over 15.0 KB",
    ]);
    expect(budgetViolations(page({ usesReact: true }))).toEqual(["static page loads React"]);
  });
  it("flags an interactive page over 110 KB", () => {
    expect(budgetViolations(page({ kind: "interactive", gzipBytes: 110_500, usesReact: true }))).toEqual([
      "interactive page loads 110.5 KB of JS gzip, over 110.0 KB",
    ]);
  });
  it("flags a page without the page-kind marker", () => {
    expect(budgetViolations(page({ kind: null }))[0]).toContain('<meta name="page-kind"');
  });
});

describe("worstPages", () => {
  it("lists the heaviest pages of each kind, interactive first", () => {
    const all = [
      page({ page: "/a/", gzipBytes: 3 }),
      page({ page: "/b/", gzipBytes: 9 }),
      page({ page: "/c/", kind: "interactive", gzipBytes: 5 }),
      page({ page: "/d/", gzipBytes: 7 }),
    ];
    expect(worstPages(all, 2).map((w) => w.page)).toEqual(["/c/", "/b/", "/d/"]);
  });
});

describe("runtimeChunkViolations", () => {
  it("accepts one shared React runtime chunk (or none)", () => {
    expect(runtimeChunkViolations(["/_assets/react-runtime.Ab1.js"])).toEqual([]);
    expect(runtimeChunkViolations([])).toEqual([]);
  });
  it("flags a runtime split over several chunks", () => {
    expect(runtimeChunkViolations(["/_assets/react-dom.B.js", "/_assets/react.A.js"])).toEqual([
      "the React runtime is split over 2 chunks: /_assets/react-dom.B.js, /_assets/react.A.js",
    ]);
  });
});
