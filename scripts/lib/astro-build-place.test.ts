import { existsSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { astroBuildPlace } from "./astro-build-place.ts";
import { ROOT } from "./run.ts";

describe("astroBuildPlace", () => {
  it("gives each build a working directory of its own inside the project, with --root naming the project", () => {
    const a = astroBuildPlace("/tmp/out-a", { TENANTS_DIR: "snapshots" });
    const b = astroBuildPlace("/tmp/out-b", {});
    try {
      expect(a.cwd).not.toBe(b.cwd);
      for (const place of [a, b]) {
        expect(existsSync(place.cwd)).toBe(true);
        expect(relative(join(ROOT, "node_modules", ".cache", "astro-build"), place.cwd)).not.toMatch(/^\.\./);
        expect(place.args).toEqual(["build", "--root", ROOT]);
      }
      expect(a.env).toEqual({ DIST_DIR: "/tmp/out-a", TENANTS_DIR: join(process.cwd(), "snapshots") });
      expect(isAbsolute(b.env["TENANTS_DIR"] ?? "")).toBe(true);
    } finally {
      a.remove();
      b.remove();
    }
    expect(existsSync(a.cwd)).toBe(false);
    expect(existsSync(b.cwd)).toBe(false);
  });
});
