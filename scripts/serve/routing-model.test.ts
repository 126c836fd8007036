import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildRoutingModel, gatewayUrlFor, MAX_INLINE_HASHES, scriptHash, sharedBetaSources } from "./routing-model.ts";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { defaultFiles, makeFakeDist, page } from "../test-support/fake-dist.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

describe("gatewayUrlFor", () => {
  it("prefers sites.json, then tenants/<site>/local.json, then GATEWAY_URL, then the default", () => {
    dist = makeFakeDist();
    const tenants = join(dist.root, "tenants");
    mkdirSync(join(tenants, "alpha"), { recursive: true });
    writeFileSync(join(tenants, "alpha", "local.json"), JSON.stringify({ gatewayUrl: "https://local.example/api" }));
    const site = { site: "alpha", hosts: [], onlyCoupons: false, betaHosts: [] };
    expect(gatewayUrlFor({ ...site, gatewayUrl: "https://sites.example" }, tenants, {})).toBe("https://sites.example");
    expect(gatewayUrlFor(site, tenants, { GATEWAY_URL: "http://env.example" })).toBe("https://local.example/api");
    expect(gatewayUrlFor({ ...site, site: "beta" }, tenants, { GATEWAY_URL: "http://env.example" })).toBe(
      "http://env.example",
    );
    expect(gatewayUrlFor({ ...site, site: "beta" }, tenants, {})).toBe("http://localhost:8787");
  });

  it("validates local.json's gatewayUrl as the build does", () => {
    dist = makeFakeDist();
    const tenants = join(dist.root, "tenants");
    mkdirSync(join(tenants, "alpha"), { recursive: true });
    writeFileSync(join(tenants, "alpha", "local.json"), JSON.stringify({ gatewayUrl: "local.example/api" }));
    const site = { site: "alpha", hosts: [], onlyCoupons: false, betaHosts: [] };
    expect(() => gatewayUrlFor(site, tenants, {})).toThrow(
      'tenant "alpha", local.json: gatewayUrl: expected an http(s) URL with a plain host name, found "local.example/api"',
    );
  });
});

describe("buildRoutingModel", () => {
  it("hashes each distinct inline script and collects third-party origins per directive", async () => {
    dist = makeFakeDist({
      ...defaultFiles(),
      "alpha/about/index.html": page(
        "static",
        '<iframe src="https://maps.example.com/embed?x=1" title="map"></iframe><img srcset="https://img.example.net/a.png 2x" alt=""><script src="https://widget.example.org/w.js"></script>',
      ),
    });
    const model = await buildRoutingModel(dist.distDir, { env: {} });
    const alpha = model.sites.find((s) => s.site === "alpha");
    expect(alpha?.sources.inlineScripts).toEqual([scriptHash("window.x=1")]);
    expect(alpha?.sources.frameSrc).toEqual(["https://maps.example.com"]);
    expect(alpha?.sources.scriptSrc).toEqual(["https://widget.example.org"]);
    expect(alpha?.sources.imgSrc).toEqual([
      "http://gw.alpha.example:9000",
      "https://cdn.example.org",
      "https://img.example.net",
    ]);
    expect(model.sites.map((s) => s.sources.connectSrc)).toEqual([
      ["http://gw.alpha.example:9000"],
      ["https://gw.beta.example"],
    ]);
    expect(model.shared.connectSrc).toEqual([]);
  });

  it("never lists a picture origin at a non-public IP address (loopback, private, the metadata address)", async () => {
    dist = makeFakeDist({
      ...defaultFiles(),
      "alpha/about/index.html": page(
        "static",
        '<img src="http://169.254.169.254/latest/x.png" alt=""><img src="http://10.1.2.3/a.png" alt="">' +
          '<img src="http://[::1]:8080/b.png" alt=""><img src="https://93.184.216.34/c.png" alt="">',
      ),
    });
    const alpha = (await buildRoutingModel(dist.distDir, { env: {} })).sites.find((s) => s.site === "alpha");
    expect(alpha?.sources.imgSrc).toEqual([
      "http://gw.alpha.example:9000",
      "https://93.184.216.34",
      "https://cdn.example.org",
    ]);
  });

  it("adds a site's csp extras from sites.json", async () => {
    const sites = { sites: [{ site: "alpha", hosts: [], csp: { imgSrc: ["https://tiles.example.org"] } }] };
    dist = makeFakeDist({ "_routing/sites.json": JSON.stringify(sites), "alpha/index.html": page("static", "") });
    const [alpha] = (await buildRoutingModel(dist.distDir, { env: {} })).sites;
    expect(alpha?.sources.imgSrc).toContain("https://tiles.example.org");
  });

  it("fails naming the chain and pages, never falling back to 'unsafe-inline', when scripts cannot all be hashed", async () => {
    const files: Record<string, string> = { "_routing/sites.json": JSON.stringify({ sites: [{ site: "alpha" }] }) };
    for (let i = 0; i <= MAX_INLINE_HASHES; i++) files[`alpha/p${i}/index.html`] = `<script>f(${i})</script>`;
    dist = makeFakeDist(files);
    await expect(buildRoutingModel(dist.distDir, { env: {} })).rejects.toThrow(
      /chain "alpha": 65 distinct inline scripts .*pages: \/p\d+\/index\.html/,
    );
  });

  it("does not count script markup inside attribute values, comments or JSON blocks as scripts", async () => {
    const hostile = Array.from(
      { length: MAX_INLINE_HASHES + 5 },
      (_, i) =>
        `<a title="<script>steal(${i})</script>" href="#">x</a><!-- <script>c(${i})</script> --><script type="application/json">{"a":"\\u003cscript>${i}"}</script>`,
    ).join("");
    dist = makeFakeDist({ ...defaultFiles(), "alpha/menu/index.html": page("static", hostile) });
    const alpha = (await buildRoutingModel(dist.distDir, { env: {} })).sites.find((s) => s.site === "alpha");
    expect(alpha?.sources.inlineScripts).toEqual([scriptHash("window.x=1")]);
  });
});

describe("a beta host several chains share", () => {
  it("knows the chain's configured-script loader by its marker and leaves it, and third-party scripts, out", async () => {
    const analytics =
      '<script type="application/json" id="analytics-config" data-chain-scripts>{}</script><script type="module">load()</script>';
    const sites = { sites: [{ site: "alpha", csp: { scriptSrc: ["https://analytics.example"] } }] };
    dist = makeFakeDist({
      "_routing/sites.json": JSON.stringify(sites),
      "alpha/index.html": page("static", analytics),
    });
    const [alpha] = (await buildRoutingModel(dist.distDir, { env: {} })).sites;
    expect(alpha?.chainScripts).toEqual([scriptHash("load()")]);
    expect(alpha?.sources.inlineScripts).toEqual([scriptHash("load()"), scriptHash("window.x=1")].sort());
    const shared = sharedBetaSources(alpha!);
    expect(shared.inlineScripts).toEqual([scriptHash("window.x=1")]);
    expect(shared.scriptSrc).toEqual([]);
    expect(shared.connectSrc).toEqual(alpha?.sources.connectSrc);
  });
});

describe("scriptHash", () => {
  it("is the CSP sha256 source of the exact script text", () => {
    const expected = createHash("sha256").update("a()").digest("base64");
    expect(scriptHash("a()")).toBe(`sha256-${expected}`);
  });
});
