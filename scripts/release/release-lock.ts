/**
 * The lock of a releases folder, `<root>/.lock`: whatever changes the folder (a release, a merge, a
 * rollback, the watcher's rebuild of a chain) holds it, so two of them never interleave. The file
 * names its holder — process id, the process's start time (so a reused id is not mistaken for the
 * holder) and what it runs — and is created with O_EXCL, so only one process can make it. A lock
 * whose holder is gone (killed, crashed, the machine restarted) is taken over; taking over happens
 * under a second, short-lived guard (`.lock.takeover`, a directory made atomically), so two
 * processes that both found the same dead holder cannot both take the lock. A guard older than
 * GUARD_STALE_MS is itself from a process killed while taking over, and is removed.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isRunning } from "../lib/run.ts";

/** Who holds a lock. */
export type LockHolder = { pid: number; started: string | null; command: string; since: string };

/** Options of `withReleaseLock`. */
export type LockOptions = {
  /** What the holder runs, for the message of whoever waits ("release", "watch: rebuild of x"). */
  command?: string;
  /** How long to wait for a lock held by a live process, in ms (default 0: fail at once). */
  waitMs?: number;
  /** Told once, when the lock is found held and the caller waits. */
  onWait?: (holder: LockHolder) => void;
};

const LOCK = ".lock";
const GUARD = ".lock.takeover";
const GUARD_STALE_MS = 10_000;
const POLL_MS = 250;

/** A process's start time (clock ticks since boot, /proc/<pid>/stat field 22), or null where unknown. */
export function processStarted(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** The holder a lock file names (an older lock holds only a process id), or null when unreadable. */
export function readHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null, command: "release", since: "" };
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    return typeof h.pid === "number"
      ? { pid: h.pid, started: h.started ?? null, command: h.command ?? "", since: h.since ?? "" }
      : null;
  } catch {
    return null;
  }
}

/** Whether the holder still runs: its process exists and, where recorded, started when it did. */
export function holderAlive(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isRunning(holder.pid)) return false;
  const started = processStarted(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/** Creates the lock file if nobody holds it; true when this process now holds it. */
function create(file: string, command: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  const holder: LockHolder = {
    pid: process.pid,
    started: processStarted(process.pid),
    command,
    since: new Date().toISOString(),
  };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

/**
 * Removes the lock of a holder that is gone, under the takeover guard; true when it was removed (or
 * was gone already). False when another process is taking over right now.
 */
function takeOver(root: string, dead: LockHolder): boolean {
  const guard = join(root, GUARD);
  try {
    mkdirSync(guard);
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmdirSync(guard);
    } catch {
      // removed by its owner meanwhile
    }
    return false;
  }
  try {
    // Read again under the guard: only a lock still naming the dead holder is removed.
    const now = readHolder(join(root, LOCK));
    if (now === null || (now.pid === dead.pid && now.started === dead.started && !holderAlive(now)))
      rmSync(join(root, LOCK), { force: true });
    return true;
  } finally {
    rmdirSync(guard);
  }
}

/** Takes the lock, waiting up to `waitMs` for a live holder; throws naming the holder when it cannot. */
async function acquire(root: string, opts: LockOptions): Promise<void> {
  const file = join(root, LOCK);
  const deadline = Date.now() + (opts.waitMs ?? 0);
  let told = false;
  for (;;) {
    if (create(file, opts.command ?? "release")) return;
    const holder = readHolder(file);
    if (holder === null) {
      // Being written this very moment, or damaged: a damaged lock is old; a fresh one is being written.
      const age = (() => {
        try {
          return Date.now() - statSync(file).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > GUARD_STALE_MS) rmSync(file, { force: true });
    } else if (!holderAlive(holder)) {
      takeOver(root, holder);
      continue;
    } else if (Date.now() >= deadline) {
      const what = holder.command ? ` (${holder.command})` : "";
      const since = holder.since ? ` since ${holder.since}` : "";
      throw new Error(`another release${what} is running on ${root}: process ${holder.pid}${since}`);
    } else if (!told) {
      told = true;
      opts.onWait?.(holder);
    }
    await sleep(POLL_MS);
  }
}

/**
 * Runs `fn` holding `<root>/.lock`, so two runs that change the releases folder never interleave.
 * A lock whose process is gone is taken over; one held by a live process is waited for up to
 * `waitMs`, then refused.
 */
export async function withReleaseLock<T>(root: string, fn: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  mkdirSync(root, { recursive: true });
  await acquire(root, opts);
  try {
    return await fn();
  } finally {
    // Only our own lock is removed (a run that outlived a takeover must not free another's).
    if (readHolder(join(root, LOCK))?.pid === process.pid) rmSync(join(root, LOCK), { force: true });
  }
}
