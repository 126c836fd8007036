/**
 * `npm run watch` against the demo gateway over real HTTP, with the release's real pipeline (pull,
 * content-hash decision, verification, assembly, atomic switch, lock) and a stand-in for `astro
 * build` that writes each chain's coupon titles from its pulled snapshot into its coupons page:
 * signed webhooks only (unsigned, stale, replayed, badly signed, oversized and malformed calls refused
 * and logged), a burst coalesced into one rebuild, a failed rebuild that leaves the published chain as
 * it was and is reported, and the watcher beside a real `npm run release` process on the same
 * releases folder. The same flow with the real `astro build` served by nginx: watch.nginx.test.ts.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningGateway } from "../services/demo-gateway/server.ts";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import type { ReleaseOptions } from "../release/release.ts";
import { readCurrentReport, release } from "../release/release.ts";
import { currentRelease, listReleases, publishHistory } from "../release/releases.ts";
import { readHolder, withReleaseLock } from "../release/release-lock.ts";
import { ROOT } from "../lib/run.ts";
import type { Watcher } from "./watch/watcher.ts";
import { startWatcher } from "./watch/watcher.ts";
import { webhookHeaders, WEBHOOK_HEADERS } from "../lib/webhook-signature.ts";

const SITES = ["couponsonly", "greenvalley"];
const SECRET_TEXT = "watch-test secret, shared by gateway and watcher";
const secret = Buffer.from(SECRET_TEXT);

let tmp: string;
let gateway: RunningGateway;
let watcher: Watcher | null;
let logs: string[];
let builds: string[][];
let breakBuildOf: string | null;
/** While set, the stand-in build waits for it (a rebuild held at its build). */
let gate: Promise<void> | null;

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The coupon titles of All Coupons in a chain's pulled snapshot (what its coupons page lists). */
function previewTitles(site: string): string[] {
  const file = JSON.parse(readFileSync(join(tmp, "tenants", site, "coupon-lists.json"), "utf8")) as {
    coupons: { SSNewsId: number; Title: string }[];
    lists: Record<string, { SSNewsIds?: number[] }>;
  };
  const title = new Map(file.coupons.map((c) => [c.SSNewsId, c.Title]));
  return (file.lists["0"]?.SSNewsIds ?? []).map((id) => title.get(id) ?? "");
}

