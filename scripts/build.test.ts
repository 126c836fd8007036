/**
 * `npm run build` never removes the last good output before the new one is complete: a failing
 * chain or a failing step leaves dist/ exactly as it was.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientInfo, writeTenantFiles } from "../src/test-support/test-fixtures.ts";
import { buildAndSwap } from "./build.ts";
import { ROOT } from "./lib/run.ts";

let tmp: string;
let dist: string;

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "build-swap-"));
  dist = join(tmp, "dist");
  mkdirSync(join(dist, "freshmart"), { recursive: true });
  writeFileSync(join(dist, "freshmart", "index.html"), "last good build");
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const snapshot = () => ({
  entries: readdirSync(tmp).sort(),
  page: readFileSync(join(dist, "freshmart", "index.html"), "utf8"),
});

describe("buildAndSwap", () => {
  it("leaves dist/ as it was when a step fails halfway, and cleans up the partial build", async () => {
    const before = snapshot();
    const code = await buildAndSwap(dist, [
      async (out) => {
        mkdirSync(join(out, "freshmart"), { recursive: true });
        writeFileSync(join(out, "freshmart", "index.html"), "half a build");
        return 0;
      },
      async () => 1,
    ]);
    expect(code).toBe(1);
    expect(snapshot()).toEqual(before);
  });

  it("swaps the new build in only when every step succeeded", async () => {
    const code = await buildAndSwap(dist, [
      async (out) => {
        mkdirSync(join(out, "freshmart"), { recursive: true });
        writeFileSync(join(out, "freshmart", "index.html"), "new build");
        return 0;
      },
    ]);
    expect(code).toBe(0);
    expect(snapshot()).toEqual({ entries: ["dist"], page: "new build" });
  });
});

describe("npm run build with a failing chain", () => {
  it("refuses the chain naming tenant, file and key, and leaves dist/ as it was", { timeout: 60_000 }, async () => {
    const tenants = join(tmp, "tenants");
    writeTenantFiles(tenants, {
      "good/clientinfo.json": clientInfo("good"),
      "bad/clientinfo.json": clientInfo("bad", { MENU: [{ menu_name: "Home", menu_url: 42 }] }),
    });
    const before = snapshot();
    const result = await promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build.ts")], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: dist, TENANTS_DIR: tenants, TENANTS: "" },
    }).catch((e: { code: number; stderr: string }) => e);
    expect("code" in result && result.code).toBe(1);
    expect(result.stderr).toContain('tenant "bad", clientinfo.json: data.MENU[0].menu_url:');
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(tmp, "tenants", "bad"))).toBe(true);
  });

  it("answers --help, and refuses an unknown option before it touches anything", async () => {
    const build = (arg: string) =>
      promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build.ts"), arg], {
        cwd: ROOT,
        env: { ...process.env, DIST_DIR: dist },
      }).catch((e: { code: number; stdout: string; stderr: string }) => e);
    const help = await build("--help");
    expect(help.stdout).toMatch(/^Usage: npm run build/);
    const before = snapshot();
    const typo = await build("--dist=elsewhere");
    expect("code" in typo && typo.code).toBe(2);
    expect(typo.stderr).toContain("Unknown option '--dist'");
    expect(snapshot()).toEqual(before);
  }, 60_000);
});
