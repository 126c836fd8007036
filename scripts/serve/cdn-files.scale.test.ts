/**
 * 1,000 chains: every chain's `_headers` and `_redirects` read by Cloudflare's parser and Netlify's
 * parsers, and held to the hosts' documented limits (docs/decisions.md, "CDN hosts"). With
 * `CDN_SCALE_DIST=<a built release>` (what `npm run bench:build` passes for its 1,000-chain release),
 * every chain folder of that build is also held to the limits of one deployment (files, directory
 * entries, file size, custom domains) and its own files are read by both hosts' parsers;
 * `CDN_SCALE_FIGURES=<file>` receives the figures as JSON.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cloudflareParsers, expectationFor, hostMisreadings, netlifyParse } from "../test-support/cdn-parsers.ts";
import {
  CLOUDFLARE_PAGES_LIMITS,
  DEPLOY_LIMITS,
  NETLIFY_REDIRECTS_LIMIT,
  chainCdnFiles,
  deployFigures,
} from "./cdn-files.ts";
import { CACHE_CONTROL, securityHeaders } from "../lib/http-headers.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { loadRoutingModel, scriptHash } from "./routing-model.ts";

const CHAINS = 1000;

/** A chain as the build would record it: three hosts, its own gateway, a dozen inline scripts. */
function syntheticChain(k: number): SiteRouting {
  const site = `chain-${String(k).padStart(4, "0")}-market`;
  const gateway = `https://gateway.${site}.example`;
  return {
    site,
    hosts: [`${site}.localhost`, `www.${site}.example`, `${site}.example`],
    primaryHost: `www.${site}.example`,
    onlyCoupons: k % 7 === 0,
    betaHosts: [],
    gatewayUrl: `${gateway}/api`,
    gatewayOrigin: gateway,
    chainScripts: [],
    publicFiles: ["favicon.svg"],
    sources: {
      connectSrc: [gateway, `https://relay.${site}.example`],
      imgSrc: [gateway, "https://images.cdn.example"],
      frameSrc: ["https://www.youtube-nocookie.com"],
      scriptSrc: [],
      styleSrc: [],
      inlineScripts: Array.from({ length: 12 }, (_, i) => scriptHash(`${site}:${i}`)),
    },
  };
}

describe(`${CHAINS} chains`, { timeout: 60_000 }, () => {
  const model: RoutingModel = {
    sites: Array.from({ length: CHAINS }, (_, k) => syntheticChain(k)),
    shared: syntheticChain(0).sources,
  };

  const files = model.sites.map((site) => chainCdnFiles(site, model));

  it("every chain's files stay within Cloudflare Pages' and Netlify's limits, read by Cloudflare's parser", () => {
    const cf = cloudflareParsers();
    const L = CLOUDFLARE_PAGES_LIMITS;
    // The limits the files are held to are the parser's own, where it enforces one.
    expect(cf.limits).toMatchObject({ headerRules: L.headerRules, staticRedirects: L.staticRedirects });
    // `_redirects` is one file for every chain (asserted), so each parser reads it once.
    const redirectsFile = files[0]!.redirects;
    expect(files.filter((f) => f.redirects !== redirectsFile)).toEqual([]);
    const redirects = cf.parseRedirects(redirectsFile);
    expect(redirects.invalid).toEqual([]);
    expect(redirects.rules).toHaveLength(CHAINS);
    expect(redirects.rules.every((r) => r.status === 302 && !/[*:]/.test(r.from))).toBe(true);
    for (const [k, f] of files.entries()) {
      const headers = cf.parseHeaders(f.headers);
      expect(headers.invalid, model.sites[k]!.site).toEqual([]);
      expect(headers.rules).toHaveLength(2);
    }
    const longest = (texts: string[]) =>
      texts.reduce((most, text) => text.split("\n").reduce((m, l) => Math.max(m, l.trim().length), most), 0);
    expect(longest(files.map((f) => f.headers))).toBeLessThanOrEqual(L.headerLineLength);
    expect(longest([redirectsFile])).toBeLessThanOrEqual(L.redirectLineLength);
    expect(CHAINS).toBeLessThanOrEqual(Math.min(L.staticRedirects, NETLIFY_REDIRECTS_LIMIT));
    const largest = Math.max(...files.flatMap((f) => [Buffer.byteLength(f.headers), Buffer.byteLength(f.redirects)]));
    expect(largest).toBeLessThan(DEPLOY_LIMITS.cloudflareFileBytes);
  });

  it("Netlify's parsers read every chain's files as meant", async () => {
    const paths = ["/", "/coupons/", "/_assets/a.js", "/robots.txt", "/no/such/page/"];
    const first = model.sites[0]!;
    expect(await hostMisreadings(files[0]!, expectationFor(first, model), paths)).toEqual([]);
    for (const [k, site] of model.sites.entries()) {
      const parsed = await netlifyParse({ headers: files[k]!.headers, redirects: "" });
      expect(parsed.errors, site.site).toEqual([]);
      expect(
        parsed.headers.map((r) => r.values),
        site.site,
      ).toEqual([securityHeaders(site.sources, { hsts: true }), { "Cache-Control": CACHE_CONTROL.immutable }]);
    }
  });

  it("refuses more chains than Cloudflare Pages reads hand-overs for, naming the chain", () => {
    const many: RoutingModel = {
      sites: Array.from({ length: CLOUDFLARE_PAGES_LIMITS.staticRedirects + 1 }, (_, k) => syntheticChain(k)),
      shared: model.shared,
    };
    expect(() => chainCdnFiles(many.sites[0]!, many)).toThrow(
      'chain "chain-0000-market": 2001 _redirects rules (one hand-over per chain), over Cloudflare Pages\' 2000 static redirects',
    );
  });
});

