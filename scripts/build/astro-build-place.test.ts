import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  readlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { astroBuildPlace } from "./astro-build-place.ts";
import { ROOT } from "../lib/run.ts";

const CACHE = join(ROOT, "node_modules", ".cache", "astro-build");

describe("astroBuildPlace", () => {
  it("gives each build a working directory of its own inside the project, with --root naming the project", () => {
    const a = astroBuildPlace("/tmp/out-a", { TENANTS_DIR: "snapshots" }, () => true);
    const b = astroBuildPlace("/tmp/out-b", {}, () => true);
    try {
      expect(a.cwd).not.toBe(b.cwd);
      for (const place of [a, b]) {
        expect(existsSync(place.cwd)).toBe(true);
        expect(relative(CACHE, place.cwd)).not.toMatch(/^\.\./);
        expect(place.args).toEqual(["build", "--root", ROOT]);
      }
      expect(a.env).toEqual({ DIST_DIR: "/tmp/out-a", TENANTS_DIR: join(process.cwd(), "snapshots") });
      expect(isAbsolute(b.env["TENANTS_DIR"] ?? "")).toBe(true);
    } finally {
      a.finish();
      b.finish();
    }
    expect(existsSync(a.cwd)).toBe(false);
    expect(existsSync(b.cwd)).toBe(false);
  });

  it("builds an output on another file system beside the project and moves it there, copying across devices", () => {
    const tmp = mkdtempSync(join(tmpdir(), "build-place-"));
    const out = join(tmp, "elsewhere", "dist");
    const crossDevice = (from: string, to: string) => {
      throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${from}' -> '${to}'`), {
        code: "EXDEV",
      });
    };
    try {
      const place = astroBuildPlace(out, {}, () => false, crossDevice);
      const staged = place.env["DIST_DIR"] as string;
      // Astro renames its files into DIST_DIR: it must lie on the project's file system, not in `out`.
      expect(relative(CACHE, staged)).not.toMatch(/^\.\./);
      mkdirSync(join(staged, "acme"), { recursive: true });
      writeFileSync(join(staged, "acme", "index.html"), "<h1>acme</h1>");
      symlinkSync("acme/index.html", join(staged, "home.html"));
      place.finish();
      expect(readFileSync(join(out, "acme", "index.html"), "utf8")).toBe("<h1>acme</h1>");
      expect(readlinkSync(join(out, "home.html"))).toBe("acme/index.html");
      expect(existsSync(staged)).toBe(false);
      expect(existsSync(place.cwd)).toBe(false);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("removes the places a killed build left behind", () => {
    mkdirSync(CACHE, { recursive: true });
    const stale = join(CACHE, "999999999-killed");
    mkdirSync(join(stale, ".astro"), { recursive: true });
    mkdirSync(`${stale}.out`, { recursive: true });
    const place = astroBuildPlace("/tmp/out-c", {}, () => true);
    place.finish();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(`${stale}.out`)).toBe(false);
  });
});
