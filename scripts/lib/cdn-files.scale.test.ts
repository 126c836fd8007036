/**
 * 1,000 chains: every chain's `_headers` and `_redirects` read by Cloudflare's parser and Netlify's
 * parsers, and held to the hosts' documented limits (scripts/README.md, "CDN hosts").
 */
import { describe, expect, it } from "vitest";
import { cloudflareParsers, expectationFor, hostMisreadings, netlifyParse } from "../test-support/cdn-parsers.ts";
import { CLOUDFLARE_PAGES_LIMITS, NETLIFY_REDIRECTS_LIMIT, chainCdnFiles } from "./cdn-files.ts";
import { CACHE_CONTROL, securityHeaders } from "./http-headers.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { scriptHash } from "./routing-model.ts";

const CHAINS = 1000;
/** Cloudflare Pages' largest file (developers.cloudflare.com/pages/platform/limits/). */
const CLOUDFLARE_FILE_BYTES = 25 * 1024 * 1024;

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
    expect(largest).toBeLessThan(CLOUDFLARE_FILE_BYTES);
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
