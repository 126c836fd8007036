import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { observatoryProblems } from "./observatory.ts";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { makeFakeDist } from "../test-support/fake-dist.ts";
import type { PreviewServer } from "./serve.ts";
import { startPreviewServer } from "./serve.ts";
import { writeRouting } from "./write-routing.ts";

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

let dist: FakeDist;
let server: PreviewServer;

/** Raw HTTP so the target is sent exactly as written (no client-side normalisation of `..`). */
function get(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path: target, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = makeFakeDist();
  // What npm run build leaves: one self-contained folder per chain and the routing files.
  await writeRouting({ distDir: dist.distDir, root: dist.distDir, listen: "80", env: {} });
  server = await startPreviewServer({
    port: 0,
    distDir: dist.distDir,
    env: { GATEWAY_URL: "http://localhost:8797/api" },
  });
});
afterAll(async () => {
  await server.close();
  dist.cleanup();
});

describe("preview server", () => {
  it("serves a site page in path mode with HTML headers", async () => {
    const r = await get("/alpha/coupons/");
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["cache-control"]).toBe("public, max-age=60, must-revalidate");
    expect(r.body).toContain('<a href="../">Home</a>');
  });

  it("serves the same page in host mode", async () => {
    const host = await get("/coupons/", { Host: "www.alpha.example" });
    const path = await get("/alpha/coupons/");
    expect(host.status).toBe(200);
    expect(host.body).toBe(path.body);
  });

  it("sends security headers on every response, with the chain's own gateway on its pages", async () => {
    for (const target of ["/alpha/", "/nope", "/_assets/Island.js", "/alpha/nope"]) {
      const r = await get(target);
      const csp = String(r.headers["content-security-policy"]);
      if (target.startsWith("/alpha/")) {
        // the gateway the build wrote into sites.json, not the preview's GATEWAY_URL
        expect(csp).toContain("connect-src 'self' http://gw.alpha.example:9000");
        expect(csp).toMatch(/img-src [^;]*http:\/\/gw\.alpha\.example:9000/);
      } else {
        expect(csp).toContain("connect-src 'self';");
        expect(csp).toContain("script-src 'self';");
      }
      expect(csp).not.toContain("localhost:8797");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(r.headers["permissions-policy"]).toContain("camera=()");
    }
  });

  it("passes the Observatory header checks on pages, redirects and errors", async () => {
    for (const [target, host] of [
      ["/alpha/", undefined],
      ["/coupons/", "www.alpha.example"],
      ["/nope", "www.alpha.example"],
      ["/_assets/gone.js", "www.alpha.example"],
      ["/", undefined],
    ] as const) {
      const r = await get(target, host ? { Host: host } : {});
      const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
      expect(observatoryProblems(headers, { https: false }), `${host ?? ""}${target}`).toEqual([]);
    }
  });

  it("never serves one chain's pages on another chain's host", async () => {
    for (const [host, other] of [
      ["www.alpha.example", "beta"],
      ["beta.localhost:4321", "alpha"],
      ["alpha.localhost:4321", "beta"],
    ] as const) {
      for (const target of [`/${other}/`, `/${other}/index.html`, `/${other}/coupons/`]) {
        const r = await get(target, { Host: host });
        expect(r.status, `${host}${target}`).not.toBe(200);
        expect(r.body).not.toContain(`${other} home`);
      }
    }
    const beta = await get("/beta/index.html", { Host: "www.alpha.example" });
    expect(beta).toMatchObject({ status: 302, headers: { location: "/" } });
  });

  it("404s are not cached", async () => {
    const r = await get("/_assets/gone.js", { Host: "www.alpha.example" });
    expect(r.status).toBe(404);
    expect(r.headers["cache-control"]).toBe("no-cache");
  });

  it("uses each site's own gateway and inline-script hashes", async () => {
    const beta = String((await get("/beta/")).headers["content-security-policy"]);
    expect(beta).toContain("connect-src 'self' https://gw.beta.example");
    expect(beta).not.toContain("localhost:8797");
    expect(beta).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it("serves hashed assets as immutable JavaScript, gzipped on request", async () => {
    const r = await get("/_assets/Island.js", { "Accept-Encoding": "gzip" });
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(r.headers["content-encoding"]).toBe("gzip");
  });

  it("answers a missing asset with 404 and the host's error page", async () => {
    const r = await get("/_assets/gone.js", { Host: "www.alpha.example" });
    expect(r.status).toBe(404);
    expect(r.body).toContain("PAGE NOT FOUND");
  });

  it("redirects directory URLs (301, query kept) and unknown paths (302)", async () => {
    expect(await get("/alpha/coupons?x=1")).toMatchObject({
      status: 301,
      headers: { location: "/alpha/coupons/?x=1" },
    });
    expect(await get("/coupons?x=1", { Host: "alpha.localhost:4321" })).toMatchObject({
      headers: { location: "/coupons/?x=1" },
    });
    expect(await get("/alpha/nope/")).toMatchObject({ status: 302, headers: { location: "/alpha/" } });
    expect(await get("/nope", { Host: "www.alpha.example" })).toMatchObject({
      status: 302,
      headers: { location: "/" },
    });
  });

  it("lists the sites at / with path-mode and host-mode links", async () => {
    const r = await get("/", { Host: `localhost:${server.port}` });
    expect(r.status).toBe(200);
    expect(r.body).toContain('<a href="/alpha/">');
    expect(r.body).toContain(`href="http://beta.localhost:${server.port}/"`);
  });

  it.each([
    "/../secret.txt",
    "/alpha/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/alpha/..%2f..%2fsecret.txt",
    "/_assets/..%2f..%2fsecret.txt",
    "/..%5c..%5csecret.txt",
    "//../secret.txt",
  ])("never serves a file outside dist for %s", async (target) => {
    const r = await get(target);
    expect(r.body).not.toContain("outside dist");
    expect([302, 400, 404]).toContain(r.status);
  });

  it("hides build metadata and CDN control files", async () => {
    expect((await get("/_routing/sites.json")).status).toBe(404);
    expect((await get("/_headers", { Host: "www.alpha.example" })).status).toBe(404);
  });

  it("answers HEAD without a body, 304 for a known ETag and 405 for other methods", async () => {
    const head = await get("/alpha/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    const etag = String(head.headers["etag"]);
    expect((await get("/alpha/", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/alpha/", {}, "POST")).status).toBe(405);
  });

  it("answers a byte range of a file with 206 and its part, headers unchanged", async () => {
    const whole = await get("/favicon.svg");
    const part = await get("/favicon.svg", { Range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(part.body).toBe(whole.body.slice(0, 4));
    expect(part.headers["content-range"]).toBe(`bytes 0-3/${whole.body.length}`);
    expect(part.headers["content-type"]).toBe(whole.headers["content-type"]);
    expect(part.headers["content-security-policy"]).toBe(whole.headers["content-security-policy"]);
  });
});
