/**
 * Results of a page checker remembered by page content, for check:dist's validators
 * (html-validation.ts, nu-validation.ts): identical pages are checked once, and a page whose
 * content was checked before under the same key (the checker's version and configuration) is
 * answered from a JSON file under `node_modules/.cache/check-dist/` without checking it again.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { HtmlProblem } from "./html-validation.ts";

/** Pages remembered at most (about 80 bytes each). */
const CACHE_MAX_PAGES = 20_000;

/** A page's errors without its file name, as remembered. */
type Remembered = Omit<HtmlProblem, "file">[];
type CacheFile = { key: string; pages: Record<string, Remembered> };

/** The errors of a run, and how many files were checked and how many answered from the cache. */
export type CheckedPages = { problems: HtmlProblem[]; validated: number; cached: number };

function readCache(file: string, key: string): Record<string, Remembered> {
  try {
    const cache = JSON.parse(readFileSync(file, "utf8")) as CacheFile;
    return cache.key === key ? cache.pages : {};
  } catch {
    return {};
  }
}

/** Writes the cache whole, under a temporary name first, so a concurrent run never reads half a file. */
function writeCache(file: string, cache: CacheFile, label: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(cache));
    renameSync(temp, file);
  } catch (error) {
    console.warn(`${label}: could not write the result cache: ${String(error)}`);
  }
}

/**
 * Runs `check` over one file per content of `files` (relative to `distDir`) not known under `key`
 * in `cacheFile` (null: no cache), and returns every file's errors in file order.
 */
export async function checkByContent(
  distDir: string,
  files: readonly string[],
  cache: { key: string; file: string | null; label: string },
  check: (todo: readonly string[]) => Promise<HtmlProblem[]>,
): Promise<CheckedPages> {
  const known = cache.file === null ? {} : readCache(cache.file, cache.key);
  const hashes = new Map(
    files.map((f) => [
      f,
      createHash("sha256")
        .update(readFileSync(join(distDir, f)))
        .digest("base64url"),
    ]),
  );
  // One file per content not known yet: identical pages are checked once.
  const unknown = new Map<string, string>();
  for (const f of files) {
    const hash = hashes.get(f) ?? "";
    if (known[hash] === undefined && !unknown.has(hash)) unknown.set(hash, f);
  }
  const todo = [...unknown.values()];
  const found = todo.length === 0 ? [] : await check(todo);
  const pages: Record<string, Remembered> = {};
  for (const f of todo) pages[hashes.get(f) ?? ""] = [];
  for (const { file, ...rest } of found) pages[hashes.get(file) ?? ""]?.push(rest);
  const problems: HtmlProblem[] = [];
  for (const f of files) {
    const hash = hashes.get(f) ?? "";
    const remembered = pages[hash] ?? known[hash] ?? [];
    pages[hash] = remembered;
    problems.push(...remembered.map((p) => ({ file: f, ...p })));
  }
  if (cache.file !== null && todo.length > 0) {
    // This run's pages first, then earlier ones (other builds) up to the cap.
    for (const [hash, remembered] of Object.entries(known)) {
      if (Object.keys(pages).length >= CACHE_MAX_PAGES) break;
      pages[hash] ??= remembered;
    }
    writeCache(cache.file, { key: cache.key, pages }, cache.label);
  }
  return { problems, validated: todo.length, cached: files.length - todo.length };
}
