/** Small file-system helpers for the scripts that read the built output. */
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Probe } from "./serving-rules.ts";

/** Every file under `dir` (recursively) as posix paths relative to `dir`, sorted. */
export function walkFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join("/"));
    }
  };
  visit(dir);
  return out.sort();
}

/** A probe over a real directory; symlinks are followed, anything unreadable counts as absent. */
export function dirProbe(root: string): Probe {
  return (rel) => {
    try {
      const st = statSync(join(root, ...rel.split("/")));
      if (st.isFile()) return "file";
      return st.isDirectory() ? "dir" : null;
    } catch {
      return null;
    }
  };
}
