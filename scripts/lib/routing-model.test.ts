import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildRoutingModel, gatewayUrlFor, MAX_INLINE_HASHES, scriptHash } from "./routing-model.ts";
import type { FakeDist } from "./test-fixtures.ts";
import { defaultFiles, makeFakeDist, page } from "./test-fixtures.ts";

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

describe("gatewayUrlFor", () => {
  it("prefers sites.json, then tenants/<site>/local.json, then GATEWAY_URL, then the default", () => {
    dist = makeFakeDist();
    const tenants = join(dist.root, "tenants");
    mkdirSync(join(tenants, "alpha"), { recursive: true });
    writeFileSync(join(tenants, "alpha", "local.json"), JSON.stringify({ gatewayUrl: "https://local.example/api" }));
    const site = { site: "alpha", hosts: [], onlyCoupons: false };
    expect(gatewayUrlFor({ ...site, gatewayUrl: "https://sites.example" }, tenants, {})).toBe("https://sites.example");
    expect(gatewayUrlFor(site, tenants, { GATEWAY_URL: "http://env.example" })).toBe("https://local.example/api");
    expect(gatewayUrlFor({ ...site, site: "beta" }, tenants, { GATEWAY_URL: "http://env.example" })).toBe(
      "http://env.example",
    );
    expect(gatewayUrlFor({ ...site, site: "beta" }, tenants, {})).toBe("http://localhost:8787");
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
      "http://localhost:8787",
      "https://cdn.example.org",
      "https://img.example.net",
    ]);
    expect(model.shared.connectSrc).toEqual(["http://localhost:8787", "https://gw.beta.example"]);
  });

  it("adds a site's csp extras from sites.json", async () => {
    const sites = { sites: [{ site: "alpha", hosts: [], csp: { imgSrc: ["https://tiles.example.org"] } }] };
    dist = makeFakeDist({ "_routing/sites.json": JSON.stringify(sites), "alpha/index.html": page("static", "") });
    const [alpha] = (await buildRoutingModel(dist.distDir, { env: {} })).sites;
    expect(alpha?.sources.imgSrc).toContain("https://tiles.example.org");
  });

  it("falls back to 'unsafe-inline' with a warning when a site has too many inline scripts", async () => {
    const files: Record<string, string> = { "_routing/sites.json": JSON.stringify({ sites: [{ site: "alpha" }] }) };
    for (let i = 0; i <= MAX_INLINE_HASHES; i++) files[`alpha/p${i}/index.html`] = `<script>f(${i})</script>`;
    dist = makeFakeDist(files);
    const warnings: string[] = [];
    const model = await buildRoutingModel(dist.distDir, { env: {}, warn: (m) => warnings.push(m) });
    expect(model.sites[0]?.sources.inlineScripts).toBe("unsafe-inline");
    expect(warnings[0]).toContain("alpha: 65 distinct inline scripts");
  });
});

describe("scriptHash", () => {
  it("is the CSP sha256 source of the exact script text", () => {
    const expected = createHash("sha256").update("a()").digest("base64");
    expect(scriptHash("a()")).toBe(`sha256-${expected}`);
  });
});
