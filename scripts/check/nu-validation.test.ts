import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateWithNu } from "./nu-validation.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const doc = (body: string, after = "") =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>t</title></head>\n<body>\n${body}\n</body>\n</html>${after}\n`;

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("the Nu checker over built pages", () => {
  it("reports each error with its file and line, checks identical pages once and remembers results", async () => {
    const dir = dist({
      "a.html": doc("<p>fine</p>"),
      "b.html": doc('<div role="tablist"><button role="tab" aria-selected="true">x</button></div>'),
      "c.html": doc("<p>fine</p>", '<script src="x.js"></script>'),
      "d.html": doc("<p>fine</p>", '<script src="x.js"></script>'),
      "e.html": doc('<meta http-equiv="refresh" content="0;url=../x/">'),
    });
    const cacheFile = join(dir, "cache.json");
    const first = await validateWithNu(dir, ["a.html", "b.html", "c.html", "d.html", "e.html"], { cacheFile, jvms: 1 });
    const where = first.problems.map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(where).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^b\.html:5 .*role=tabpanel/),
        expect.stringMatching(/^c\.html:7 Stray start tag “script”/),
        expect.stringMatching(/^d\.html:7 Stray start tag “script”/),
      ]),
    );
    expect(where.some((w) => w.startsWith("a.html"))).toBe(false);
    expect(first.validated).toBe(4);
    expect(first.cached).toBe(1);
    expect(Object.keys(JSON.parse(readFileSync(cacheFile, "utf8")).pages as object)).toHaveLength(4);
    const again = await validateWithNu(dir, ["c.html", "a.html"], { cacheFile });
    expect(again).toMatchObject({ validated: 0, cached: 2 });
    expect(again.problems.map((p) => `${p.file}:${p.line}`)).toEqual(["c.html:7", "c.html:7"]);
  }, 60_000);
});
