/**
 * The coupon lists' gzipped copies: written beside each list by write-routing, and sent as they are
 * by real nginx with the generated configuration (`gzip_static`) to a client that accepts gzip, the
 * plain file to one that does not. The preview server gzips on request too. (Cloudflare Pages'
 * runtime compressing the same files: cdn-files.wrangler.test.ts.)
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginxConf } from "./nginx-conf.ts";
import { loadRoutingModel } from "./routing-model.ts";
import { startPreviewServer } from "./serve.ts";
import { defaultFiles, makeFakeDist, type FakeDist } from "../test-support/fake-dist.ts";
import { freePort, nginxAvailable, startNginx, type RunningNginx } from "../test-support/nginx.ts";
import { writeRouting } from "./write-routing.ts";
import { precompressChain } from "./precompress.ts";

const LIST = "coupon-lists/0-1.0123456789ab.json";
const BODY = JSON.stringify({
  v: 1,
  n: 300,
  c: { Title: Array.from({ length: 300 }, (_, i) => `Offer ${i} of the week`) },
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET `path` on `origin` for `host`, with or without `Accept-Encoding: gzip`. */
function get(origin: string, path: string, host: string, gzip: boolean): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers = { host, ...(gzip ? { "accept-encoding": "gzip" } : {}) };
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let fake: FakeDist;
beforeAll(async () => {
  fake = makeFakeDist({ ...defaultFiles(), [`alpha/${LIST}`]: BODY });
  await writeRouting({ distDir: fake.distDir, root: fake.distDir, listen: "80", env: {} });
});
afterAll(() => fake.cleanup());

describe("precompressChain", () => {
  it("has written a level-9 gzipped copy beside each coupon list, once", () => {
    const copy = join(fake.distDir, "alpha", `${LIST}.gz`);
    expect(gunzipSync(readFileSync(copy)).toString("utf8")).toBe(BODY);
    expect(statSync(copy).size).toBeLessThan(BODY.length / 5);
    expect(precompressChain(join(fake.distDir, "alpha"))).toBe(0);
    expect(precompressChain(join(fake.distDir, "beta"))).toBe(0);
  });
});

describe.skipIf(!nginxAvailable())("a coupon list on real nginx with the generated configuration", () => {
  let nginx: RunningNginx;
  let prefix: string;
  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), "precompress-nginx-"));
    const port = await freePort();
    const model = await loadRoutingModel(fake.distDir);
    nginx = await startNginx(prefix, renderNginxConf(model, { root: fake.distDir, listen: `127.0.0.1:${port}` }), port);
  });
  afterAll(async () => {
    await nginx?.stop();
    rmSync(prefix, { recursive: true, force: true });
  });

  it("sends the gzipped copy as it is to a client that accepts gzip, and the plain file otherwise", async () => {
    const gz = await get(nginx.url, `/${LIST}`, "www.alpha.example", true);
    expect(gz.status).toBe(200);
    expect(gz.headers["content-type"]).toMatch(/^application\/json/);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    // gzip_static sends the copy with its length; gzip on the fly would stream it chunked.
    expect(Number(gz.headers["content-length"])).toBe(statSync(join(fake.distDir, "alpha", `${LIST}.gz`)).size);
    expect(gunzipSync(gz.body).toString("utf8")).toBe(BODY);
    const plain = await get(nginx.url, `/${LIST}`, "www.alpha.example", false);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(BODY);
  });
});

describe("a coupon list on the preview server", () => {
  it("is gzipped for a client that accepts it", async () => {
    const preview = await startPreviewServer({ port: 0, distDir: fake.distDir });
    try {
      const gz = await get(preview.url, `/alpha/${LIST}`, "localhost", true);
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).toString("utf8")).toBe(BODY);
    } finally {
      await preview.close();
    }
  });
});
