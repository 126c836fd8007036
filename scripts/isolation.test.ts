/**
 * Chain isolation on real servers: a build of three chains (two sharing a beta host) is made into
 * chain folders by write-routing, served by real nginx with the generated configuration (`nginx -t`
 * first) and by the preview server, and probed on each chain's host for every other chain's pages
 * and files (plain, index.html, `..`, encoded and double-encoded, through `/_assets/../`) and the
 * build's metadata: no answer may carry another chain's content, and each chain's own pages and
 * files load. `ISOLATION_DIST=<a built dist>` runs the same probes over a real build instead.
 *
 * nginx is required under CI (`.ci/run` installs Debian's package); elsewhere the nginx part is
 * skipped with a message when /usr/sbin/nginx is missing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginxConf, renderNginxHeaders } from "./serve/nginx-conf.ts";
import type { RoutingModel } from "./serve/routing-model.ts";
import { loadRoutingModel, scriptHash } from "./serve/routing-model.ts";
import type { PreviewServer } from "./serve/serve.ts";
import { startPreviewServer } from "./serve/serve.ts";
import type { FakeDist } from "./test-support/fake-dist.ts";
import { makeFakeDist, page } from "./test-support/fake-dist.ts";
import type { IsolationProbe } from "./test-support/isolation-probes.ts";
import { isolationProbes, probeHost, rawGet, runIsolationProbes } from "./test-support/isolation-probes.ts";
import type { RunningNginx } from "./test-support/nginx.ts";
import { freePort, NGINX_BIN, nginxAvailable, nginxTest, startNginx, writeMainConf } from "./test-support/nginx.ts";
import { writeRouting } from "./serve/write-routing.ts";

const SHARED_BETA = "beta-shared.example";
const ALPHA_BETA = "beta-alpha.example";
const LOADER = "import('/_assets/loader.L.js')";

/** Three chains as Astro leaves them; alpha configures analytics (a loader script and a third-party origin). */
function threeChains(): Record<string, string> {
  const sites = [
    { site: "alpha", betaHosts: [SHARED_BETA, ALPHA_BETA], csp: { scriptSrc: ["https://analytics.example"] } },
    { site: "bravo", betaHosts: [SHARED_BETA] },
    { site: "charlie", betaHosts: [] },
  ].map((s) => ({
    ...s,
    hosts: [`www.${s.site}.example`],
    primaryHost: `www.${s.site}.example`,
    onlyCoupons: false,
    gatewayUrl: `https://gw.${s.site}.example/api`,
  }));
  const files: Record<string, string> = { "_routing/sites.json": JSON.stringify({ sites }) };
  for (const { site } of sites) {
    const head = (path: string) =>
      `<link rel="canonical" href="https://www.${site}.example/${path}"><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/_assets/site.S.css">`;
    const analytics =
      site === "alpha"
        ? `<script type="application/json" id="analytics-config" data-chain-scripts>{"scripts":[]}</script><script type="module">${LOADER}</script>`
        : "";
    const body = `<h1>${site} home</h1><script type="module" src="/_assets/${site}.C.js"></script>${analytics}`;
    files[`${site}/index.html`] = page("interactive", body, head(""));
    files[`${site}/coupons/index.html`] = page("interactive", `<h1>${site} coupons</h1>`, head("coupons/"));
    files[`${site}/error/index.html`] = page("static", `<h1>${site} not found</h1>`, head("error/"));
    files[`${site}/robots.txt`] = `Sitemap: https://www.${site}.example/sitemap.xml\n`;
    files[`_assets/${site}.C.js`] = `import"./react.R.js";export const chain=${JSON.stringify(site)};`;
  }
  files["alpha/contact/index.html"] = page("static", '<img src="/images/alpha-map.svg" alt="">');
  // A page slug may start with dots (settings name it); only the folder's root hides dotfiles.
  files["alpha/policies/.._.._x/index.html"] = page("static", "<h1>alpha dotted policy</h1>");
  files["_assets/react.R.js"] = "export const r=1;";
  files["_assets/loader.L.js"] = "export {}";
  files["_assets/site.S.css"] = "body{background:url(/_assets/bg.B.png)}";
  files["_assets/bg.B.png"] = "png";
  files["favicon.svg"] = "<svg xmlns='http://www.w3.org/2000/svg'/>";
  files["images/alpha-map.svg"] = "<svg xmlns='http://www.w3.org/2000/svg'><!-- alpha map --></svg>";
  return files;
}

