/**
 * The demo build's chain folders on Cloudflare Pages' own runtime (`wrangler pages dev`) and read by
 * Netlify's and Cloudflare's parsers: pages with the chain's one policy, immutable hashed files, the
 * `/_entry/` hand-overs, unknown paths, and nothing of another chain or of the control files.
 *
 * Builds the demo chains once (`npm run build` into a temp folder; about 30 s on an idle machine) unless
 * CDN_TEST_DIST names a build to reuse.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectationFor, hostMisreadings } from "../test-support/cdn-parsers.ts";
import { assembleChainFolder } from "../test-support/chain-folder.ts";
import type { PagesDev, RawResponse } from "../test-support/wrangler.ts";
import { headerValues, rawGet, startPagesDev } from "../test-support/wrangler.ts";
import { chainCdnFiles } from "./cdn-files.ts";
import { walkFiles } from "../lib/files.ts";
import { CACHE_CONTROL, securityHeaders } from "../lib/http-headers.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { loadRoutingModel } from "./routing-model.ts";
import { ROOT } from "../lib/run.ts";

const tmp = mkdtempSync(join(tmpdir(), "cdn-wrangler-"));
let distDir: string;
let model: RoutingModel;

beforeAll(async () => {
  distDir = process.env["CDN_TEST_DIST"] ?? join(tmp, "dist");
  if (process.env["CDN_TEST_DIST"] === undefined) {
    await promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: distDir, TENANTS: "" },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  model = await loadRoutingModel(distDir);
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The URL paths of a chain folder's pages (`/`, `/coupons/` …) and files. */
function urlPaths(folder: string): { pages: string[]; assets: string[] } {
  const files = walkFiles(folder);
  const pages = files.filter((f) => f.endsWith("index.html")).map((f) => `/${f.slice(0, -"index.html".length)}`);
  return { pages, assets: files.filter((f) => f.startsWith("_assets/")).map((f) => `/${f}`) };
}

describe("every demo chain's _headers and _redirects", { timeout: 60_000 }, () => {
  it("are read by Netlify's and Cloudflare's parsers as meant, on every page and file of the chain", async () => {
    expect(model.sites.length).toBeGreaterThanOrEqual(2);
    for (const site of model.sites) {
      const folder = assembleChainFolder(distDir, model, site, join(tmp, "parse", site.site));
      const { pages, assets } = urlPaths(folder);
      const paths = [...pages, ...assets.slice(0, 20), "/favicon.svg", "/no/such/page/"];
      const misread = await hostMisreadings(chainCdnFiles(site, model), expectationFor(site, model), paths);
      expect(misread, site.site).toEqual([]);
    }
  });
});

describe("a chain folder served by wrangler pages dev", { timeout: 60_000 }, () => {
  let dev: PagesDev;
  let site: SiteRouting;
  let other: SiteRouting;
  let folder: string;
  let started = 0;

  beforeAll(async () => {
    [site, other] = model.sites.filter((s) => s.primaryHost !== undefined) as [SiteRouting, SiteRouting];
    folder = assembleChainFolder(distDir, model, site, join(tmp, "serve", site.site));
    started = Date.now();
    dev = await startPagesDev(folder);
  }, 120_000);
  afterAll(async () => {
    await dev?.close();
    console.log(`wrangler pages dev: started and checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  const get = (path: string) => rawGet(dev.origin, path);
  /** Each security header exactly once, with the chain's value. */
  function expectChainHeaders(res: RawResponse, path: string) {
    for (const [name, value] of Object.entries(securityHeaders(site.sources, { hsts: true }))) {
      expect(headerValues(res, name), `${path} ${name}`).toEqual([value]);
    }
  }

  it("reads the files without dropping a rule", () => {
    const redirects = model.sites.filter((s) => s.primaryHost !== undefined).length;
    expect(dev.output()).toContain(`Parsed ${redirects} valid redirect rules.`);
    expect(dev.output()).toContain("Parsed 2 valid header rules.");
    expect(dev.output()).not.toMatch(/invalid|ignoring|skipping/i);
  });

  it("serves every page with 200, the chain's one policy and a revalidating cache", async () => {
    const { pages } = urlPaths(folder);
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectChainHeaders(res, path);
      expect(headerValues(res, "cache-control"), path).toEqual(["public, max-age=0, must-revalidate"]);
    }
  });

  it("serves the hashed files a page references as immutable", async () => {
    const home = readFileSync(join(folder, "index.html"), "utf8");
    const refs = [...new Set(home.match(/\/_assets\/[^"'\s)]+/g) ?? [])];
    expect(refs.length).toBeGreaterThan(2);
    for (const path of refs) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(headerValues(res, "cache-control"), path).toEqual([CACHE_CONTROL.immutable]);
      expectChainHeaders(res, path);
    }
  });

  it("hands /_entry/<site>/ over to that chain's coupons-only view on its primary host", async () => {
    for (const target of [other, site]) {
      const res = await get(`/_entry/${target.site}/`);
      expect(res.status).toBe(302);
      expect(headerValues(res, "location")).toEqual([`https://${target.primaryHost}/coupons-only/`]);
    }
  });

  it("answers an unknown path with the chain's error page and 404, its links resolving as on /error/", async () => {
    const res = await get("/no/such/page/");
    expect(res.status).toBe(404);
    expect(res.body).toBe(readFileSync(join(folder, "404.html"), "utf8"));
    expect(res.body).toContain('<base href="/error/">');
    expect(res.body).toContain(`"site":"${site.site}"`);
    expectChainHeaders(res, "/no/such/page/");
  });

  it("serves nothing of another chain, the build's metadata or its own control files", async () => {
    const o = other.site;
    const paths = [`/${o}/`, `/${o}/index.html`, `/${o}/coupons/`, "/_routing/sites.json", "/_headers", "/_redirects"];
    // traversal out of the folder: plain, encoded, double-encoded, through /_assets/
    paths.push(
      `/../${o}/index.html`,
      `/%2e%2e/${o}/index.html`,
      `/%252e%252e/${o}/index.html`,
      `/..%2f${o}%2findex.html`,
    );
    paths.push(`/_assets/../${o}/index.html`, `/_assets/%2e%2e/${o}/`, `/_assets/..%2f..%2f${o}/index.html`);
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).not.toBe(200);
      expect(res.body, path).not.toContain("# Generated");
      expect(res.body, path).not.toContain(`"site":"${other.site}"`);
      expect(res.body, path).not.toContain(`"site": "${other.site}"`);
    }
  });
});
