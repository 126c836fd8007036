import { afterEach, describe, expect, it } from "vitest";
import {
  cloudflareParsers,
  expectationFor,
  hostMisreadings,
  languageNotFoundLine,
  netlifyParse,
} from "../test-support/cdn-parsers.ts";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { makeFakeDist } from "../test-support/fake-dist.ts";
import {
  CLOUDFLARE_PAGES_LIMITS,
  chainCdnFiles,
  notFoundPage,
  notFoundPages,
  renderHeadersFile,
  renderRedirectsFile,
} from "./cdn-files.ts";
import { contentSecurityPolicy } from "../lib/http-headers.ts";
import { observatoryProblems } from "./observatory.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { buildRoutingModel, scriptHash } from "./routing-model.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

async function fakeModel(): Promise<RoutingModel> {
  dist = makeFakeDist();
  return buildRoutingModel(dist.distDir, { env: {} });
}

/** Paths of every kind a chain's host answers: pages, hashed and public files, unknown paths, hand-overs. */
const PATHS = ["/", "/coupons/", "/about", "/a/b/c/", "/_assets/Island.js", "/favicon.svg", "/nope/x", "/_entry/x/"];

describe("chainCdnFiles", () => {
  it("is read by Netlify's and Cloudflare's own parsers exactly as meant, for every chain", async () => {
    const model = await fakeModel();
    for (const site of model.sites) {
      const files = chainCdnFiles(site, model);
      expect(await hostMisreadings(files, expectationFor(site, model), PATHS), site.site).toEqual([]);
    }
  });

  it("is checked by a reader that catches a header two rules set, a second policy and a lost redirect", async () => {
    const model = await fakeModel();
    const alpha = model.sites[0]!;
    const files = chainCdnFiles(alpha, model);
    const overlapping = files.headers.replace(
      "/_assets/*",
      "/_assets/*\n  Content-Security-Policy: default-src 'none'",
    );
    const lost = files.redirects.replace(/^\/_entry\/alpha\/.*$/m, "");
    const problems = await hostMisreadings(
      { headers: overlapping, redirects: lost },
      expectationFor(alpha, model),
      PATHS,
    );
    expect(problems).toContain("netlify: /_assets/Island.js: Content-Security-Policy set by two matching rules");
    expect(problems).toContain("cloudflare: /_assets/Island.js: content-security-policy set by two matching rules");
    expect(problems.filter((p) => p.includes("redirects read as"))).toHaveLength(2);
  });

  it("gives every response one policy, the chain's own, with no host rule and no comma-joined value", async () => {
    const model = await fakeModel();
    const [alpha, beta] = model.sites as [SiteRouting, SiteRouting];
    const files = chainCdnFiles(alpha, model);
    const netlify = await netlifyParse(files);
    expect(netlify.errors).toEqual([]);
    expect(netlify.headers.map((r) => r.for)).toEqual(["/*", "/_assets/*"]);
    const policy = netlify.headers[0]!.values["Content-Security-Policy"];
    expect(policy).toBe(contentSecurityPolicy(alpha.sources));
    expect(policy).toContain("connect-src 'self' http://gw.alpha.example:9000;");
    expect(policy).not.toContain("gw.beta.example");
    expect(policy).not.toContain(", ");
    expect(observatoryProblems(netlify.headers[0]!.values, { https: true })).toEqual([]);
    expect(netlify.headers[1]!.values).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(files.headers).not.toMatch(/^https?:/m);
    expect(files.redirects).not.toMatch(/^https?:/m);
    const betaPolicy = (await netlifyParse(chainCdnFiles(beta, model))).headers[0]!.values["Content-Security-Policy"];
    expect(betaPolicy).toBe(contentSecurityPolicy(beta.sources));
  });

  it("hands /_entry/<site>/ over to each chain's coupons-only view on its primary host (its own path without one)", async () => {
    const model = await fakeModel();
    const [alpha, beta] = model.sites as [SiteRouting, SiteRouting];
    const fromBeta = await netlifyParse(chainCdnFiles(beta, model));
    expect(fromBeta.redirects.map((r) => [r.from, r.to, r.status])).toEqual([
      ["/_entry/alpha/", "https://www.alpha.example/coupons-only/", 302],
      ["/_entry/beta/", "/coupons-only/", 302],
    ]);
    // beta has no host of its own: no hand-over can lead there from alpha's host
    const fromAlpha = cloudflareParsers().parseRedirects(chainCdnFiles(alpha, model).redirects);
    expect(fromAlpha).toEqual({
      rules: [{ from: "/_entry/alpha/", to: "https://www.alpha.example/coupons-only/", status: 302, lineNumber: 3 }],
      invalid: [],
    });
  });

  it("refuses a host that is not a hostname, naming the chain", async () => {
    const model = await fakeModel();
    const bad = {
      ...model,
      sites: model.sites.map((s) => (s.site === "beta" ? { ...s, primaryHost: "evil.example/ x" } : s)),
    };
    expect(() => chainCdnFiles(bad.sites[0]!, bad)).toThrow(
      'chain "beta": host "evil.example/ x" (sites.json primaryHost/hosts) is not a hostname',
    );
  });

  it("refuses a CSP source that would start a rule of its own, naming the chain", async () => {
    const model = await fakeModel();
    const alpha = model.sites[0]!;
    const injected = { ...alpha, sources: { ...alpha.sources, connectSrc: ["https://a.example\n/*\n  X-Evil: 1"] } };
    expect(() => chainCdnFiles(injected, model)).toThrow(
      'chain "alpha": Content-Security-Policy contains "\\n" (from sites.json csp sources?); it would break _headers',
    );
  });

  it("refuses a policy longer than Cloudflare reads, naming the chain, instead of a line the host drops", async () => {
    const model = await fakeModel();
    const alpha = model.sites[0]!;
    const many = Array.from({ length: 40 }, (_, i) => scriptHash(`window.x=${i}`));
    const big = { ...alpha, sources: { ...alpha.sources, inlineScripts: many } };
    expect(() => chainCdnFiles(big, model)).toThrow(
      /^chain "alpha": _headers line "Content-Security-Policy" is \d+ characters; Cloudflare Pages ignores lines over 2000/,
    );
    const fits = { ...alpha, sources: { ...alpha.sources, inlineScripts: many.slice(0, 20) } };
    const line = chainCdnFiles(fits, model)
      .headers.split("\n")
      .find((l) => l.includes("Content-Security-Policy"))!;
    expect(line.trim().length).toBeLessThanOrEqual(CLOUDFLARE_PAGES_LIMITS.headerLineLength);
  });
});