let fake: FakeDist | undefined;
let distDir: string;
let model: RoutingModel;
let probes: IsolationProbe[];

beforeAll(async () => {
  if (process.env["ISOLATION_DIST"]) {
    distDir = process.env["ISOLATION_DIST"];
  } else {
    fake = makeFakeDist(threeChains());
    distDir = fake.distDir;
    await writeRouting({ distDir, root: distDir, listen: "80", env: {} });
  }
  model = await loadRoutingModel(distDir);
  probes = isolationProbes(model, distDir);
});
afterAll(() => fake?.cleanup());

const byName = (site: string) => model.sites.find((s) => s.site === site);
const hostOf = (site: string) => {
  const s = byName(site);
  return s ? probeHost(s) : `${site}.localhost`;
};

const missingNginx = !nginxAvailable();
if (missingNginx && process.env["CI"]) {
  describe("nginx", () => {
    it("is installed (the isolation suite runs against real nginx)", () => {
      throw new Error(`${NGINX_BIN} is missing: install Debian's nginx package (.ci/run does)`);
    });
  });
}

describe.skipIf(missingNginx)("chain isolation on real nginx with the generated configuration", () => {
  let nginx: RunningNginx;
  let prefix: string;
  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), "isolation-nginx-"));
    const port = await freePort();
    nginx = await startNginx(prefix, renderNginxConf(model, { root: distDir, listen: `127.0.0.1:${port}` }), port);
  });
  afterAll(async () => {
    await nginx?.stop();
    rmSync(prefix, { recursive: true, force: true });
  });

  it("never answers another chain's pages or files, or the build's metadata, on a chain's host", async () => {
    const foreign = probes.filter((p) => p.expect === "foreign");
    expect(foreign.length).toBeGreaterThan(100);
    expect(await runIsolationProbes(foreign, { baseUrl: () => nginx.url, host: hostOf })).toEqual([]);
  });

  it("serves each chain's own pages and files on its host", async () => {
    const own = probes.filter((p) => p.expect === "own");
    expect(own.length).toBeGreaterThanOrEqual(model.sites.length * 2);
    expect(await runIsolationProbes(own, { baseUrl: () => nginx.url, host: hostOf })).toEqual([]);
  });

  it.skipIf(process.env["ISOLATION_DIST"] !== undefined)(
    "serves on a beta host only the chains listing it, their assets only from their folders",
    async () => {
      const get = (host: string, path: string) => rawGet(nginx.url, path, host);
      expect((await get(SHARED_BETA, "/alpha/coupons/")).body).toContain("alpha coupons");
      expect((await get(SHARED_BETA, "/bravo/")).body).toContain("bravo home");
      expect((await get(SHARED_BETA, "/alpha")).status).toBe(301);
      expect((await get(SHARED_BETA, "/_assets/bravo.C.js")).status).toBe(200);
      expect((await get(SHARED_BETA, "/favicon.svg")).status).toBe(200);
      expect((await get(SHARED_BETA, "/images/alpha-map.svg")).body).toContain("alpha map");
      for (const path of ["/charlie/", "/charlie/index.html", "/_assets/charlie.C.js", "/_assets/../charlie/", "/"]) {
        const r = await get(SHARED_BETA, path);
        expect(r.status, path).not.toBe(200);
        expect(r.body, path).not.toContain("charlie");
      }
      for (const path of ["/bravo/", "/_assets/bravo.C.js", "/alpha/_headers", "/alpha/_redirects"]) {
        expect((await get(ALPHA_BETA, path)).status, path).not.toBe(200);
      }
      expect((await get(ALPHA_BETA, "/alpha/")).body).toContain("alpha home");
      expect((await get(ALPHA_BETA, "/alpha/policies/.._.._x/")).body).toContain("alpha dotted policy");
      // the #/<site> hand-over: another chain's own host, or path mode on a beta host serving it; 204 for no chain
      expect((await get("www.bravo.example", "/_entry/alpha/")).headers["location"]).toBe(
        "https://www.alpha.example/coupons-only/",
      );
      expect((await get(SHARED_BETA, "/_entry/alpha/")).headers["location"]).toBe("/alpha/coupons-only/");
      expect((await get(SHARED_BETA, "/_entry/charlie/")).headers["location"]).toBe(
        "https://www.charlie.example/coupons-only/",
      );
      expect((await get("www.bravo.example", "/_entry/nobody/")).status).toBe(204);
      expect((await get("www.alpha.example", "/policies/.._.._x/")).body).toContain("alpha dotted policy");
    },
  );

  it.skipIf(process.env["ISOLATION_DIST"] !== undefined)(
    "loads no configured or third-party script on a beta host several chains share; HSTS everywhere",
    async () => {
      const loader = `'${scriptHash(LOADER)}'`;
      const csp = async (host: string, path: string) => {
        const r = await rawGet(nginx.url, path, host);
        expect(r.headers["strict-transport-security"], `${host}${path}`).toBe("max-age=63072000");
        return r.headers["content-security-policy"] ?? "";
      };
      const shared = await csp(SHARED_BETA, "/alpha/");
      const own = await csp(ALPHA_BETA, "/alpha/");
      const host = await csp("www.alpha.example", "/");
      for (const policy of [own, host]) {
        expect(policy).toContain(loader);
        expect(policy).toContain("https://analytics.example");
      }
      expect(shared).toMatch(/script-src 'self' 'sha256-/);
      expect(shared).not.toContain(loader);
      expect(shared).not.toContain("https://analytics.example");
      expect(shared).toContain("connect-src 'self' https://gw.alpha.example");
      expect(await csp(SHARED_BETA, "/bravo/")).toContain("connect-src 'self' https://gw.bravo.example");
    },
  );
});

