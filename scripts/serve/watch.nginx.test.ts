/**
 * The watcher for real: the demo gateway, a release of two chains built by `astro build`, nginx
 * (Debian's, as isolation.test.ts runs it) serving the published folder through the release's own
 * routing, and `npm run watch`'s watcher taking the gateway's signed webhook. A coupon added at the
 * gateway must be served by nginx within 60 s of the webhook, and only its chain rebuilt (the other
 * chain's files stay the same inodes, linked from the release before). Skipped where nginx is
 * missing; required under CI (`.ci/run` installs it).
 */
import { cpSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningGateway } from "../services/demo-gateway/server.ts";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { publishEverywhere } from "../release/publish.ts";
import type { ReleaseOptions } from "../release/release.ts";
import { readCurrentReport, release } from "../release/release.ts";
import { ROOT } from "../lib/run.ts";
import type { Watcher } from "./watch/watcher.ts";
import { startWatcher } from "./watch/watcher.ts";
import { rawGet } from "../test-support/isolation-probes.ts";
import type { RunningNginx } from "../test-support/nginx.ts";
import { freePort, nginxAvailable, startNginx } from "../test-support/nginx.ts";

const SITES = ["couponsonly", "greenvalley"];
const secret = Buffer.from("the gateway's webhook secret, for this test only");
const TITLE = "Fresh test: Honeycrisp 9437";

let tmp: string;
let gateway: RunningGateway;
let nginx: RunningNginx | null = null;
let watcher: Watcher | null = null;
let options: ReleaseOptions & { gatewayUrl: string };
const logs: string[] = [];

/** The chain's coupons page as nginx serves it on the chain's host (fetch cannot set Host: node:http does). */
async function couponsPage(site: string): Promise<{ status: number; html: string }> {
  const r = await rawGet(nginx?.url ?? "", "/coupons/", `www.${site}.example`).catch(() => null);
  return r === null ? { status: 0, html: "" } : { status: r.status, html: r.body };
}

describe.runIf(nginxAvailable() || process.env["CI"])("a coupon added at the gateway, served by nginx", () => {
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), "watch-nginx-"));
    cpSync(join(ROOT, "tenants"), join(tmp, "tenants"), { recursive: true });
    const [webhookPort, nginxPort, smokePort] = [await freePort(), await freePort(), await freePort()];
    gateway = await startDemoGateway({
      port: 0,
      testChains: false,
      webhook: { url: `http://127.0.0.1:${webhookPort}/webhook`, secret },
    });
    options = {
      root: ROOT,
      releasesDir: join(tmp, ".releases"),
      publishDir: join(tmp, "dist"),
      tenantsDir: join(tmp, "tenants"),
      gatewayUrl: gateway.url,
      force: false,
      only: undefined,
      scope: SITES,
      include: ["demo"],
      shard: { index: 1, count: 1 },
      keep: 5,
      smoke: null,
      routing: { root: join(tmp, "dist"), listen: String(nginxPort) },
      env: { ...process.env, GATEWAY_URL: gateway.url },
      log: (line) => logs.push(line),
      progress: () => undefined,
    };
    // The published state: both chains pulled from this gateway and built for real.
    const first = await release(options);
    expect(
      first.chains.map((c) => c.status),
      JSON.stringify(first.chains.map((c) => c.errors)),
    ).toEqual(["released", "released"]);
    nginx = await startNginx(
      join(tmp, "nginx"),
      `include ${join(tmp, "dist", "_routing", "nginx.conf")};\n`,
      nginxPort,
    );
    watcher = await startWatcher({
      // The rebuild verifies as the nightly does, the Chromium smoke pass included.
      release: {
        ...options,
        smoke: { port: smokePort, chromiumPath: process.env["CHROMIUM_PATH"] || "/usr/bin/chromium" },
      },
      intervalMs: 0,
      settleMs: 2000,
      maxWaitMs: 10_000,
      webhook: { port: webhookPort, host: "127.0.0.1", secret },
      lockWaitMs: 60_000,
      publish: (report) => publishEverywhere({}, ROOT, options.releasesDir, report, (l) => logs.push(l)),
      log: (line) => logs.push(line),
    });
  }, 420_000);

  afterAll(async () => {
    await watcher?.close();
    await nginx?.stop();
    await gateway?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(
    "is on the chain's coupons page within 60 s of the webhook, and only that chain is rebuilt",
    { timeout: 180_000 },
    async () => {
      const before = await couponsPage("couponsonly");
      expect(before.status).toBe(200);
      expect(before.html).not.toContain(TITLE);
      const previous = readCurrentReport(options.releasesDir);
      const other = statSync(join(tmp, "dist", "greenvalley", "index.html")).ino;

      const t0 = Date.now();
      const added = await fetch(`${gateway.url}/__demo/coupons`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ site: "couponsonly", title: TITLE, amount: 1.5, first: true }),
      });
      // The gateway's webhook was accepted (202) by the watcher before the call answered.
      expect(await added.json()).toMatchObject({ ok: true, webhook: "sent" });

      let seconds = Number.NaN;
      while (Date.now() - t0 < 150_000) {
        if ((await couponsPage("couponsonly")).html.includes(TITLE)) {
          seconds = (Date.now() - t0) / 1000;
          break;
        }
        await sleep(250);
      }
      console.log(`watch: the new coupon served by nginx ${seconds.toFixed(1)} s after the webhook`);
      expect(seconds, logs.join("\n")).toBeLessThan(60);

      await watcher?.idle();
      expect(watcher?.cycles.map((c) => ({ sites: c.sites, released: c.released, error: c.error }))).toEqual([
        { sites: ["couponsonly"], released: ["couponsonly"], error: null },
      ]);
      const report = readCurrentReport(options.releasesDir);
      expect(report?.previous).toBe(previous?.id);
      expect(report?.chains.map((c) => [c.site, c.status])).toEqual([
        ["couponsonly", "released"],
        ["greenvalley", "unchanged"],
      ]);
      // The other chain's files are the release before's, linked, not rebuilt.
      expect(statSync(join(tmp, "dist", "greenvalley", "index.html")).ino).toBe(other);
      expect((await couponsPage("greenvalley")).status).toBe(200);
    },
  );
});
