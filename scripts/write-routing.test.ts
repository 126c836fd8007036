import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDist } from "./test-support/fake-dist.ts";
import { observatoryProblems, parseHeadersFile } from "./lib/observatory.ts";
import { makeFakeDist } from "./test-support/fake-dist.ts";
import { writeRouting } from "./write-routing.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

async function run(env: NodeJS.ProcessEnv = {}) {
  dist = makeFakeDist();
  const model = await writeRouting({ distDir: dist.distDir, root: "/srv/shop/dist", listen: "8080", env });
  const read = (rel: string) => readFileSync(join(dist!.distDir, rel), "utf8");
  return { model, read };
}

describe("write-routing", () => {
  it("writes the routing model the preview server loads, with the gateway each chain was built with", async () => {
    // Run on its own with another GATEWAY_URL in the environment: the build output wins.
    const { read } = await run({ GATEWAY_URL: "http://elsewhere.example:1234/api" });
    const model = JSON.parse(read("_routing/routing.json"));
    expect(model.sites.map((s: { site: string }) => s.site)).toEqual(["alpha", "beta"]);
    expect(model.sites[0].gatewayOrigin).toBe("http://gw.alpha.example:9000");
    expect(read("_routing/routing.json")).not.toContain("elsewhere.example");
    expect(model.sites[1].gatewayOrigin).toBe("https://gw.beta.example");
    expect(model.sites[0].sources.imgSrc).toContain("https://cdn.example.org");
  });

  it("writes one nginx server per site with its hosts, one per beta host, and a default server serving nothing", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    expect(conf).toContain("server_name www.alpha.example alpha.localhost;\n  root /srv/shop/dist/alpha;");
    expect(conf).toContain("server_name beta.localhost;\n  root /srv/shop/dist/beta;");
    expect(conf).toContain("server_name beta-preview.example;\n  root /srv/shop/dist;");
    expect(conf).toMatch(/listen 8080 default_server;[\s\S]*location \/ \{[^}]*return 404;/);
    expect(conf.match(/^server \{/gm)).toHaveLength(4);
  });

  it("serves /<site>/ only on beta hosts: a chain's server has no other chain's locations", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    const servers = conf.split(/^server \{/m).slice(1);
    const alpha = servers.find((s) => s.includes("server_name www.alpha.example"))!;
    const beta = servers.find((s) => s.includes("server_name beta.localhost"))!;
    const preview = servers.find((s) => s.includes("server_name beta-preview.example"))!;
    expect(alpha).not.toContain("location ^~ /beta/");
    expect(beta).not.toContain("location ^~ /alpha/");
    expect(conf).not.toContain("nginx-path-mode.conf;");
    expect(preview).toContain("location ^~ /alpha/ {");
    expect(preview).not.toContain("location ^~ /beta/ {");
    expect(preview).toMatch(/location = \/ \{[^}]*return 404;/);
    // #/<site> hand-over: to the other chain's own host, or path mode on its beta host
    expect(beta).toContain("location = /_entry/alpha/ {");
    expect(beta).toMatch(
      /location = \/_entry\/alpha\/ \{[^}]*return 302 https:\/\/www\.alpha\.example\/coupons-only\/;/,
    );
    expect(preview).toMatch(/location = \/_entry\/alpha\/ \{[^}]*return 302 \/alpha\/coupons-only\/;/);
    expect(alpha).toMatch(/location \^~ \/_entry\/ \{[^}]*return 204;/);
  });

  it("encodes the serving rules as nginx locations", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    // shared assets with immutable cache, and the site's error page for missing ones
    expect(conf).toMatch(/location \^~ \/_assets\/ \{\n {4}root \/srv\/shop\/dist;[^}]*immutable/);
    expect(conf).toContain("error_page 404 @missing_asset;");
    expect(conf).toContain("try_files /error/index.html =404;");
    // trailing slash 301 keeping the query, directory index, catch-all 302 to the site root
    expect(conf).toContain("if (-f $request_filename/index.html) {");
    expect(conf).toContain("return 301 $uri/$is_args$args;");
    expect(conf).toContain("try_files ${uri}index.html @site_root;");
    expect(conf).toMatch(/location @site_root \{[^}]*return 302 \/;/);
    // error answers are never cached for an hour
    expect(conf).toMatch(
      /map \$status \$storefront_cache_file \{\n {2}~\^\[45\] "no-cache";\n {2}default "public, max-age=3600";/,
    );
    expect(conf).not.toMatch(/add_header Cache-Control "public, max-age=3600"/);
    // hidden build metadata
    expect(conf).toContain("location ~ ^/(\\.|_(?!assets/)) {");
  });

  it("writes the path-mode locations once, for every site", async () => {
    const pathMode = (await run()).read("_routing/nginx-path-mode.conf");
    expect(pathMode).toContain("location = /beta {");
    expect(pathMode).toContain("return 301 /beta/$is_args$args;");
    expect(pathMode).toMatch(/location \^~ \/alpha\/ \{\n {4}root \/srv\/shop\/dist;/);
    expect(pathMode).toMatch(/location @root_beta \{[^}]*return 302 \/beta\/;/);
  });

  it("selects each site's CSP by its own host first, by path prefix only on hosts of no chain", async () => {
    const { read } = await run();
    const conf = read("_routing/nginx.conf");
    const alphaHost = conf.indexOf("~:alpha$ ");
    const betaPath = conf.indexOf("~^beta:$ ");
    expect(alphaHost).toBeGreaterThan(0);
    expect(betaPath).toBeGreaterThan(conf.indexOf("~:beta$ "));
    expect(conf).toContain("www.alpha.example alpha;");
    const headers = read("_routing/nginx-headers.conf");
    expect(headers).toContain("add_header Content-Security-Policy $storefront_csp always;");
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=63072000" always;');
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(headers).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it("writes Netlify-style _headers with one policy per chain, HSTS and HTML revalidation", async () => {
    const { read, model } = await run();
    const headers = read("_headers");
    const blocks = headers.split(/\n(?=\S)/);
    const alpha = blocks.find((b) => b.startsWith("https://www.alpha.example/*\n"))!;
    const alphaBeta = blocks.find((b) => b.startsWith("https://beta-preview.example/alpha/*\n"))!;
    const fallback = blocks.find((b) => b.startsWith("/*\n"))!;
    const alphaCsp = model.sites[0]!.sources.inlineScripts;
    for (const b of [alpha, alphaBeta]) {
      expect(b).toContain("Strict-Transport-Security: max-age=63072000");
      expect(b).toContain("Cache-Control: public, max-age=60, must-revalidate");
      expect(b).toContain("connect-src 'self' http://gw.alpha.example:9000;");
      expect(b).toContain(`'${alphaCsp[0]}'`);
      expect(b).not.toContain("gw.beta.example");
    }
    expect(fallback).toContain("script-src 'self';");
    expect(headers).not.toContain("unsafe-inline' ;");
    expect(headers).not.toMatch(/script-src[^;\n]*unsafe-inline/);
    expect(headers).toContain("/_assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("gives every production rule of _headers a policy that passes the Observatory checks over https", async () => {
    const rules = parseHeadersFile((await run()).read("_headers")).filter((r) => r.pattern !== "/_assets/*");
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const rule of rules) expect(observatoryProblems(rule.headers, { https: true }), rule.pattern).toEqual([]);
  });

  it("writes _redirects that keep each chain's host to its own folder and path mode to beta hosts", async () => {
    const redirects = (await run()).read("_redirects");
    expect(redirects).toContain("https://www.alpha.example/*  /alpha/:splat  200");
    expect(redirects).not.toContain("alpha.localhost");
    expect(redirects).toContain("https://beta-preview.example/alpha/*  /alpha/  302");
    expect(redirects).not.toMatch(/^\/beta\/\*/m);
    expect(redirects).toContain("/_entry/alpha/  https://www.alpha.example/coupons-only/  302");
  });

  it("writes the sites index page for the default server", async () => {
    const index = (await run()).read("_routing/index.html");
    expect(index).toContain('<a href="/alpha/">/alpha/</a>');
    expect(index).toContain('<html lang="en">');
  });
});
