/**
 * The pull reads the gateway's facts (category ids, wire schemas) from src/api and src/tenant, never
 * from a feature of the storefront: a feature's constants may change for the page's sake.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";

const PULL_FILES = [
  ...readdirSync(join(ROOT, "scripts/pull"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => `scripts/pull/${f}`),
];

describe("the pull's imports", () => {
  it.each(PULL_FILES)("%s imports nothing from src/features/", (file) => {
    const imports = [...readFileSync(join(ROOT, file), "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports.filter((i) => i?.includes("src/features/"))).toEqual([]);
  });
});