/** Stands in for astro build: a home and a coupons page per chain listing its snapshot's coupon titles. */
async function fakeBuild(sites: readonly string[], outDir: string) {
  builds.push([...sites]);
  await gate;
  if (breakBuildOf !== null && sites.includes(breakBuildOf)) return { ok: false, log: `[ERROR] ${breakBuildOf} threw` };
  write(join(outDir, "_assets", "island.js"), "export const x = 1;");
  const entries = sites.map((site) => ({ site, hosts: [`www.${site}.example`], onlyCoupons: false }));
  write(join(outDir, "_routing", "sites.json"), JSON.stringify({ sites: entries }));
  for (const site of sites) {
    const page = (kind: string, body: string) =>
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${site}</title>\n<meta name="page-kind" content="${kind}">\n</head>\n<body>\n<header>${site}</header>\n<main>\n<h1>${site}</h1>\n${body}\n</main>\n</body>\n</html>\n`;
    write(
      join(outDir, site, "index.html"),
      page("interactive", `<a href="coupons/">Coupons</a><script type="module" src="/_assets/island.js"></script>`),
    );
    const list = previewTitles(site).map((t) => `<li>${t.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</li>`);
    write(
      join(outDir, site, "coupons", "index.html"),
      page("static", `<a href="../">Home</a><ul>${list.join("")}</ul>`),
    );
  }
  return { ok: true, log: "" };
}

function options(): ReleaseOptions & { gatewayUrl: string } {
  return {
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
    keep: 10,
    smoke: null,
    routing: { root: join(tmp, "dist"), listen: "80" },
    env: { GATEWAY_URL: gateway.url, RELEASE_BUILDS: "1" },
    log: () => undefined,
    progress: () => undefined,
    runBuild: fakeBuild,
  };
}

async function watch(over: { settleMs?: number } = {}): Promise<Watcher> {
  watcher = await startWatcher({
    release: options(),
    intervalMs: 0,
    settleMs: over.settleMs ?? 300,
    maxWaitMs: 10_000,
    webhook: { port: 0, host: "127.0.0.1", secret },
    lockWaitMs: 60_000,
    publish: async () => [],
    log: (line) => logs.push(line),
  });
  return watcher;
}

/** POSTs `body` to the webhook with the given headers; the status and JSON answer. */
async function post(headers: Record<string, string>, body: string) {
  const r = await fetch(watcher?.webhookUrl ?? "", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}

/** A signed delivery naming `sites`, as the gateway sends it. */
const signed = (sites: string[], opts: { id?: string; now?: number } = {}) => {
  const body = JSON.stringify({ sites });
  return post(webhookHeaders(secret, body, opts), body);
};

/** Adds a coupon at the demo gateway (its control endpoint). */
async function addCoupon(site: string, title: string) {
  const r = await fetch(`${gateway.url}/__demo/coupons`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ site, title, amount: 2, first: true }),
  });
  expect(r.status).toBe(200);
}

const served = (rel: string) => readFileSync(join(tmp, "dist", rel), "utf8");

/** A hash of every file of a published chain folder (names and bytes). */
function folderHash(dir: string): string {
  const h = createHash("sha256");
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) visit(p);
      else h.update(`${p.slice(dir.length)}\0`).update(readFileSync(p));
    }
  };
  visit(dir);
  return h.digest("hex");
}

beforeEach(async () => {
  tmp = mkdtempSync(join(tmpdir(), "watch-"));
  cpSync(join(ROOT, "tenants"), join(tmp, "tenants"), { recursive: true });
  gateway = await startDemoGateway({ port: 0, testChains: false });
  logs = [];
  builds = [];
  breakBuildOf = null;
  gate = null;
  watcher = null;
  // The published state the watcher starts from: a release of both chains, pulled from this gateway.
  await release(options());
  builds = [];
});

afterEach(async () => {
  await watcher?.close();
  await gateway.close();
  rmSync(tmp, { recursive: true, force: true });
});

// Real releases on disk and a real gateway over HTTP: seconds each on a busy machine.
describe("npm run watch", { timeout: 90_000 }, () => {
  it("refuses unsigned, stale, replayed, badly signed, oversized and malformed calls, logging each, and rebuilds nothing for them", async () => {
    await watch();
    const body = JSON.stringify({ sites: ["couponsonly"] });
    const now = Date.now();
    expect((await post({}, body)).status).toBe(401);
    expect((await post(webhookHeaders(secret, body, { now: now - 10 * 60_000 }), body)).status).toBe(401);
    expect((await post(webhookHeaders(Buffer.from("a guess at the shared secret!!"), body), body)).status).toBe(401);
    const tampered = webhookHeaders(secret, body, { id: "msg_tampered" });
    expect((await post(tampered, JSON.stringify({ sites: ["greenvalley"] }))).status).toBe(401);
    expect((await post(webhookHeaders(secret, "x".repeat(70_000)), "x".repeat(70_000))).status).toBe(413);
    expect((await post(webhookHeaders(secret, "not json"), "not json")).status).toBe(400);
    expect((await post(webhookHeaders(secret, '{"site":"../etc"}'), '{"site":"../etc"}')).status).toBe(400);
    await watcher?.idle();
    expect(watcher?.cycles).toEqual([]);

    const first = await signed(["couponsonly"], { id: "msg_once" });
    expect(first).toEqual({ status: 202, json: { ok: true, queued: ["couponsonly"], unknown: [] } });
    expect((await signed(["couponsonly"], { id: "msg_once" })).status).toBe(409);
    await watcher?.idle();
    // The accepted delivery pulled the chain: its data had not changed, so nothing was built or published.
    expect(watcher?.cycles.map((c) => ({ sites: c.sites, unchanged: c.unchanged, releaseId: c.releaseId }))).toEqual([
      { sites: ["couponsonly"], unchanged: ["couponsonly"], releaseId: null },
    ]);
    expect(builds).toEqual([]);

    const refusals = logs.filter((l) => l.startsWith("webhook: refused"));
    const said = (l: string) => /refused (\d+) from \S+: (.*?)(?: \(delivery [^)]*\))?$/.exec(l)?.slice(1, 3).join(" ");
    expect(refusals.map(said)).toEqual([
      "401 unsigned",
      "401 stale",
      "401 bad signature",
      "401 bad signature",
      "413 body over 65536 bytes",
      "400 the body is not JSON",
      '400 not a site key: "../etc"',
      "409 replayed",
    ]);
    expect(refusals.every((l) => /from (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/.test(l))).toBe(true);
    // Never the secret or a signature in the log.
    const signature = tampered[WEBHOOK_HEADERS.signature]?.slice(3) ?? "";
    expect(logs.join("\n")).not.toContain(SECRET_TEXT);
    expect(logs.join("\n")).not.toContain(signature);
  });

  it("makes one rebuild of ten changes in five seconds, of the chain whose data changed only", async () => {
    await watch({ settleMs: 2000 });
    const before = readCurrentReport(join(tmp, ".releases"));
    const greenvalley = folderHash(join(tmp, "dist", "greenvalley"));
    await addCoupon("couponsonly", "Burst test pears 4711");
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) {
      expect((await signed(i % 3 === 0 ? ["greenvalley", "couponsonly"] : ["couponsonly"])).status).toBe(202);
      await sleep(Math.max(0, t0 + (i + 1) * 450 - Date.now()));
    }
    expect(Date.now() - t0).toBeLessThan(5_500);
    await watcher?.idle();
    expect(watcher?.cycles).toHaveLength(1);
    expect(watcher?.cycles[0]).toMatchObject({
      sites: ["couponsonly", "greenvalley"],
      released: ["couponsonly"],
      unchanged: ["greenvalley"],
      failed: [],
      error: null,
    });
    expect(builds).toEqual([["couponsonly"]]);
    expect(served("couponsonly/coupons/index.html")).toContain("<li>Burst test pears 4711</li>");
    const after = readCurrentReport(join(tmp, ".releases"));
    expect(after?.previous).toBe(before?.id);
    expect(after?.chains.find((c) => c.site === "greenvalley")?.status).toBe("unchanged");
    expect(folderHash(join(tmp, "dist", "greenvalley"))).toBe(greenvalley);
  });

  it("keeps the published chain as it was when its rebuild fails, reports it, and tries again", async () => {
    await watch();
    const id = currentRelease(join(tmp, ".releases"));
    const published = folderHash(join(tmp, "dist", "couponsonly"));
    await addCoupon("couponsonly", "Failing test plums 815");
    breakBuildOf = "couponsonly";
    expect((await signed(["couponsonly"])).status).toBe(202);
    await watcher?.idle();
    expect(watcher?.cycles[0]).toMatchObject({ released: [], releaseId: null });
    expect(watcher?.cycles[0]?.failed).toEqual([
      { site: "couponsonly", error: expect.stringContaining("couponsonly threw") },
    ]);
    // The published pages are exactly what they were: no release was made.
    expect(currentRelease(join(tmp, ".releases"))).toBe(id);
    expect(folderHash(join(tmp, "dist", "couponsonly"))).toBe(published);
    expect(served("couponsonly/coupons/index.html")).not.toContain("Failing test plums 815");
    // Reported: the log, the state file and the health answer.
    expect(
      logs.some((l) => /^watch: couponsonly FAILED — .*couponsonly threw.*its published pages stay$/.test(l)),
    ).toBe(true);
    const state = JSON.parse(readFileSync(join(tmp, ".releases", "watch.json"), "utf8")) as { cycles: unknown[] };
    expect(state.cycles.at(-1)).toMatchObject({ failed: [{ site: "couponsonly" }] });
    const health = (await (await fetch((watcher?.webhookUrl ?? "").replace("/webhook", "/health"))).json()) as {
      failing: string[];
    };
    expect(health.failing).toEqual(["couponsonly"]);

    // Its fingerprint was not recorded, so the next poll finds it again; fixed, it is published.
    breakBuildOf = null;
    expect(await watcher?.pollNow()).toEqual(["couponsonly"]);
    await watcher?.idle();
    expect(watcher?.cycles.at(-1)).toMatchObject({ released: ["couponsonly"], failed: [] });
    expect(served("couponsonly/coupons/index.html")).toContain("<li>Failing test plums 815</li>");
    // Once published, a poll finds nothing new.
    expect(await watcher?.pollNow()).toEqual([]);
  });

  it("runs beside a release on the same folder, each waiting for the other, and leaves the folder whole", async () => {
    await watch({ settleMs: 0 });
    const root = join(tmp, ".releases");
    const holder = () => readHolder(join(root, ".lock"));
    const until = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 45_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(25);
      }
    };

    // 1. A real `npm run release` started while the watcher rebuilds a chain waits for it.
    let open: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (open = resolve));
    await addCoupon("couponsonly", "Together test figs 2718");
    expect((await signed(["couponsonly"])).status).toBe(202);
    await until(() => holder()?.pid === process.pid, "the watcher to hold the folder");
    const { GATEWAY_URL: _own, ...env } = process.env;
    const cli = spawn(
      process.execPath,
      [
        join(ROOT, "scripts", "release", "main.ts"),
        "--no-pull",
        "--no-smoke",
        "--include-demo",
        "--allow-local-gateway",
      ],
      {
        cwd: tmp,
        env: {
          ...env,
          GATEWAY_URL: gateway.url,
          TENANTS_DIR: join(tmp, "tenants"),
          RELEASES_DIR: root,
          DIST_DIR: join(tmp, "dist"),
          RELEASE_CHAINS: SITES.join(","),
          RELEASE_ROOT_PATH: join(tmp, "dist"),
          RELEASE_LOCK_WAIT: "60",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    cli.stdout.on("data", (d: Buffer) => (out += d.toString()));
    cli.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number>((done) => cli.once("exit", (code) => done(code ?? 1)));
    const waiting = new RegExp(
      `waiting for the releases folder: process ${process.pid} \\(watch: rebuild of couponsonly\\) holds it since `,
    );
    await until(() => waiting.test(out), "the release to wait");
    open();
    expect(await exited, out).toBe(0);
    await watcher?.idle();
    expect(watcher?.cycles.at(-1)).toMatchObject({ released: ["couponsonly"], failed: [], error: null });
    // The release ran after the watcher's: it found the chain published already.
    expect(out).toMatch(/couponsonly\s+unchanged/);

    // 2. The watcher waits for a release that holds the folder.
    gate = null;
    await addCoupon("greenvalley", "Waiting test kiwis 1414");
    await withReleaseLock(
      root,
      async () => {
        expect((await signed(["greenvalley"])).status).toBe(202);
        await until(
          () => logs.some((l) => /^watch: waiting for the releases folder: process \d+ \(release\) holds it$/.test(l)),
          "the watcher to wait",
        );
        expect(watcher?.cycles).toHaveLength(1);
      },
      { command: "release" },
    );
    await watcher?.idle();
    expect(watcher?.cycles.at(-1)).toMatchObject({ released: ["greenvalley"], failed: [], error: null });

    // The folder is whole: every release complete, current the newest, all on the history, nothing left over.
    const all = listReleases(root);
    expect(all).toHaveLength(4);
    expect(publishHistory(root)).toEqual(all);
    expect(currentRelease(root)).toBe(all.at(-1));
    expect(readdirSync(root).filter((n) => n.startsWith("."))).toEqual([]);
    for (const site of SITES) {
      for (const file of ["index.html", "coupons/index.html", "_headers", "_redirects", "_assets/island.js"])
        expect(existsSync(join(tmp, "dist", site, file)), `${site}/${file}`).toBe(true);
    }
    expect(served("couponsonly/coupons/index.html")).toContain("<li>Together test figs 2718</li>");
    expect(served("greenvalley/coupons/index.html")).toContain("<li>Waiting test kiwis 1414</li>");
    expect(readCurrentReport(root)?.chains.map((c) => [c.site, c.status])).toEqual([
      ["couponsonly", "unchanged"],
      ["greenvalley", "released"],
    ]);
    expect(builds).toEqual([["couponsonly"], ["greenvalley"]]);
  });

  it("runs as a command: --once takes the chains, pulls them and exits 0 when nothing needed publishing", async () => {
    const { GATEWAY_URL: _own, ...env } = process.env;
    const run = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
      new Promise<{ code: number; out: string }>((done) => {
        const child = spawn(process.execPath, [join(ROOT, "scripts", "serve", "watch.ts"), ...args], {
          cwd: tmp,
          env: {
            ...env,
            GATEWAY_URL: gateway.url,
            TENANTS_DIR: join(tmp, "tenants"),
            RELEASES_DIR: join(tmp, ".releases"),
            DIST_DIR: join(tmp, "dist"),
            RELEASE_CHAINS: SITES.join(","),
            ...extra,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (d: Buffer) => (out += d.toString()));
        child.stderr.on("data", (d: Buffer) => (out += d.toString()));
        child.once("exit", (code) => done({ code: code ?? 1, out }));
      });
    const id = currentRelease(join(tmp, ".releases"));
    const once = await run([
      "--once",
      "--chains=couponsonly",
      "--settle=0",
      "--no-smoke",
      "--include-demo",
      "--allow-local-gateway",
    ]);
    expect(once.code, once.out).toBe(0);
    expect(once.out).toMatch(/watch: rebuilding couponsonly\n/);
    expect(once.out).toMatch(/watch: unchanged since the published release: couponsonly\n/);
    expect(currentRelease(join(tmp, ".releases"))).toBe(id);
    // Refused before anything runs: a loopback gateway, a port without the secret, --chains without --once.
    const local = await run(["--once"]);
    expect(local.code).toBe(2);
    expect(local.out).toMatch(/GATEWAY_URL "http:\/\/localhost:\d+" is this machine/);
    const noSecret = await run(["--port=9", "--allow-local-gateway"]);
    expect(noSecret).toEqual({ code: 2, out: expect.stringContaining("a webhook port needs WATCH_WEBHOOK_SECRET") });
    const chains = await run(["--chains=couponsonly", "--allow-local-gateway"]);
    expect(chains).toEqual({ code: 2, out: expect.stringContaining("--chains goes with --once") });
  });
});
