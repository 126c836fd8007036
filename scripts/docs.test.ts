/**
 * The project's Markdown stays true and readable:
 * - every relative link reaches its file, and its `#anchor` a heading of that file (GitHub's
 *   heading ids) or an `<a id>`, so moving a text never leaves a link behind;
 * - no table cell is longer than a sentence: one sentence (no full stop followed by more text,
 *   "e.g." and "i.e." aside) of at most MAX_CELL_WORDS words; what does not fit goes in prose under
 *   the table. The generated settings tables follow the same rule (`splitDoc`: the first sentence
 *   in the cell, the rest below).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitDoc } from "./pull/settings-table.ts";

const ROOT = join(import.meta.dirname, "..");
const MAX_CELL_WORDS = 40;

/** The tracked Markdown files of the repository. */
const markdownFiles = (): string[] =>
  execFileSync("git", ["ls-files", "*.md"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);

/** A file's lines outside fenced code blocks, with their line numbers. */
function proseLines(file: string): { line: string; number: number }[] {
  let fenced = false;
  return readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .flatMap((line, index) => {
      if (line.startsWith("```")) fenced = !fenced;
      return fenced || line.startsWith("```") ? [] : [{ line, number: index + 1 }];
    });
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replaceAll("`", "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\-_ ]/gu, "")
    .replaceAll(" ", "-");
}

/** The anchors of a Markdown file: its headings' ids (a repeated one numbered -1, -2 …) and `<a id>`s. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(file)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const id = headingId(heading[1] ?? "");
      const n = seen.get(id) ?? 0;
      anchors.add(n === 0 ? id : `${id}-${n}`);
      seen.set(id, n + 1);
    }
    for (const a of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(a[1] ?? "");
  }
  return anchors;
}

/** A table row's cells (escaped pipes kept inside their cell); null for a line that is not a row or is the rule row. */
function cellsOf(line: string): string[] | null {
  if (!line.startsWith("|") || /^\|[\s:|-]+\|\s*$/.test(line)) return null;
  return line
    .trim()
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());
}

/** Why a cell is too long, or null when it reads as one sentence. */
export function cellProblem(cell: string): string | null {
  const text = cell
    .replace(/`[^`]*`/g, "code")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/ \(more below\)$/, "");
  if (splitDoc(text).rest) return "more than one sentence";
  const words = text.split(/\s+/).filter(Boolean).length;
  return words > MAX_CELL_WORDS ? `${words} words` : null;
}

describe("links between the project's texts", () => {
  it("names headings as GitHub does", () => {
    expect(headingId("The till offline (features/cart, shared/card, shared/session)")).toBe(
      "the-till-offline-featurescart-sharedcard-sharedsession",
    );
    expect(headingId("`npm test` and [its stages](x.md)")).toBe("npm-test-and-its-stages");
    expect(headingId("Lighthouse 12.6.1 — mobile")).toBe("lighthouse-1261--mobile");
  });

  it("every relative link reaches its file and its anchor", () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const file of markdownFiles()) {
      for (const { line, number } of proseLines(file)) {
        for (const link of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = link[1] ?? "";
          if (/^[a-z]+:/.test(target)) continue;
          const [path = "", anchor] = target.split("#");
          const to = path === "" ? file : join(dirname(file), path);
          if (!existsSync(join(ROOT, to))) broken.push(`${file}:${number}: no file ${target}`);
          else if (anchor !== undefined && to.endsWith(".md")) {
            if (!anchors.has(to)) anchors.set(to, anchorsOf(to));
            if (!anchors.get(to)?.has(anchor)) broken.push(`${file}:${number}: no heading #${anchor} in ${to}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("table cells", () => {
  it("tells one sentence from more, and counts words outside code", () => {
    expect(cellProblem("the relay, e.g. `https://relay.example/`; each send once")).toBeNull();
    expect(cellProblem("Minutes a clip takes. (more below)")).toBeNull();
    expect(cellProblem("Shown on the cards. Filterable in the finder.")).toBe("more than one sentence");
    expect(cellProblem(Array.from({ length: 41 }, () => "word").join(" "))).toBe("41 words");
    expect(cellProblem(`\`${Array.from({ length: 60 }, () => "x").join(" ")}\` does it`)).toBeNull();
  });

  it("every table cell of the project's Markdown is at most a sentence", () => {
    const long: string[] = [];
    for (const file of markdownFiles()) {
      for (const { line, number } of proseLines(file)) {
        for (const cell of cellsOf(line) ?? []) {
          const problem = cellProblem(cell);
          if (problem) long.push(`${file}:${number}: ${problem}: ${cell.slice(0, 80)}…`);
        }
      }
    }
    expect(long).toEqual([]);
  });
});