describe("a chain built in Spanish", () => {
  it("ends its _redirects with Netlify's Spanish 404 after the hand-overs; an English-only chain's is unchanged", async () => {
    const model = await fakeModel();
    const alpha = model.sites[0]!;
    const english = chainCdnFiles(alpha, model);
    const bilingual = { ...alpha, languages: ["en" as const, "es" as const] };
    const files = chainCdnFiles(bilingual, { ...model, sites: [bilingual, ...model.sites.slice(1)] });
    expect(files.headers).toBe(english.headers);
    expect(files.redirects.startsWith(english.redirects)).toBe(true);
    expect(files.redirects.trimEnd().split("\n").at(-1)).toBe(languageNotFoundLine("es"));
    expect(await hostMisreadings(files, expectationFor(bilingual, model), [...PATHS, "/es/", "/es/nope/"])).toEqual([]);
    const netlify = await netlifyParse(files);
    expect(netlify.redirects.at(-1)).toMatchObject({ from: "/es/*", to: "/es/404.html", status: 404, force: false });
    // Cloudflare: every hand-over stays a static rule (a splat rule before them would make them dynamic).
    const cf = cloudflareParsers().parseRedirects(files.redirects);
    expect(cf.rules.map((r) => r.from)).toEqual(["/_entry/alpha/"]);
  });

  it("gets a 404.html in its Spanish folder from its Spanish error page, resolving as on /es/error/", async () => {
    const alpha = (await fakeModel()).sites[0]!;
    const pages: Record<string, string> = {
      "error/index.html": '<html lang="en"><head><title>e</title></head></html>',
      "es/error/index.html": '<html lang="es"><head><title>e</title></head></html>',
    };
    const read = (rel: string) => pages[rel] ?? null;
    expect(notFoundPages({ ...alpha, languages: ["en", "es"] }, read)).toEqual({
      "404.html": '<html lang="en"><head><base href="/error/"><title>e</title></head></html>',
      "es/404.html": '<html lang="es"><head><base href="/es/error/"><title>e</title></head></html>',
    });
    expect(Object.keys(notFoundPages(alpha, read))).toEqual(["404.html"]);
  });
});

describe("the dist-root files these replace", () => {
  it("were misread: Netlify folds the host rules into /* with comma-joined policies, Cloudflare rejects host rewrites", async () => {
    const model = await fakeModel();
    const old = await netlifyParse({ headers: renderHeadersFile(model), redirects: renderRedirectsFile(model) });
    const policies = old.headers.find((r) => r.for === "/*")!.values["Content-Security-Policy"]!;
    expect(policies.split(", default-src").length).toBeGreaterThan(1);
    const cf = cloudflareParsers().parseRedirects(renderRedirectsFile(model));
    expect(cf.invalid.map((i) => i.message)).toContain(
      "Only relative URLs are allowed. Skipping absolute URL https://www.alpha.example/*.",
    );
  });
});

describe("notFoundPage", () => {
  it("keeps the error page's relative links working at any depth", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><a href="../">Home</a></body></html>';
    expect(notFoundPage(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><base href="/error/"><title>t</title></head><body><a href="../">Home</a></body></html>',
    );
    expect(new URL("../", new URL("/error/", "https://h.example/deep/unknown/path")).pathname).toBe("/");
    expect(() => notFoundPage("<p>no head</p>")).toThrow("error/index.html has no <head>");
  });
});
