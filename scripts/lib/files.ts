/** Small file-system helpers for the scripts that read the built output. */
import { lstatSync, readdirSync, statSync } from "node:fs";
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

/**
 * A probe over a real directory; anything unreadable counts as absent. Symbolic links below `root`
 * are followed unless `followLinks` is false: then a path through one is absent, as nginx's
 * `disable_symlinks on from=$document_root` has it (the preview serves like production).
 */
export function dirProbe(root: string, { followLinks = true }: { followLinks?: boolean } = {}): Probe {
  return (rel) => {
    try {
      const parts = rel.split("/").filter((p) => p !== "");
      if (!followLinks && parts.some((_, i) => lstatSync(join(root, ...parts.slice(0, i + 1))).isSymbolicLink()))
        return null;
      const st = statSync(join(root, ...rel.split("/")));
      if (st.isFile()) return "file";
      return st.isDirectory() ? "dir" : null;
    } catch {
      return null;
    }
  };
}
