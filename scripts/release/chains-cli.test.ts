/**
 * `npm run chains` over a tenants folder with a good chain, a chain that claims the good chain's
 * host and a chain whose name carries terminal escapes: the report of the good chain, each refused
 * chain named with why on stderr (escapes shown, never sent), exit 1, and no stack trace.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientInfo, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "chains-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run chains with a refused chain", () => {
  it("reports the others, names the refused chain with why, exits 1 without a stack trace", async () => {
    writeTenantFiles(dir, {
      "domain-map.json": { "www.good.example": "good" },
      "good/clientinfo.json": clientInfo("good", { STORE_NAME: "Good \u001b]0;owned\u0007Foods" }),
      "taker/clientinfo.json": clientInfo("taker"),
      "taker/local.json": { hosts: ["www.good.example"] },
    });
    const result = await promisify(execFile)(process.execPath, [join(ROOT, "scripts/release/chains.ts")], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: dir, TENANTS: "" },
    }).then(
      (r) => ({ ...r, code: 0 }),
      (e: { stdout: string; stderr: string; code: number }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("good");
    expect(result.stdout).not.toContain("\u001b");
    expect(result.stdout).toContain("\\u001b]0;owned\\u0007");
    expect(result.stderr).toContain('chains: "taker" refused, left out of the report:');
    expect(result.stderr).toContain('host www.good.example belongs to "good" (domain-map.json); "taker" is refused');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
