/**
 * The build-time image pipeline over a real cache folder and real sharp encodings: variants in every
 * format at the widths asked for (never above the picture's own), the fallback format by
 * transparency, cache hits by URL (another build) and by content (another URL), the URL's time to
 * live, and the kept original URL with a warning naming chain and key when a picture cannot be had.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  copyUsedImages,
  createPipeline,
  islandPictures,
  MAX_PICTURE_BYTES,
  type PipelineOptions,
  svgRatio,
  type ResponsivePicture,
} from "./pipeline.server.ts";
import { drawnPicture, islandPicture, unpackPicture } from "./variants.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "images-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const photo = (width: number, height: number, seed = 1) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40 * seed, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
const mark = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** A pipeline over `dir` whose "network" is a table of URLs; counts the requests. */
function pipelineOf(files: Record<string, Buffer | string>, more: Partial<PipelineOptions> = {}) {
  const requests: string[] = [];
  const warnings: string[] = [];
  const pipeline = createPipeline({
    cacheDir: dir,
    fetchBytes: async (url) => {
      requests.push(url);
      const body = files[url];
      if (body === undefined) throw new Error("HTTP 404");
      return typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
    },
    warn: (m) => warnings.push(m),
    ...more,
  });
  return { pipeline, requests, warnings };
}

const use = { chain: "alpha", key: "HOME_SLIDER[0].slider_image" };
const raster = (p: ResponsivePicture) => {
  if (p.kind !== "raster") throw new Error(`expected a raster, got ${JSON.stringify(p)}`);
  return p;
};
const files = (srcset: string) => srcset.split(", ").map((c) => c.split(" ")[0]?.replace("/_assets/", "") ?? "");

