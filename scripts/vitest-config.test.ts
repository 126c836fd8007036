/**
 * Keeps the unit-test projects honest: a test file that mocks modules or stubs environment
 * variables or globals must run in the isolated project, or what it changes would leak into the
 * files the shared worker runs after it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, matchesGlob, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES } from "../vitest.config.ts";

const ROOT = join(import.meta.dirname, "..");
const LEAKS = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".test.ts"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join("/"));
}

const isolated = (file: string) => ISOLATED_TEST_FILES.some((glob) => matchesGlob(file, glob));

describe("unit-test projects", () => {
  const files = [...testFiles("src"), ...testFiles("scripts")];

  it("finds the test files", () => {
    expect(files).toContain("scripts/vitest-config.test.ts");
    expect(files.filter(isolated)).toContain("src/lib/site-config.test.ts");
  });

  it("runs every file that mocks or stubs in the isolated project", () => {
    const leaking = files.filter((f) => LEAKS.test(readFileSync(join(ROOT, f), "utf8")) && !isolated(f));
    expect(leaking).toEqual([]);
  });
});
