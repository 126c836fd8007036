/**
 * Immutable release directories and the `current` pointer:
 *
 *   <root>/<id>/      one complete published tree (sites, _assets, _routing, _report), never changed
 *   <root>/current -> <id>
 *
 * Switching is one rename of a fresh symlink over `current` (atomic on POSIX file systems), so a
 * reader sees either the old release or the new one. Rolling back moves the pointer to the release
 * before the current one. Old releases beyond the newest N are deleted; the current one never is.
 */
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

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
 * earlier plain build) is moved aside into the releases root and deleted.
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
    const aside = join(root, `.replaced-${Date.now()}`);
    renameSync(publishDir, aside);
    rmSync(aside, { recursive: true, force: true });
  }
  mkdirSync(dirname(resolve(publishDir)), { recursive: true });
  const tmp = `${resolve(publishDir)}.tmp-${process.pid}`;
  symlinkSync(target, tmp);
  renameSync(tmp, publishDir);
}

/** Moves `current` back to the release before it; returns [from, to]. */
export function rollback(root: string): { from: string; to: string } {
  const from = currentRelease(root);
  const all = listReleases(root);
  const at = from === null ? -1 : all.indexOf(from);
  if (at <= 0) throw new Error(`no release before ${from ?? "(none)"} to roll back to`);
  const to = all[at - 1] as string;
  switchCurrent(root, to);
  return { from: from as string, to };
}

/** Deletes all but the newest `keep` complete releases (never the current one) and unfinished folders. */
export function pruneReleases(root: string, keep: number): string[] {
  const current = currentRelease(root);
  const all = listReleases(root);
  const doomed = all.slice(0, Math.max(0, all.length - keep)).filter((id) => id !== current);
  const unfinished = existsSync(root)
    ? readdirSync(root).filter((n) => ID.test(n) && !all.includes(n) && n !== current)
    : [];
  for (const id of [...doomed, ...unfinished]) rmSync(join(root, id), { recursive: true, force: true });
  return doomed;
}

/**
 * Runs `fn` holding `<root>/.lock`, so two releases (or a release and a rollback) never interleave.
 * A lock left by a process that no longer runs is taken over.
 */
export async function withReleaseLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(root, { recursive: true });
  const file = join(root, ".lock");
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`another release (process ${holder}) is running on ${root}`);
    }
    rmSync(file, { force: true });
    fd = openSync(file, "wx");
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
