import { describe, expect, it } from "vitest";
import { applyHref, filterJobs, nextSort, sortAnnouncement, sortJobs } from "./jobs.ts";

const jobs = [
  { title: "Cashier", city: "Weaverville", job_hash: "a1" },
  { title: "baker", city: "Asheville", job_hash: "b 2" },
  { title: "Deli Clerk", city: "Black Mountain", job_hash: "c3" },
  { title: "Cashier", city: "Asheville", job_hash: "d4" },
];

describe("careers table", () => {
  it("sorts by title or location, both ways, ties in service order", () => {
    expect(sortJobs(jobs, { column: "title", direction: "ascending" }).map((j) => j.job_hash)).toEqual([
      "b 2",
      "a1",
      "d4",
      "c3",
    ]);
    expect(sortJobs(jobs, { column: "city", direction: "descending" }).map((j) => j.job_hash)).toEqual([
      "a1",
      "c3",
      "b 2",
      "d4",
    ]);
  });

  it("flips the direction on the same column and starts ascending on a new one", () => {
    expect(nextSort(null, "title")).toEqual({ column: "title", direction: "ascending" });
    expect(nextSort({ column: "title", direction: "ascending" }, "title").direction).toBe("descending");
    expect(nextSort({ column: "title", direction: "descending" }, "city")).toEqual({
      column: "city",
      direction: "ascending",
    });
    expect(sortAnnouncement({ column: "city", direction: "descending" })).toBe("Sorted by Location, descending");
  });

  it("links each title by its job_hash and filters by words", () => {
    expect(applyHref("https://jobs.example/apply/{job_hash}", jobs[1]!)).toBe("https://jobs.example/apply/b%202");
    expect(filterJobs(jobs, "cashier asheville").map((j) => j.job_hash)).toEqual(["d4"]);
    expect(filterJobs(jobs, "  ")).toHaveLength(4);
  });
});