describe("image pipeline", () => {
  it("makes AVIF, WebP and JPEG at the widths asked for, none above the picture's own", async () => {
    const { pipeline } = pipelineOf({ "https://cdn.example/slide.jpg": await photo(1000, 400) });
    const p = raster(await pipeline.picture("https://cdn.example/slide.jpg", use, { widths: [480, 768, 1280, 1920] }));
    expect([p.width, p.height]).toEqual([1000, 400]);
    expect(p.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(p.srcset).toMatch(/^\/_assets\/img-[0-9a-f]{16}-480\.jpg 480w, \S+-768\.jpg 768w, \S+-1000\.jpg 1000w$/);
    expect(p.src).toMatch(/-1000\.jpg$/);
    const cached = join(dir, "files");
    for (const [srcset, format] of [
      [p.sources[0]!.srcset, "heif"],
      [p.sources[1]!.srcset, "webp"],
      [p.srcset, "jpeg"],
    ] as const) {
      for (const name of files(srcset)) {
        const meta = await sharp(join(cached, name)).metadata();
        expect([name, meta.format], name).toEqual([name, format]);
        expect(meta.width).toBe(Number(/-(\d+)\.\w+$/.exec(name)?.[1]));
      }
    }
    expect(pipeline.stats).toMatchObject({ fetched: 1, encoded: 9, failed: 0 });
  });

  it("falls back to PNG for a picture with transparency", async () => {
    const { pipeline } = pipelineOf({ "https://cdn.example/brand.png": await mark(400, 200) });
    const p = raster(await pipeline.picture("https://cdn.example/brand.png", use, { widths: [240, 400] }));
    expect(p.src).toMatch(/-400\.png$/);
    expect(p.srcset).toMatch(/-240\.png 240w, \S+-400\.png 400w$/);
    expect((await sharp(join(dir, "files", files(p.srcset)[0]!)).metadata()).hasAlpha).toBe(true);
  });

  it("fetches a URL once across builds and encodes a content once across URLs", async () => {
    const bytes = await photo(600, 400);
    const network = { "https://a.example/p.jpg": bytes, "https://b.example/same.jpg": bytes };
    const first = pipelineOf(network);
    const a = raster(await first.pipeline.picture("https://a.example/p.jpg", use, { widths: [300, 600] }));
    expect(first.pipeline.stats.encoded).toBe(6);

    // Another chain's URL with the same bytes: fetched, but nothing encoded again.
    const b = raster(
      await first.pipeline.picture("https://b.example/same.jpg", { chain: "beta", key: "k" }, { widths: [300, 600] }),
    );
    expect(b).toEqual(a);
    expect(first.pipeline.stats).toMatchObject({ fetched: 2, contentHits: 1, encoded: 6 });

    // The next build (a new process): neither fetched nor encoded.
    const second = pipelineOf(network);
    expect(await second.pipeline.picture("https://a.example/p.jpg", use, { widths: [300, 600] })).toEqual(a);
    expect(second.requests).toEqual([]);
    expect(second.pipeline.stats).toMatchObject({ fetched: 0, urlHits: 1, encoded: 0 });
    expect([...second.pipeline.used.keys()].sort()).toEqual(
      [...files(a.srcset), ...a.sources.flatMap((s) => files(s.srcset))].sort(),
    );
  });

  it("fetches a URL again after its time to live and re-encodes only changed content", async () => {
    let clock = 0;
    const network: Record<string, Buffer> = { "https://a.example/p.jpg": await photo(600, 400, 1) };
    const opts = { ttlMs: 1000, now: () => clock };
    const one = raster(
      await pipelineOf(network, opts).pipeline.picture("https://a.example/p.jpg", use, { widths: [600] }),
    );
    clock = 500;
    const fresh = pipelineOf(network, opts);
    await fresh.pipeline.picture("https://a.example/p.jpg", use, { widths: [600] });
    expect(fresh.requests).toEqual([]);

    clock = 2000;
    const same = pipelineOf(network, opts);
    expect(await same.pipeline.picture("https://a.example/p.jpg", use, { widths: [600] })).toEqual(one);
    expect(same.pipeline.stats).toMatchObject({ fetched: 1, contentHits: 1, encoded: 0 });

    clock = 4000;
    network["https://a.example/p.jpg"] = await photo(600, 400, 3);
    const changed = pipelineOf(network, opts);
    const two = raster(await changed.pipeline.picture("https://a.example/p.jpg", use, { widths: [600] }));
    expect(two.src).not.toBe(one.src);
    expect(changed.pipeline.stats).toMatchObject({ fetched: 1, contentHits: 0, encoded: 3 });
  });

  it("keeps the original URL and warns with chain and key when a picture cannot be had", async () => {
    const { pipeline, warnings } = pipelineOf({ "https://a.example/not-a-picture.jpg": "<html>oops</html>" });
    for (const url of ["https://a.example/missing.jpg", "https://a.example/not-a-picture.jpg"]) {
      expect(await pipeline.picture(url, use, { widths: [600] })).toEqual({
        kind: "original",
        src: url,
        failed: true,
        reason: expect.any(String),
      });
    }
    expect(warnings).toEqual([
      expect.stringMatching(
        /^images: chain "alpha", HOME_SLIDER\[0\]\.slider_image: https:\/\/a\.example\/missing\.jpg could not be used \(HTTP 404\); the original URL is kept$/,
      ),
      expect.stringMatching(/chain "alpha", HOME_SLIDER\[0\]\.slider_image: https:\/\/a\.example\/not-a-picture\.jpg/),
    ]);
    // Another chain using the same URL gets its own warning; the same use is not repeated.
    await pipeline.picture("https://a.example/missing.jpg", use, { widths: [600] });
    await pipeline.picture(
      "https://a.example/missing.jpg",
      { chain: "beta", key: "ABOUT.brands[1]" },
      { widths: [600] },
    );
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toContain('chain "beta", ABOUT.brands[1]:');
    expect(pipeline.stats.failed).toBe(2);
  });

  it("knows an SVG's proportions from its root, so the page reserves the box it will fill", () => {
    const svg = (root: string) =>
      new TextEncoder().encode(`<?xml version="1.0"?>\n${root}<rect width="1" height="9"/></svg>`);
    expect(svgRatio(svg('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96">'))).toBeCloseTo(10 / 3);
    expect(svgRatio(svg('<svg width="320px" height="96px" stroke-width="2">'))).toBeCloseTo(10 / 3);
    expect(svgRatio(svg('<svg viewBox="0 0 200 50">'))).toBe(4);
    expect(svgRatio(svg('<svg width="100%" height="100%" viewBox="0,0,90,30">'))).toBe(3);
    expect(svgRatio(svg("<svg>"))).toBeNull();
    expect(svgRatio(svg('<svg width="0" height="0" viewBox="0 0 0 0">'))).toBeNull();
  });

  it("uses SVG pictures and site paths as they are, without a warning", async () => {
    const { pipeline, warnings } = pipelineOf({ "https://a.example/logo.svg": SVG });
    expect(await pipeline.picture("https://a.example/logo.svg", use, { widths: [200] })).toEqual({
      kind: "original",
      src: "https://a.example/logo.svg",
      failed: false,
      ratio: 1,
    });
    expect(await pipeline.picture("/images/store-default.svg", use, { widths: [200] })).toMatchObject({
      kind: "original",
      failed: false,
    });
    expect(warnings).toEqual([]);
    expect(pipeline.used.size).toBe(0);
  });

  it("maps an island's pictures: own-origin variants for a known URL, the original for a failed one", async () => {
    const { pipeline, warnings } = pipelineOf({
      "https://gw.example/coupon/1.jpg": await photo(500, 500),
      "https://gw.example/coupon/logo.svg": SVG,
    });
    const opts = { widths: [200, 400] };
    const map = await islandPictures(
      pipeline,
      "alpha",
      ["1.jpg", "logo.svg", "gone.jpg"].map((name) => ({
        url: `https://gw.example/coupon/${name}`,
        key: "coupon-lists.json [0] ImagePath",
      })),
      opts,
    );
    // The token is the page's picture: the island draws the files the build wrote, from /_assets/.
    const built = raster(await pipeline.picture("https://gw.example/coupon/1.jpg", use, opts));
    expect(map).toEqual({ "https://gw.example/coupon/1.jpg": built.token, "https://gw.example/coupon/gone.jpg": "" });
    const { kind: _kind, token: _token, ...drawn } = built;
    expect(drawnPicture(unpackPicture(built.token)!)).toEqual(drawn);
    expect(islandPicture(map, "https://gw.example/coupon/1.jpg")).toEqual(unpackPicture(built.token));
    expect(drawn.sources[0]!.srcset).toMatch(/^\/_assets\/img-[0-9a-f]{16}-200\.avif 200w, \S+-400\.avif 400w$/);
    for (const name of files(drawn.srcset)) expect(existsSync(join(dir, "files", name))).toBe(true);
    // A picture the build could not fetch keeps its URL, marked, and is warned naming chain and key.
    expect(islandPicture(map, "https://gw.example/coupon/gone.jpg")).toEqual({
      src: "https://gw.example/coupon/gone.jpg",
      failed: true,
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^images: chain "alpha", coupon-lists\.json \[0\] ImagePath: https:\/\/gw\.example\/coupon\/gone\.jpg could not be used \(HTTP 404\)/,
      ),
    ]);
    // An SVG, and any URL the build did not know (a live coupon), are drawn from their own URL.
    for (const url of ["https://gw.example/coupon/logo.svg", "https://gw.example/coupon/2.jpg"]) {
      expect(islandPicture(map, url)).toEqual({ src: url, failed: false });
    }
  });

  it("links the files the pages used into the build's _assets/", async () => {
    const { pipeline } = pipelineOf({ "https://a.example/p.jpg": await photo(300, 200) });
    await pipeline.picture("https://a.example/p.jpg", use, { widths: [300] });
    const out = join(dir, "out");
    expect(copyUsedImages(pipeline.used, out)).toBe(3);
    const names = readdirSync(join(out, "_assets")).sort();
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(statSync(join(out, "_assets", name)).ino).toBe(statSync(join(dir, "files", name)).ino);
    }
    expect(existsSync(join(out, "_assets", names[0]!))).toBe(true);
  });

  it("fetches over HTTP, and refuses an answer larger than 20 MB without reading it all", async () => {
    const jpeg = await photo(320, 200);
    const server = createServer((req, res) => {
      if (req.url === "/p.jpg") res.end(jpeg);
      else {
        // No content-length: the limit holds while streaming.
        res.write(Buffer.alloc(MAX_PICTURE_BYTES));
        res.end(Buffer.alloc(1024));
      }
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const warnings: string[] = [];
      // The server is the operator's own (as the demo gateway is): its loopback origin is allowed.
      const policy = { privateOrigins: [base] };
      const pipeline = createPipeline({ cacheDir: dir, policy, warn: (m) => warnings.push(m) });
      expect(raster(await pipeline.picture(`${base}/p.jpg`, use, { widths: [320] })).width).toBe(320);
      expect(await pipeline.picture(`${base}/huge.jpg`, use, { widths: [320] })).toMatchObject({
        kind: "original",
        failed: true,
        reason: `larger than ${MAX_PICTURE_BYTES} bytes`,
      });
      expect(warnings).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