const BUILT = process.env["CDN_SCALE_DIST"];

// A real release of up to 1,000 chains: every folder walked and every chain's files parsed (minutes).
describe.runIf(BUILT !== undefined)("a built release's chain folders (CDN_SCALE_DIST)", { timeout: 900_000 }, () => {
  it("each chain folder is one deployment within the hosts' limits, its files read as meant by both hosts", async () => {
    const dist = BUILT as string;
    const model = await loadRoutingModel(dist);
    const cf = cloudflareParsers();
    const L = CLOUDFLARE_PAGES_LIMITS;
    const figures = { chains: model.sites.length, maxFiles: 0, maxDirectoryEntries: 0, maxFileBytes: 0, maxHosts: 0 };
    const redirectsHashes = new Set<string>();
    const problems: string[] = [];
    for (const [k, site] of model.sites.entries()) {
      const folder = join(dist, site.site);
      const f = deployFigures(folder);
      figures.maxFiles = Math.max(figures.maxFiles, f.files);
      figures.maxDirectoryEntries = Math.max(figures.maxDirectoryEntries, f.fullestDirectory.entries);
      figures.maxFileBytes = Math.max(figures.maxFileBytes, f.largestFile.bytes);
      figures.maxHosts = Math.max(figures.maxHosts, site.hosts.length);
      const files = {
        headers: readFileSync(join(folder, "_headers"), "utf8"),
        redirects: readFileSync(join(folder, "_redirects"), "utf8"),
      };
      redirectsHashes.add(createHash("sha256").update(files.redirects).digest("hex"));
      const headers = cf.parseHeaders(files.headers);
      if (headers.invalid.length > 0 || headers.rules.length > L.headerRules)
        problems.push(
          `${site.site}: cloudflare _headers ${JSON.stringify(headers.invalid)} (${headers.rules.length} rules)`,
        );
      // The whole reading (both parsers, both files, sample paths) for the first, the last and every 100th chain.
      if (k % 100 === 0 || k === model.sites.length - 1) {
        const paths = ["/", "/coupons/", "/_assets/a.js", "/robots.txt", "/no/such/page/"];
        problems.push(
          ...(await hostMisreadings(files, expectationFor(site, model), paths)).map((p) => `${site.site}: ${p}`),
        );
      } else {
        const parsed = await netlifyParse({ headers: files.headers, redirects: "" });
        problems.push(...parsed.errors.map((e) => `${site.site}: netlify: ${e}`));
      }
    }
    // Every chain's _redirects is the same file: read once by each parser above, counted here.
    expect(redirectsHashes.size).toBe(1);
    const redirects = cf.parseRedirects(readFileSync(join(dist, model.sites[0]!.site, "_redirects"), "utf8"));
    expect(redirects.invalid).toEqual([]);
    expect(redirects.rules.length).toBeLessThanOrEqual(Math.min(L.staticRedirects, NETLIFY_REDIRECTS_LIMIT));
    expect(problems).toEqual([]);
    if (process.env["CDN_SCALE_FIGURES"])
      writeFileSync(
        process.env["CDN_SCALE_FIGURES"],
        JSON.stringify({ ...figures, redirectRules: redirects.rules.length, limits: DEPLOY_LIMITS }, null, 2),
      );
    expect(figures.maxFiles).toBeLessThanOrEqual(DEPLOY_LIMITS.cloudflareFiles);
    expect(figures.maxDirectoryEntries).toBeLessThanOrEqual(DEPLOY_LIMITS.netlifyFilesPerDirectory);
    expect(figures.maxFileBytes).toBeLessThanOrEqual(DEPLOY_LIMITS.cloudflareFileBytes);
    expect(figures.maxHosts).toBeLessThanOrEqual(DEPLOY_LIMITS.cloudflareCustomDomains);
  });
});
