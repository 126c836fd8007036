import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDist } from "./lib/test-fixtures.ts";
import { makeFakeDist } from "./lib/test-fixtures.ts";
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
  it("writes the routing model the preview server loads", async () => {
    const { read } = await run({ GATEWAY_URL: "http://gw.example:9000/api" });
    const model = JSON.parse(read("_routing/routing.json"));
    expect(model.sites.map((s: { site: string }) => s.site)).toEqual(["alpha", "beta"]);
    expect(model.sites[0].gatewayOrigin).toBe("http://gw.example:9000");
    expect(model.sites[1].gatewayOrigin).toBe("https://gw.beta.example");
    expect(model.sites[0].sources.imgSrc).toContain("https://cdn.example.org");
  });

  it("writes one nginx server per site with its hosts, and a path-mode default server", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    expect(conf).toContain("server_name www.alpha.example alpha.localhost;\n  root /srv/shop/dist/alpha;");
    expect(conf).toContain("server_name beta.localhost;\n  root /srv/shop/dist/beta;");
    expect(conf).toContain("listen 8080 default_server;");
    expect(conf.match(/^server \{/gm)).toHaveLength(3);
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
    // path mode for every site on every host: one shared include
    expect(conf.match(/include \/srv\/shop\/dist\/_routing\/nginx-path-mode\.conf;/g)).toHaveLength(3);
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

  it("selects each site's CSP by path prefix first, then by host", async () => {
    const { read } = await run();
    const conf = read("_routing/nginx.conf");
    const alphaPath = conf.indexOf("~^alpha: ");
    const betaHost = conf.indexOf("~^:beta$ ");
    expect(alphaPath).toBeGreaterThan(0);
    expect(betaHost).toBeGreaterThan(conf.indexOf("~^beta: "));
    expect(conf).toContain("www.alpha.example alpha;");
    const headers = read("_routing/nginx-headers.conf");
    expect(headers).toContain("add_header Content-Security-Policy $storefront_csp always;");
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(headers).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it("writes Netlify-style _headers and _redirects", async () => {
    const { read } = await run();
    const headers = read("_headers");
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/m);
    expect(headers).toContain("/_assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    const redirects = read("_redirects");
    expect(redirects).toContain("https://www.alpha.example/*  /alpha/:splat  200");
    expect(redirects).not.toContain("alpha.localhost");
    expect(redirects).toContain("/beta/*  /beta/  302");
  });

  it("writes the sites index page for the default server", async () => {
    const index = (await run()).read("_routing/index.html");
    expect(index).toContain('<a href="/alpha/">/alpha/</a>');
    expect(index).toContain('<html lang="en">');
  });
});
