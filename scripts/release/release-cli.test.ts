/** The release command line: usage, strict options, and the gateway it refuses, before anything is touched. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { parseReleaseArgs } from "./main.ts";

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "release-cli-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `npm run release -- …` with its folders in the test's own place. */
function release(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { GATEWAY_URL: _unset, ...rest } = process.env;
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", "release", "main.ts"), ...args], {
    cwd: tmp,
    encoding: "utf8",
    env: { ...rest, RELEASES_DIR: join(tmp, "releases"), DIST_DIR: join(tmp, "dist"), ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Each case starts Node: generous time on a loaded machine.
describe("npm run release", { timeout: 60_000 }, () => {
  it("answers --help with its usage", () => {
    const r = release(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: npm run release/);
    expect(r.out).toContain("--include-demo");
    expect(r.out).toContain("--allow-local-gateway");
  });

  it("refuses a misspelt option instead of releasing", () => {
    const r = release(["--rolback"], { GATEWAY_URL: "https://gateway.example.com" });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option '--rolback'/);
    expect(r.err).toContain("Usage:");
    expect(existsSync(join(tmp, "releases"))).toBe(false);
  });

  it("refuses an unset or loopback gateway before it touches anything", () => {
    for (const env of [{}, { GATEWAY_URL: "http://localhost:8787" }, { GATEWAY_URL: "http://127.0.0.1:9" }]) {
      const r = release(["--no-pull", "--no-smoke"], env);
      expect(r.code, JSON.stringify(env)).toBe(2);
      expect(r.err).toMatch(/GATEWAY_URL (is not set|"http:\/\/[^"]+" is this machine).*--allow-local-gateway/);
      expect(existsSync(join(tmp, "releases"))).toBe(false);
    }
  });

  it("keeps the message of a run that failed as a whole in the console and in a report", () => {
    const r = release(["--merge", join(tmp, "no-such-shard")], { GATEWAY_URL: "https://gateway.example.com" });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/release: FAILED — .*no-such-shard\/shard\.json is missing: not a shard output folder/);
    expect(r.err).not.toMatch(/^\s+at /m);
    const failure = JSON.parse(readFileSync(join(tmp, "releases", "failed-run", "report.json"), "utf8")) as {
      message: string;
    };
    expect(failure.message).toMatch(/shard\.json is missing/);
    expect(readFileSync(join(tmp, "releases", "failed-run", "index.html"), "utf8")).toContain("shard.json is missing");
  });
});

describe("parseReleaseArgs", () => {
  it("takes the shard folders after --merge, and nothing loose otherwise", () => {
    expect(parseReleaseArgs(["--merge", "a", "b"]).mergeDirs).toEqual(["a", "b"]);
    expect(parseReleaseArgs(["--shard", "2/4", "--out", "x"])).toMatchObject({ shard: "2/4", out: "x" });
    expect(() => parseReleaseArgs(["shard-1"])).toThrow(/unexpected argument "shard-1"/);
    expect(() => parseReleaseArgs(["--merge"])).toThrow(/needs the shard folders/);
    expect(() => parseReleaseArgs(["--rollback", "--force"])).toThrow(/--rollback takes no other mode/);
    expect(() => parseReleaseArgs(["--keep", "0"])).toThrow(/--keep must be a positive whole number/);
    expect(() => parseReleaseArgs(["--keep=two"])).toThrow(/--keep/);
  });
});
