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
import { clientInfo, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { buildAndSwap, keepLastGood, renderCulprit } from "./build.ts";
import { ROOT } from "../lib/run.ts";

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

describe("keepLastGood", () => {
  it("keeps a refused chain's last output without a host a built chain now holds", () => {
    const previous = join(tmp, "previous");
    const next = join(tmp, "next");
    const sitesJson = (dir: string, sites: unknown[]) => {
      mkdirSync(join(dir, "_routing"), { recursive: true });
      writeFileSync(join(dir, "_routing", "sites.json"), JSON.stringify({ sites }));
    };
    sitesJson(previous, [{ site: "old", hosts: ["www.shop.example", "old.example"], primaryHost: "www.shop.example" }]);
    mkdirSync(join(previous, "old"), { recursive: true });
    writeFileSync(join(previous, "old", "index.html"), "old");
    sitesJson(next, [{ site: "new", hosts: ["www.shop.example"], primaryHost: "www.shop.example" }]);
    expect(keepLastGood(previous, next, ["old"])).toEqual(["old"]);
    const merged = JSON.parse(readFileSync(join(next, "_routing", "sites.json"), "utf8")) as { sites: unknown[] };
    expect(merged.sites).toEqual([
      { site: "new", hosts: ["www.shop.example"], primaryHost: "www.shop.example" },
      { site: "old", hosts: ["old.example"] },
    ]);
  });
});

describe("renderCulprit", () => {
  // What Astro prints when a page throws while rendering (captured from a real build).
  const output = [
    " generating static routes ",
    "16:15:11   ├─ /freshmart/about/community/index.html (+16ms) ",
    "16:15:11   ├─ /hilltop/about/our-story/index.html16:15:11 [ERROR] TypeError: Invalid URL",
    "16:15:11 [ERROR] [build] Caught error rendering /hilltop/about/our-story: TypeError: Invalid URL",
  ].join("\n");

  it("names the chain whose page threw, with the page and the error", () => {
    expect(renderCulprit(output, ["freshmart", "hilltop"])).toEqual({
      site: "hilltop",
      error: "/hilltop/about/our-story: TypeError: Invalid URL",
    });
  });

  it("names nobody when the page is of no chain of the build", () => {
    expect(renderCulprit(output, ["freshmart"])).toBeNull();
    expect(renderCulprit("[ERROR] vite failed", ["freshmart", "hilltop"])).toBeNull();
  });

  it("answers --help, and refuses an unknown option before it touches anything", async () => {
    const build = (arg: string) =>
      promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build", "build.ts"), arg], {
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

/** `npm run build` as an operator runs it, into the test's dist/ from `tenants`. */
const runBuild = (tenants: string) =>
  promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: dist, TENANTS_DIR: tenants, TENANTS: "", FORM_RELAY_URL: "" },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { code: number; stderr: string }) => e);

describe("npm run build with failing chains", () => {
  it(
    "builds the good chain, reports every problem of each refused chain, keeps their last good output, exits 1",
    { timeout: 240_000 },
    async () => {
      const tenants = join(tmp, "tenants");
      writeTenantFiles(tenants, {
        "domain-map.json": { "www.good.example": "good", "www.bad.example": "bad" },
        "good/clientinfo.json": clientInfo("good"),
        "bad/clientinfo.json": clientInfo("bad", { MENU: [{ menu_name: "Home", menu_url: 42 }], THEME: 7 }),
        "bad/local.json": { flags: { aboutPhotoSlider: ["/a.svg", 'https://cdn"$host.example/p.png'] } },
        "twin/clientinfo.json": clientInfo("twin", { RSA_SUBDOMAIN: "good" }),
        "nosnap/local.json": { formRelay: true },
      });
      // The last good output: a page of "bad" (and of "good", to be replaced) with their routing entries.
      mkdirSync(join(dist, "bad"), { recursive: true });
      mkdirSync(join(dist, "_routing"), { recursive: true });
      mkdirSync(join(dist, "_assets"), { recursive: true });
      writeFileSync(
        join(dist, "bad", "index.html"),
        '<p>bad, last good</p><script src="/_assets/old-abc123.js"></script>',
      );
      writeFileSync(join(dist, "_assets", "old-abc123.js"), "old");
      writeFileSync(
        join(dist, "_routing", "sites.json"),
        JSON.stringify({
          sites: [
            { site: "bad", hosts: ["www.bad.example"], gatewayUrl: "http://localhost:8787", betaHosts: [] },
            { site: "freshmart", hosts: [], gatewayUrl: "http://localhost:8787", betaHosts: [] },
          ],
        }),
      );
      const result = await runBuild(tenants);
      expect("code" in result && result.code).toBe(1);
      const err = result.stderr;
      // Every problem of "bad", from both files, under one heading.
      const bad = err.slice(err.indexOf('build: chain "bad" refused (its last good output is kept):'));
      expect(bad).toContain('tenant "bad", clientinfo.json: data.MENU[0].menu_url:');
      expect(bad).toContain('tenant "bad", clientinfo.json: data.THEME:');
      expect(bad).toContain('tenant "bad", local.json: flags.aboutPhotoSlider[1]:');
      expect(err).toContain('build: chain "nosnap" refused (it had no earlier output):');
      expect(err).toContain('tenant "nosnap", clientinfo.json: (root): missing; run `npm run pull` first');
      expect(err).toContain(
        'tenant "twin", clientinfo.json: data.RSA_SUBDOMAIN: "good" is the subdomain of "good" and "twin"',
      );
      expect(err).toContain('build: chain "good" refused');
      // good and twin share a session namespace: both are refused, so nothing was built; dist/ is as it was.
      expect(readFileSync(join(dist, "bad", "index.html"), "utf8")).toContain("bad, last good");
      expect(existsSync(join(dist, "good"))).toBe(false);

      // Without the twin, "good" builds; "bad" keeps its pages, its routing entry and the assets they use.
      rmSync(join(tenants, "twin"), { recursive: true });
      const second = await runBuild(tenants);
      expect("code" in second && second.code).toBe(1);
      expect(existsSync(join(dist, "good", "index.html"))).toBe(true);
      expect(readFileSync(join(dist, "bad", "index.html"), "utf8")).toContain("bad, last good");
      // The kept chain's folder is a deployable of its own: the asset its page uses is inside it.
      expect(readFileSync(join(dist, "bad", "_assets", "old-abc123.js"), "utf8")).toBe("old");
      expect(existsSync(join(dist, "_assets"))).toBe(false);
      const sites = JSON.parse(readFileSync(join(dist, "_routing", "sites.json"), "utf8")) as {
        sites: { site: string }[];
      };
      expect(sites.sites.map((s) => s.site)).toEqual(["bad", "good"]);
      expect(readFileSync(join(dist, "_routing", "nginx.conf"), "utf8")).toContain("www.bad.example");
      expect(existsSync(join(dist, "nosnap"))).toBe(false);
      expect(readdirSync(tmp).filter((e) => /\.(next|old)-/.test(e))).toEqual([]);
    },
  );
});
