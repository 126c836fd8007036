/**
 * The per-chain Cloudflare Pages deploy after a release, against a stand-in `wrangler` (a script that
 * records how it was called) and a stand-in API: each released chain from its own folder to its own
 * project, the others not; a failed deploy reported while the rest go on; the hosts purged by prefix
 * in calls of at most 30; the token passed on but never printed.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { cloudflareTarget, deployToCloudflare, PURGE_BATCH } from "./cloudflare.ts";
import { publishEverywhere } from "./publish.ts";
import type { ReleaseReport } from "./report.ts";

const TOKEN = "cf-token-that-must-never-be-printed";
let tmp: string;
let api: Server;
let apiUrl: string;
let purges: { path: string; auth: string; body: { prefixes: string[] } }[];
/** How many purge calls the stand-in API refuses with 429 before it answers. */
let limited: number;

beforeEach(async () => {
  tmp = mkdtempSync(join(tmpdir(), "cloudflare-"));
  purges = [];
  limited = 0;
  api = createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString()));
    req.on("end", () => {
      if (limited > 0) {
        limited -= 1;
        res.writeHead(429, { "Retry-After": "0" }).end('{"success":false}');
        return;
      }
      purges.push({ path: req.url ?? "", auth: req.headers.authorization ?? "", body: JSON.parse(body) });
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"success":true}');
    });
  });
  await new Promise<void>((done) => api.listen(0, "127.0.0.1", () => done()));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/client/v4`;
});
afterEach(async () => {
  await new Promise<void>((done) => api.close(() => done()));
  rmSync(tmp, { recursive: true, force: true });
});

/** A stand-in wrangler: records its arguments and whether it got the token; fails for a site named "broken-…". */
function fakeWrangler(): { bin: string; calls: () => string[] } {
  const bin = join(tmp, "wrangler");
  const log = join(tmp, "wrangler.log");
  writeFileSync(
    bin,
    `#!/bin/sh\necho "$* token=\${CLOUDFLARE_API_TOKEN:+yes}" >> "${log}"\ncase "$*" in *broken-*) echo "Authentication error [code: 10000]" >&2; exit 1;; esac\n`,
  );
  chmodSync(bin, 0o755);
  return { bin, calls: () => readFileSync(log, "utf8").trim().split("\n") };
}

/** A release folder whose sites.json lists `sites`, two hosts each, and a report releasing some of them. */
function releaseOf(sites: string[], released: (s: string) => boolean) {
  const dir = join(tmp, "release");
  mkdirSync(join(dir, "_routing"), { recursive: true });
  const entries = sites.map((site) => ({
    site,
    hosts: [`www.${site}.example`, `${site}.example`],
    onlyCoupons: false,
  }));
  writeFileSync(join(dir, "_routing", "sites.json"), JSON.stringify({ sites: entries }));
  const report = {
    chains: sites.map((site) => ({ site, status: released(site) ? "released" : "unchanged" })),
  } as unknown as Pick<ReleaseReport, "chains">;
  return { dir, report };
}

describe("deployToCloudflare", { timeout: 30_000 }, () => {
  it("deploys each released chain from its folder to its project and purges their hosts in calls of at most 30", async () => {
    const wrangler = fakeWrangler();
    const sites = Array.from({ length: 20 }, (_, i) => `chain-${i}`);
    const { dir, report } = releaseOf(sites, (s) => s !== "chain-3");
    const env = {
      CF_PAGES_PROJECT_PREFIX: "store-",
      CF_ZONE_ID: "zone123",
      CLOUDFLARE_API_TOKEN: TOKEN,
      CF_API_BASE: apiUrl,
      WRANGLER_BIN: wrangler.bin,
    };
    const target = cloudflareTarget(env, ROOT);
    expect(target).not.toBeNull();
    const logs: string[] = [];
    const outcome = await deployToCloudflare(target!, dir, report, (l) => logs.push(l));
    const released = sites.filter((s) => s !== "chain-3");
    expect(outcome).toEqual({ deployed: released, failed: [], purged: 2 });
    expect(wrangler.calls()).toEqual(
      released.map((s) => `pages deploy ${join(dir, s)} --project-name store-${s} --branch main token=yes`),
    );
    expect(purges.map((p) => p.path)).toEqual([
      "/client/v4/zones/zone123/purge_cache",
      "/client/v4/zones/zone123/purge_cache",
    ]);
    expect(purges.every((p) => p.auth === `Bearer ${TOKEN}` && p.body.prefixes.length <= PURGE_BATCH)).toBe(true);
    const purged = purges.flatMap((p) => p.body.prefixes).sort();
    expect(purged).toEqual(released.flatMap((s) => [`www.${s}.example/`, `${s}.example/`]).sort());
    expect(logs.join("\n")).not.toContain(TOKEN);
  });

  it("reports a chain whose deploy failed, deploys the others and purges only theirs", async () => {
    const wrangler = fakeWrangler();
    const { report } = releaseOf(["alpha", "broken-beta", "gamma"], () => true);
    const env = { CF_PAGES_PROJECT_PREFIX: "p-", CF_ZONE_ID: "z", CF_API_BASE: apiUrl, WRANGLER_BIN: wrangler.bin };
    const problems = await publishEverywhere(
      { ...env, CLOUDFLARE_API_TOKEN: TOKEN },
      ROOT,
      join(tmp),
      { id: "release", previous: null, chains: report.chains },
      () => undefined,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^cloudflare: broken-beta: wrangler exited with 1: Authentication error \[code: 10000\]$/),
    ]);
    expect(purges.flatMap((p) => p.body.prefixes).sort()).toEqual([
      "alpha.example/",
      "gamma.example/",
      "www.alpha.example/",
      "www.gamma.example/",
    ]);
    expect(problems.join("\n")).not.toContain(TOKEN);
  });

  it("tries a rate-limited purge again (429, Retry-After) instead of reporting it", async () => {
    const wrangler = fakeWrangler();
    const { dir, report } = releaseOf(["alpha"], () => true);
    limited = 2;
    const logs: string[] = [];
    const env = { CF_PAGES_PROJECT_PREFIX: "p-", CF_ZONE_ID: "z", CF_API_BASE: apiUrl, WRANGLER_BIN: wrangler.bin };
    const outcome = await deployToCloudflare(cloudflareTarget(env, ROOT)!, dir, report, (l) => logs.push(l));
    expect(outcome).toEqual({ deployed: ["alpha"], failed: [], purged: 1 });
    expect(logs.filter((l) => l.includes("rate-limited (429)"))).toHaveLength(2);
  });

  it("does nothing without a project prefix", async () => {
    expect(cloudflareTarget({ CF_ZONE_ID: "z" }, ROOT)).toBeNull();
    expect(await publishEverywhere({}, ROOT, tmp, { id: "x", previous: null, chains: [] }, () => undefined)).toEqual(
      [],
    );
  });
});
