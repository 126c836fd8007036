/**
 * The image pipeline's fetches against servers of the test's own on loopback: a chain's picture on
 * loopback (IPv4, IPv6, by a redirect) is refused and reported with chain and key, and the page gets
 * an empty picture instead of the address; a stalled picture costs one timeout across two builds
 * (the failure is remembered in the cache with its reason); a pixel bomb is refused from its header
 * with bounded memory (measured in a process of its own).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPipeline, islandPictures, type PipelineOptions } from "./pipeline.server.ts";
import { islandPicture, REFUSED_PICTURE, REFUSED_TOKEN } from "./variants.ts";

let dir: string;
const servers: Server[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "images-guard-"));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done).closeAllConnections())));
  rmSync(dir, { recursive: true, force: true });
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void, host = "127.0.0.1") {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  const port = (server.address() as AddressInfo).port;
  return { requests, origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}` };
}

function pipelineOver(more: Partial<PipelineOptions> = {}) {
  const warnings: string[] = [];
  const pipeline = createPipeline({
    cacheDir: dir,
    policy: { privateOrigins: [] },
    warn: (m) => warnings.push(m),
    ...more,
  });
  return { pipeline, warnings };
}

const use = { chain: "evil", key: "HOME_SLIDER[0].slider_image" };
const widths = { widths: [480] };

describe("image pipeline: only public pictures", () => {
  it("refuses loopback pictures (IPv4, IPv6, a 302 to loopback): no request, an empty picture, a warning", async () => {
    const secret = await serve((_req, res) => res.end("SECRET"));
    const secret6 = await serve((_req, res) => res.end("SECRET"), "::1");
    const redirect = await serve((_req, res) => res.writeHead(302, { location: `${secret.origin}/x.png` }).end());
    // The redirecting server stands for a public host here: its own origin is allowed, its target is not.
    const { pipeline, warnings } = pipelineOver({ policy: { privateOrigins: [redirect.origin] } });
    const urls = [`${secret.origin}/a.png`, `${secret6.origin}/b.png`, `${redirect.origin}/c.png`];
    for (const url of urls) {
      expect(await pipeline.picture(url, use, widths)).toMatchObject({
        kind: "original",
        src: REFUSED_PICTURE,
        failed: true,
        refused: true,
      });
    }
    expect(secret.requests).toEqual([]);
    expect(secret6.requests).toEqual([]);
    expect(redirect.requests).toEqual(["/c.png"]);
    expect(warnings).toEqual([
      `images: chain "evil", HOME_SLIDER[0].slider_image: ${urls[0]} refused (an empty picture is shown) (address 127.0.0.1 is loopback)`,
      `images: chain "evil", HOME_SLIDER[0].slider_image: ${urls[1]} refused (an empty picture is shown) (address ::1 is loopback)`,
      `images: chain "evil", HOME_SLIDER[0].slider_image: ${urls[2]} refused (an empty picture is shown) (address 127.0.0.1 is loopback)`,
    ]);
    expect(pipeline.warnings.map((w) => [w.chain, w.key, w.refused])).toEqual([
      ["evil", use.key, true],
      ["evil", use.key, true],
      ["evil", use.key, true],
    ]);
  });

  it("gives an island an empty picture for a refused address, never the address", async () => {
    const secret = await serve((_req, res) => res.end("SECRET"));
    const { pipeline } = pipelineOver();
    const url = `${secret.origin}/coupon.png`;
    const map = await islandPictures(pipeline, "evil", [{ url, key: "deals.json ImagePath" }], widths);
    expect(map).toEqual({ [url]: REFUSED_TOKEN });
    expect(islandPicture(map, url)).toEqual({ src: REFUSED_PICTURE, failed: true });
  });

  it("fetches only the chain's pictureHosts when it lists them", async () => {
    const fetched: string[] = [];
    const { pipeline, warnings } = pipelineOver({
      hostsOf: (chain) => (chain === "evil" ? ["img.example.com"] : undefined),
      fetchBytes: async (url) => {
        fetched.push(url);
        throw new Error("HTTP 404");
      },
    });
    expect(await pipeline.picture("https://other.example/a.png", use, widths)).toMatchObject({ refused: true });
    await pipeline.picture("https://img.example.com/a.png", use, widths);
    expect(fetched).toEqual(["https://img.example.com/a.png"]);
    expect(warnings[0]).toContain("(host other.example is not in the chain's pictureHosts)");
  });
});

describe("image pipeline: bounded pictures", () => {
  it("a stalled picture costs one timeout across two builds: the failure is remembered with its reason", async () => {
    const stalled = await serve(() => undefined);
    const url = `${stalled.origin}/slow.jpg`;
    const options = { policy: { privateOrigins: [stalled.origin] }, fetchTimeoutMs: 400 };
    const first = pipelineOver(options);
    expect(await first.pipeline.picture(url, use, widths)).toMatchObject({
      failed: true,
      reason: "no answer within 400 ms",
    });
    const started = performance.now();
    const second = pipelineOver(options); // the next build, same cache
    const again = await second.pipeline.picture(url, use, widths);
    expect(performance.now() - started).toBeLessThan(300);
    expect(again).toMatchObject({ failed: true, src: url });
    expect(again.kind === "original" ? again.reason : "").toMatch(
      /^no answer within 400 ms; remembered, tried again after \d{4}-\d\d-\d\dT/,
    );
    expect(second.pipeline.stats).toMatchObject({ fetched: 0, knownFailures: 1, failed: 1 });
    expect(stalled.requests).toEqual(["/slow.jpg"]);
    expect(second.warnings[0]).toContain(`images: chain "evil", HOME_SLIDER[0].slider_image: ${url} could not be used`);
  });

  it("gives up a host whose pictures time out twice, so a dead host holds the fetch slots for one timeout", async () => {
    const stalled = await serve(() => undefined);
    const { pipeline, warnings } = pipelineOver({
      policy: { privateOrigins: [stalled.origin] },
      fetchTimeoutMs: 300,
      fetches: 2,
    });
    const started = performance.now();
    const urls = Array.from({ length: 12 }, (_, i) => `${stalled.origin}/p${i}.jpg`);
    const made = await Promise.all(urls.map((url) => pipeline.picture(url, use, widths)));
    // Without giving the host up: six rounds of two timeouts (1.8 s); with it, two at most (0.6 s).
    expect(performance.now() - started).toBeLessThan(1200);
    expect(made.every((p) => p.kind === "original" && p.failed)).toBe(true);
    expect(stalled.requests.length).toBeLessThanOrEqual(3);
    expect(warnings.filter((w) => w.includes("did not answer in time for earlier pictures of this build")).length).toBe(
      12 - stalled.requests.length,
    );
  });

  it("tries a remembered failure again after the time to live", async () => {
    let at = 0;
    let calls = 0;
    const options = {
      ttlMs: 1000,
      now: () => at,
      fetchBytes: async () => {
        calls++;
        throw new Error("HTTP 500");
      },
    };
    await pipelineOver(options).pipeline.picture("https://a.example/x.jpg", use, widths);
    await pipelineOver(options).pipeline.picture("https://a.example/x.jpg", use, widths);
    at = 1500;
    await pipelineOver(options).pipeline.picture("https://a.example/x.jpg", use, widths);
    expect(calls).toBe(2);
  });

  it("refuses a pixel bomb from its header with bounded memory (measured in its own process)", async () => {
    const root = resolve(import.meta.dirname, "../../..");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, "scripts/test-support/pixel-bomb-probe.ts"), dir],
      { cwd: root, timeout: 60_000 },
    );
    const probe = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      bytes: number;
      picture: { failed: boolean; reason: string };
      maxRssKb: number;
      maxRssKbBefore: number;
    };
    expect(probe.bytes).toBeLessThan(100_000);
    expect(probe.picture).toMatchObject({
      failed: true,
      reason: "16000×16000 pixels, more than the 14745600 a picture may have (at most 3840×3840)",
    });
    // Decoding it costs some 450 MB (measured); refused from the header it costs next to nothing.
    expect(probe.maxRssKb - probe.maxRssKbBefore).toBeLessThan(50_000);
  }, 90_000);
});