describe.skipIf(missingNginx)("the nginx configuration at scale", () => {
  it("passes nginx -t for 1,000 chains and grows linearly with them", () => {
    const prefix = mkdtempSync(join(tmpdir(), "isolation-scale-"));
    try {
      const sites = Array.from({ length: 1000 }, (_, i) => ({
        ...(byName("alpha") ?? model.sites[0]!),
        site: `chain-${i}`,
        hosts: [`www.chain-${i}.example`, `chain-${i}.example`],
        primaryHost: `www.chain-${i}.example`,
        betaHosts: i % 10 === 0 ? [SHARED_BETA] : [],
      }));
      const big: RoutingModel = { sites, shared: model.shared };
      const conf = renderNginxConf(big, { root: prefix, listen: "127.0.0.1:1" });
      const small = renderNginxConf(
        { sites: sites.slice(0, 100), shared: model.shared },
        { root: prefix, listen: "127.0.0.1:1" },
      );
      expect(conf.length / small.length).toBeLessThan(11);
      mkdirSync(join(prefix, "_routing"));
      writeFileSync(join(prefix, "_routing", "nginx-headers.conf"), renderNginxHeaders(big));
      const test = nginxTest(prefix, writeMainConf(prefix, conf));
      expect(test.output).not.toContain("[emerg]");
      expect(test.ok).toBe(true);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("chain isolation in the preview server (host mode and path mode)", () => {
  let server: PreviewServer;
  beforeAll(async () => {
    server = await startPreviewServer({ port: 0, distDir });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("never answers another chain's pages or files, or the build's metadata, on a chain's host", async () => {
    const foreign = probes.filter((p) => p.expect === "foreign");
    expect(await runIsolationProbes(foreign, { baseUrl: () => server.url, host: hostOf })).toEqual([]);
  });

  it("serves each chain's own pages and files on its host, and in path mode on loopback", async () => {
    const own = probes.filter((p) => p.expect === "own");
    expect(await runIsolationProbes(own, { baseUrl: () => server.url, host: hostOf })).toEqual([]);
    const pathMode = own.filter((p) => p.path === "/").map((p) => ({ ...p, path: `/${p.site}/` }));
    expect(await runIsolationProbes(pathMode, { baseUrl: () => server.url })).toEqual([]);
  });

  it.skipIf(process.env["ISOLATION_DIST"] !== undefined)(
    "gives a shared beta host the strict policy, a chain's own beta host its own",
    async () => {
      const loader = `'${scriptHash(LOADER)}'`;
      const shared = (await rawGet(server.url, "/alpha/", SHARED_BETA)).headers["content-security-policy"] ?? "";
      const own = (await rawGet(server.url, "/alpha/", ALPHA_BETA)).headers["content-security-policy"] ?? "";
      expect(own).toContain(loader);
      expect(own).toContain("https://analytics.example");
      expect(shared).not.toContain(loader);
      expect(shared).not.toContain("https://analytics.example");
      expect((await rawGet(server.url, "/_assets/charlie.C.js", SHARED_BETA)).status).toBe(404);
      const dotted = await rawGet(server.url, "/policies/.._.._x/", "www.alpha.example");
      expect(dotted.body).toContain("alpha dotted policy");
    },
  );
});
