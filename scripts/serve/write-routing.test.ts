import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { observatoryProblems, parseHeadersFile } from "./observatory.ts";
import { makeFakeDist } from "../test-support/fake-dist.ts";
import { writeFiles, writeRouting } from "./write-routing.ts";

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

  it("makes each chain folder a self-contained deployable and leaves nothing shared at the root", async () => {
    const { model } = await run();
    const dir = dist!.distDir;
    // alpha's pages reach Island.js, which imports react.js, and client.js; nothing else
    expect(readdirSync(join(dir, "alpha", "_assets")).sort()).toEqual(["Island.js", "client.js", "react.js"]);
    expect(existsSync(join(dir, "alpha", "favicon.svg"))).toBe(true);
    expect(existsSync(join(dir, "beta", "_assets"))).toBe(false);
    expect(existsSync(join(dir, "beta", "favicon.svg"))).toBe(false);
    for (const site of ["alpha", "beta"]) {
      expect(existsSync(join(dir, site, "_headers")), site).toBe(true);
      expect(existsSync(join(dir, site, "_redirects")), site).toBe(true);
    }
    expect(readdirSync(dir).sort()).toEqual(["_routing", "alpha", "beta"]);
    expect(model.sites.map((s) => s.publicFiles)).toEqual([["favicon.svg"], []]);
  });

  it("leaves an assembled dist as it is when run again, public files remembered", async () => {
    const { read } = await run();
    const again = await writeRouting({ distDir: dist!.distDir, root: "/srv/shop/dist", listen: "8080", env: {} });
    expect(again.sites[0]?.publicFiles).toEqual(["favicon.svg"]);
    expect(read("alpha/_assets/Island.js")).toContain("react.js");
  });

  it("writes one nginx server per chain whose root is that chain's folder alone", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    expect(conf).toContain("server_name www.alpha.example alpha.localhost;\n  root /srv/shop/dist/alpha;");
    expect(conf).toContain("server_name beta.localhost;\n  root /srv/shop/dist/beta;");
    // no location anywhere falls back into the folder that holds every chain
    expect(conf).not.toMatch(/root \/srv\/shop\/dist;/);
    expect(conf).not.toContain("@public");
    expect(conf).toMatch(/listen 8080 default_server;[\s\S]*location \/ \{[^}]*return 404;/);
    expect(conf.match(/^server \{/gm)).toHaveLength(4);
  });

  it("serves /<site>/ only on beta hosts, from that chain's folder, and a chain's server names no other chain", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    const servers = conf.split(/^server \{/m).slice(1);
    const alpha = servers.find((s) => s.includes("server_name www.alpha.example"))!;
    const beta = servers.find((s) => s.includes("server_name beta.localhost"))!;
    const preview = servers.find((s) => s.includes("server_name beta-preview.example"))!;
    expect(alpha).not.toContain("/srv/shop/dist/beta");
    expect(beta).not.toContain("/srv/shop/dist/alpha");
    expect(conf).not.toContain("nginx-path-mode.conf;");
    expect(preview).toContain("location ^~ /alpha/ {\n    alias /srv/shop/dist/alpha/;");
    expect(preview).not.toContain("/srv/shop/dist/beta");
    expect(preview).toMatch(/location \^~ \/_assets\/ \{\n {4}root \/srv\/shop\/dist\/alpha;/);
    expect(preview).toMatch(/location = \/favicon\.svg \{\n {4}root \/srv\/shop\/dist\/alpha;/);
    expect(preview).toMatch(/location \/ \{[^}]*return 404;/);
    // #/<site> hand-over: to the other chain's own host (one map for every server), or path mode on its beta host
    expect(conf).toContain("  /_entry/alpha/ https://www.alpha.example/coupons-only/;");
    expect(beta).toMatch(/location \^~ \/_entry\/ \{[^}]*return 204;[^}]*\}\n {4}return 302 \$storefront_entry;/);
    expect(beta).not.toContain("location = /_entry/");
    expect(preview).toMatch(/location = \/_entry\/alpha\/ \{[^}]*return 302 \/alpha\/coupons-only\/;/);
  });

  it("encodes the serving rules as nginx locations", async () => {
    const conf = (await run()).read("_routing/nginx.conf");
    // the chain's own assets with immutable cache, and its error page for missing ones
    expect(conf).toMatch(/location \^~ \/_assets\/ \{\n[^}]*immutable[^}]*error_page 404 @missing_asset;/);
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
    // control files and dotfiles
    expect(conf).toContain("location ~ ^/(\\.|_(?!assets/)) {");
    expect(conf).toContain("location ~ ^/alpha/(\\.|_(?!assets/)) {");
  });

  it("writes the path-mode locations once, for every site", async () => {
    const pathMode = (await run()).read("_routing/nginx-path-mode.conf");
    expect(pathMode).toContain("location = /beta {");
    expect(pathMode).toContain("return 301 /beta/$is_args$args;");
    expect(pathMode).toMatch(/location \^~ \/alpha\/ \{\n {4}alias \/srv\/shop\/dist\/alpha\/;/);
    expect(pathMode).toMatch(/location @root_beta \{[^}]*return 302 \/beta\/;/);
  });

  it("selects each site's CSP by its own host first, by path prefix only on hosts of no chain", async () => {
    const { read } = await run();
    const conf = read("_routing/nginx.conf");
    expect(conf).toContain("www.alpha.example alpha;");
    expect(conf).toMatch(/map \$storefront_host_site \$storefront_csp_key \{\n {2}default \$storefront_host_site;/);
    expect(conf).toContain('"" $storefront_shared_beta$storefront_path_site;');
    expect(conf).toMatch(/^ {2}alpha "default-src 'self'; script-src 'self' 'sha256-/m);
    // one chain on its beta host: its own policy; no host is shared here
    expect(conf).not.toContain("shared:alpha");
    const headers = read("_routing/nginx-headers.conf");
    expect(headers).toContain("add_header Content-Security-Policy $storefront_csp always;");
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=63072000" always;');
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(headers).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it("writes each chain's _headers, _redirects and 404.html into its folder, path rules only", async () => {
    const { read, model } = await run();
    const headers = read("alpha/_headers");
    const rules = parseHeadersFile(headers);
    expect(rules.map((r) => r.pattern)).toEqual(["/*", "/_assets/*"]);
    const all = rules[0]!.headers;
    expect(all["Strict-Transport-Security"]).toBe("max-age=63072000");
    expect(all["Content-Security-Policy"]).toContain("connect-src 'self' http://gw.alpha.example:9000;");
    expect(all["Content-Security-Policy"]).toContain(`'${model.sites[0]!.sources.inlineScripts[0]}'`);
    expect(headers).not.toContain("gw.beta.example");
    expect(headers).not.toMatch(/script-src[^;\n]*unsafe-inline/);
    expect(observatoryProblems(all, { https: true })).toEqual([]);
    const redirects = read("alpha/_redirects");
    expect(redirects).toContain("/_entry/alpha/  https://www.alpha.example/coupons-only/  302");
    for (const text of [headers, redirects]) expect(text).not.toMatch(/^https?:/m); // no host rules
    expect(read("alpha/404.html")).toContain('<base href="/error/">');
    expect(read("alpha/404.html")).toContain("PAGE NOT FOUND");
  });

  it("writes the sites index page for the default server", async () => {
    const index = (await run()).read("_routing/index.html");
    expect(index).toContain('<a href="/alpha/">/alpha/</a>');
    expect(index).toContain('<html lang="en">');
  });
});

describe("writeFiles", () => {
  it("writes a large content shared by many files once and links it, never writing through an older link", () => {
    const dir = mkdtempSync(join(tmpdir(), "write-files-"));
    try {
      const shared = "/_entry/x/  https://www.x.example/coupons-only/  302\n".repeat(200);
      writeFileSync(join(dir, "old"), "an earlier release's file");
      writeFiles(dir, { "a/_redirects": shared, "b/_redirects": shared, "c/_headers": "small", "d/_headers": "small" });
      const inode = (rel: string) => statSync(join(dir, rel)).ino;
      expect(inode("a/_redirects")).toBe(inode("b/_redirects"));
      expect(readFileSync(join(dir, "b/_redirects"), "utf8")).toBe(shared);
      // Small files are written each on their own.
      expect(inode("c/_headers")).not.toBe(inode("d/_headers"));
      // A name that was a link to another file is replaced, so the other file keeps its content.
      writeFiles(dir, { "a/_redirects": "changed" });
      expect(readFileSync(join(dir, "b/_redirects"), "utf8")).toBe(shared);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
