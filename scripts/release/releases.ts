/**
 * Immutable release directories and the `current` pointer:
 *
 *   <root>/<id>/          one complete published tree (a link per chain to its version, _routing, _report), never changed
 *   <root>/chains/        the chain versions the releases point at (chain-versions.ts)
 *   <root>/current -> <id>
 *   <root>/history.json   the releases made current by publishing, oldest first (what rollback follows)
 *
 * Switching is one rename of a fresh symlink over `current` (atomic on POSIX file systems), so a
 * reader sees either the old release or the new one. Publishing pushes the release onto the history;
 * rolling back takes the current one off and points `current` at the newest release left on it, so
 * after a rollback and a new release, the next rollback returns to the release before the new one,
 * never to the release that was rolled back. Releases beyond the newest N (by id and on the history)
 * are deleted; the current one never is.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { pruneVersions } from "./chain-versions.ts";

/** The pointer's name inside the releases root. */
export const CURRENT = "current";
/** A release is complete once this file exists in it (written last). */
export const REPORT_JSON = "_report/report.json";

const ID = /^\d{8}T\d{9}Z(-[a-z0-9]+)?$/;

/** A release id: UTC time to the millisecond (sortable), with a random suffix. */
export function newReleaseId(now: Date = new Date(), suffix = Math.random().toString(36).slice(2, 6)): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${suffix}`;
}

/** A new id that sorts after every release under `root` (clocks can step back). */
export function nextReleaseId(root: string, now: Date = new Date()): string {
  const last = listReleases(root).at(-1);
  let t = now.getTime();
  let id = newReleaseId(new Date(t));
  while (last !== undefined && id <= last) id = newReleaseId(new Date(++t));
  return id;
}

/** Complete releases under `root`, oldest first. */
export function listReleases(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((n) => ID.test(n) && existsSync(join(root, n, REPORT_JSON)))
    .sort();
}

/** The id `current` points at, or null. */
export function currentRelease(root: string): string | null {
  try {
    return basename(readlinkSync(join(root, CURRENT)));
  } catch {
    return null;
  }
}

/** Points `current` at `id` in one rename. */
export function switchCurrent(root: string, id: string): void {
  if (!existsSync(join(root, id, REPORT_JSON))) throw new Error(`release ${id} is not complete; not switching`);
  const tmp = join(root, `.${CURRENT}-${process.pid}-${Date.now()}`);
  symlinkSync(id, tmp);
  renameSync(tmp, join(root, CURRENT));
}

/**
 * Makes `publishDir` (e.g. dist) a symlink to `<root>/current`, once. A real folder there (an
 * earlier plain build) is moved aside beside itself (never into the releases root, which may be on
 * another file system) and deleted.
 */
export function linkPublishDir(root: string, publishDir: string): void {
  const target = relative(dirname(resolve(publishDir)), resolve(root, CURRENT));
  let stat;
  try {
    stat = lstatSync(publishDir);
  } catch {
    stat = null;
  }
  if (stat?.isSymbolicLink() && readlinkSync(publishDir) === target) return;
  if (stat !== null && !stat.isSymbolicLink()) {
    const aside = `${resolve(publishDir)}.replaced-${process.pid}`;
    try {
      renameSync(publishDir, aside);
    } catch {
      // A mount point cannot be renamed: delete it where it is.
      rmSync(publishDir, { recursive: true, force: true });
    }
    rmSync(aside, { recursive: true, force: true });
  }
  mkdirSync(dirname(resolve(publishDir)), { recursive: true });
  const tmp = `${resolve(publishDir)}.tmp-${process.pid}`;
  symlinkSync(target, tmp);
  renameSync(tmp, publishDir);
}

const HISTORY = "history.json";

/**
 * The publish history, oldest first, of releases still complete on disk. Without a readable history
 * file (a releases folder from before it existed, or a damaged file), the complete releases up to
 * the current one.
 */
export function publishHistory(root: string): string[] {
  const complete = listReleases(root);
  let published: unknown;
  try {
    published = (JSON.parse(readFileSync(join(root, HISTORY), "utf8")) as { published?: unknown }).published;
  } catch {
    published = undefined; // missing or unreadable: derived from the releases themselves
  }
  if (!Array.isArray(published)) {
    const current = currentRelease(root);
    const at = current === null ? -1 : complete.indexOf(current);
    return at < 0 ? [] : complete.slice(0, at + 1);
  }
  return published.filter((id): id is string => typeof id === "string" && complete.includes(id));
}

function writeHistory(root: string, ids: readonly string[]): void {
  const tmp = join(root, `.${HISTORY}-${process.pid}`);
  writeFileSync(tmp, `${JSON.stringify({ published: ids }, null, 2)}\n`);
  renameSync(tmp, join(root, HISTORY));
}

/**
 * Publishes release `id`: points `current` at it, then records it on the history. (A crash between
 * the two leaves `current` off the history; rollback then returns to the history's newest.)
 */
export function publishCurrent(root: string, id: string): void {
  const history = publishHistory(root).filter((h) => h !== id);
  switchCurrent(root, id);
  writeHistory(root, [...history, id]);
}

/** Moves `current` back along the publish history; returns [from, to]. */
export function rollback(root: string): { from: string; to: string } {
  const from = currentRelease(root);
  const history = publishHistory(root);
  const at = from === null ? -1 : history.indexOf(from);
  // Everything after the current release (a rollback interrupted before its history was written) goes too.
  const earlier = at < 0 ? history : history.slice(0, at);
  const to = earlier.at(-1);
  if (to === undefined) throw new Error(`no release before ${from ?? "(none)"} to roll back to`);
  switchCurrent(root, to);
  writeHistory(root, earlier);
  return { from: from ?? "(none)", to };
}

/**
 * Deletes complete releases that are neither current, nor among the newest `keep` by id, nor among
 * the newest `keep` of the publish history (what rollback can reach), and unfinished folders.
 */
export function pruneReleases(root: string, keep: number): string[] {
  const current = currentRelease(root);
  const all = listReleases(root);
  const kept = new Set([...all.slice(-keep), ...publishHistory(root).slice(-keep)]);
  const doomed = all.filter((id) => id !== current && !kept.has(id));
  const unfinished = existsSync(root)
    ? readdirSync(root).filter((n) => ID.test(n) && !all.includes(n) && n !== current)
    : [];
  for (const id of [...doomed, ...unfinished]) rmSync(join(root, id), { recursive: true, force: true });
  // The chain versions only the deleted releases pointed at go with them.
  pruneVersions(root);
  return doomed;
}

/** Temporary entries a run makes in the releases root, each named with its process id. */
const TEMPORARY = /^\.(?:work|current|replaced|history\.json)-(\d+)(?:-|$)/;

/**
 * Removes what a killed run left in the releases root: work folders (`.work-<pid>`), half-made
 * pointers and history files, and release folders that never got their report. Only under the
 * release lock (no other run can be using them); this process's own entries are kept.
 */
export function removeStaleWork(root: string): string[] {
  if (!existsSync(root)) return [];
  const current = currentRelease(root);
  const complete = new Set(listReleases(root));
  const stale = readdirSync(root).filter((name) => {
    const temporary = TEMPORARY.exec(name);
    if (temporary) return Number(temporary[1]) !== process.pid;
    return ID.test(name) && !complete.has(name) && name !== current;
  });
  for (const name of stale) rmSync(join(root, name), { recursive: true, force: true });
  // The versions a killed run made for a release it never completed, and its staging, go at the
  // end of this run (pruneReleases): nothing points at them.
  return stale;
}
