/** The careers table's logic (accounts §2.15): sorting by a column, and the application link per job. */
import type { Job } from "../../api/jobs.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

/** A sortable column. */
export type JobColumn = "title" | "city";
/** Sort state. */
export type JobSort = { column: JobColumn; direction: "ascending" | "descending" };

/** Column names as the table shows them. */
export const COLUMN_NAMES: Record<JobColumn, string> = { title: "Job Title", city: "Location" };

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The jobs sorted by a column (ties keep the service's order). */
export function sortJobs(jobs: readonly Job[], sort: JobSort): Job[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => sign * collator.compare(a.job[sort.column], b.job[sort.column]) || a.index - b.index)
    .map((x) => x.job);
}

/** Clicking a column: a new column sorts ascending, the same column flips. */
export function nextSort(current: JobSort | null, column: JobColumn): JobSort {
  if (current?.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** What the live region says after a sort. */
export function sortAnnouncement(sort: JobSort, texts?: Texts): string {
  return trFill(texts, "Sorted by {column}, {direction}", {
    column: tr(texts, COLUMN_NAMES[sort.column]),
    direction: tr(texts, sort.direction),
  });
}

/** The application page of a job: the chain's address with `{job_hash}` filled (encoded). */
export function applyHref(template: string, job: Job): string {
  return template.replace("{job_hash}", encodeURIComponent(job.job_hash));
}

/** Jobs whose title or location contains the words (case-insensitive). */
export function filterJobs(jobs: readonly Job[], query: string): Job[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...jobs];
  return jobs.filter((j) => words.every((w) => `${j.title} ${j.city}`.toLowerCase().includes(w)));
}
