/**
 * docs/commands.md lists every npm script of package.json, so a new script cannot go unwritten and a
 * removed one cannot linger in the table.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./lib/run.ts";

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
const doc = readFileSync(join(ROOT, "docs/commands.md"), "utf8");
/** The scripts named in the first column of the commands table (`npm start`, `npm run x`, `npm test`). */
const table = doc.slice(doc.indexOf("## Scripts"), doc.indexOf("\n## ", doc.indexOf("## Scripts") + 1));
const named = new Set(
  table
    .split("\n")
    .filter((l) => l.startsWith("| `npm"))
    .flatMap((l) => [...(l.split("|")[1] ?? "").matchAll(/`npm (?:run )?([\w:-]+)`/g)].map((m) => m[1])),
);

describe("docs/commands.md", () => {
  it.each(Object.keys(pkg.scripts))("lists npm script %s", (script) => {
    expect(named.has(script)).toBe(true);
  });
  it("lists no script that package.json lacks", () => {
    expect([...named].filter((s) => s === undefined || !(s in pkg.scripts))).toEqual([]);
  });
});
