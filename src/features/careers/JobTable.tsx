/**
 * The careers table (accounts §2.15): the hiring service's openings as a table of Job Title and
 * Location, each title linking to its application page by job_hash. Column headers are buttons
 * (keyboard: Tab, Enter or Space), `aria-sort` marks the sorted column and a live region says how
 * the table is sorted. The search form above it validates (no rules) and sends nothing: it only
 * narrows the table.
 */
import { useMemo, useState } from "react";
import { getJobs, type Job } from "../../api/jobs.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useLoad } from "../../lib/use-load.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import {
  applyHref,
  COLUMN_NAMES,
  filterJobs,
  nextSort,
  sortAnnouncement,
  sortJobs,
  type JobColumn,
  type JobSort,
} from "./jobs.ts";
import "./careers.css";

type Props = {
  jobsUrl: string;
  applyUrl: string;
  /** The texts of a page in another language, keyed by their English (careers-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

const COLUMNS: JobColumn[] = ["title", "city"];

/** The openings at `jobsUrl`: null while loading; a failed call is logged and reads as none. */
function useJobs(jobsUrl: string): Job[] | null {
  const load = useLoad(jobsUrl, async () => {
    const result = await getJobs(siteClient(), jobsUrl);
    if (!result.ok) console.warn(`jobs: ${result.kind}`);
    return result.ok ? result.data : [];
  });
  if (load.status === "loading") return null;
  return load.status === "ready" ? load.data : [];
}

/** Openings with sorting and search. */
export default function JobTable({ jobsUrl, applyUrl, texts: t }: Props) {
  const jobs = useJobs(jobsUrl);
  const [sort, setSort] = useState<JobSort | null>(null);
  const [query, setQuery] = useState("");
  const [applied, setApplied] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const shown = useMemo(() => {
    const found = filterJobs(jobs ?? [], applied);
    return sort ? sortJobs(found, sort) : found;
  }, [jobs, applied, sort]);

  function sortBy(column: JobColumn): void {
    const next = nextSort(sort, column);
    setSort(next);
    setAnnouncement(sortAnnouncement(next, t));
  }

  return (
    <div className="job-board">
      <form
        className="job-search"
        role="search"
        aria-label={tr(t, "Search openings")}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(query);
          setAnnouncement(trFill(t, "{n} openings found", { n: String(filterJobs(jobs ?? [], query).length) }));
        }}
      >
        <label htmlFor="job-search-words">{tr(t, "Search openings")}</label>
        <input id="job-search-words" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit" className="button">
          {tr(t, "Submit")}
        </button>
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="job-list">
        {jobs === null ? (
          <p role="status">{tr(t, "Loading the openings…")}</p>
        ) : shown.length === 0 ? (
          <p>{tr(t, "No records found")}</p>
        ) : (
          <table className="job-table">
            <caption>{tr(t, "Current openings")}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" aria-sort={sort?.column === c ? sort.direction : undefined}>
                    <button type="button" onClick={() => sortBy(c)}>
                      {tr(t, COLUMN_NAMES[c])}
                      <span aria-hidden="true" className="sort-mark">
                        {sort?.column === c ? (sort.direction === "ascending" ? " ▲" : " ▼") : " ↕"}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((job) => (
                <tr key={job.job_hash}>
                  <td>
                    <a href={applyHref(applyUrl, job)} target="_blank" rel="noopener noreferrer">
                      {job.title}
                      <span className="visually-hidden">{` ${tr(t, "(opens in a new tab)")}`}</span>
                    </a>
                  </td>
                  <td>{job.city}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
