/**
 * Peak memory of a process and everything it started, sampled from /proc (Linux): the resident
 * set of the whole tree at once (what a CI runner must hold: a release shard runs two `astro build`
 * processes side by side) and of its largest single process. `/usr/bin/time -f %M` gives only the
 * latter, which hides two builds of 1.2 GB each behind one figure. Elsewhere (no /proc) it reports 0.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Peak resident memory seen, in MB. */
export type MemoryPeak = { treeMb: number; largestMb: number; samples: number };

const PAGE_KB = 4;

/** Parent of each running process, from /proc/<pid>/stat (field 4). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name (field 2) may hold spaces and parentheses: read after its last ')'.
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(Number(name), Number(after[1]));
    } catch {
      // the process ended while being read
    }
  }
  return out;
}

/** Resident memory of one process in KB (0 when it is gone). */
function residentKb(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    return Number.isFinite(pages) ? pages * PAGE_KB : 0;
  } catch {
    return 0;
  }
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const parentOf = parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/**
 * Samples the tree under `root` every `everyMs` until `stop()` is called; `stop()` returns the peaks.
 * The sum of the tree is taken at one instant, so two processes that never overlap are not added.
 */
export function sampleTreeMemory(root: number, everyMs = 250): { stop: () => MemoryPeak } {
  const peak: MemoryPeak = { treeMb: 0, largestMb: 0, samples: 0 };
  if (!existsSync("/proc/self/statm")) return { stop: () => peak };
  const sample = () => {
    const sizes = processTree(root).map(residentKb);
    peak.treeMb = Math.max(peak.treeMb, sizes.reduce((a, b) => a + b, 0) / 1024);
    peak.largestMb = Math.max(peak.largestMb, ...sizes.map((kb) => kb / 1024));
    peak.samples += 1;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
