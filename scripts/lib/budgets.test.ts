import { describe, expect, it } from "vitest";
import type { PageWeight } from "./budgets.ts";
import { budgetViolations, worstPages } from "./budgets.ts";

const page = (over: Partial<PageWeight>): PageWeight => ({
  page: "/alpha/about/",
  kind: "static",
  gzipBytes: 1000,
  usesReact: false,
  files: 1,
  ...over,
});

describe("budgetViolations", () => {
  it("keeps a small React-free static page and a 90 KB interactive page", () => {
    expect(budgetViolations(page({ gzipBytes: 15_000 }))).toEqual([]);
    expect(budgetViolations(page({ kind: "interactive", gzipBytes: 90_000, usesReact: true }))).toEqual([]);
  });
  it("flags a static page over 15 KB or loading React", () => {
    expect(budgetViolations(page({ gzipBytes: 15_001 }))).toEqual([
      "static page loads 15.0 KB of JS gzip, over 15.0 KB",
    ]);
    expect(budgetViolations(page({ usesReact: true }))).toEqual(["static page loads React"]);
  });
  it("flags an interactive page over 90 KB", () => {
    expect(budgetViolations(page({ kind: "interactive", gzipBytes: 95_500 }))).toEqual([
      "interactive page loads 95.5 KB of JS gzip, over 90.0 KB",
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
