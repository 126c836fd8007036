import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCommandLine } from "./cli.ts";
import { ROOT } from "./run.ts";

describe("readCommandLine", () => {
  const line = { options: { dist: { type: "string" }, json: { type: "boolean" } } } as const;
  it("reads the declared flags", () => {
    expect(readCommandLine(["--dist=out", "--json"], line)).toEqual({
      kind: "run",
      values: { dist: "out", json: true },
      positionals: [],
    });
  });
  it.each([["--help"], ["-h"], ["--json", "--help"]])("answers %s with help, whatever else is given", (...args) => {
    expect(readCommandLine(args, line)).toEqual({ kind: "help" });
  });
  it.each([
    [["--rolback"], "Unknown option '--rolback'"],
    [["--json=yes"], "--json"],
    [["--dist"], "--dist"],
    [["extra"], "Unexpected argument 'extra'"],
  ])("refuses %j", (args, message) => {
    const read = readCommandLine(args, line);
    expect(read.kind).toBe("error");
    expect(read.kind === "error" ? read.message : "").toContain(message);
  });
  it("takes positionals only where the script declares them", () => {
    expect(readCommandLine(["a", "b"], { options: {}, positionals: true })).toEqual({
      kind: "run",
      values: {},
      positionals: ["a", "b"],
    });
  });
});

/** Every script a shopper-facing npm script, CI or the docs run with `node`. */
function scripts(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const fromPackage = Object.values(pkg.scripts).flatMap((cmd) => /^node (scripts\/\S+\.ts)$/.exec(cmd)?.[1] ?? []);
  const testAll = readFileSync(join(ROOT, "scripts/test-all.ts"), "utf8");
  const fromTestAll = [...testAll.matchAll(/\bscript: "(scripts\/[^"]+\.ts)"/g)].map((m) => m[1]!);
  return [
    ...new Set([
      ...fromPackage,
      ...fromTestAll,
      "scripts/serve/write-routing.ts",
      "scripts/release/release-integration.ts",
      "scripts/release/example-chain-release.ts",
      "scripts/services/form-relay/main.ts",
      "scripts/services/form-relay/bench.ts",
    ]),
  ].sort();
}

function runScript(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [join(ROOT, file), ...args], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("every script entry point", () => {
  it("finds the ones npm test runs by path", () => {
    expect(scripts()).toEqual(
      expect.arrayContaining([
        "scripts/pull/main.ts",
        "scripts/check/check-dist.ts",
        "scripts/release/release-integration.ts",
      ]),
    );
  });
  it.each(scripts())("%s reads its command line through lib/cli.ts", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    expect(text).toMatch(/^import \{[^}]*\bcommandLine\b[^}]*\} from "(?:\.{1,2}\/)+(?:lib\/)?cli\.ts";$/m);
    expect(text).toMatch(/\bcommandLine\(/);
  });
});

// Each case starts a Node process that loads a script's modules: seconds on a busy machine.
describe.concurrent("every script's command line", { timeout: 60_000 }, () => {
  it("covers the npm scripts", () => {
    expect(scripts()).toEqual(
      expect.arrayContaining(["scripts/build/build.ts", "scripts/release/main.ts", "scripts/test-all.ts"]),
    );
  });
  it.each(scripts())("%s answers --help with its usage and does nothing else", async (file) => {
    const { code, stdout, stderr } = await runScript(file, ["--help"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/^Usage: /);
    // Nothing ran: the usage is all it printed.
    expect(stdout.trim().split("\n").length).toBeLessThan(30);
  });
  it.each(scripts())("%s refuses an unknown flag with its usage (exit 2)", async (file) => {
    const { code, stdout, stderr } = await runScript(file, ["--no-such-flag"]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Unknown option '--no-such-flag'");
    expect(stderr).toContain("Usage: ");
  });
});
