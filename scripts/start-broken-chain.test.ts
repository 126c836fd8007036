/**
 * `npm start` for real (gateway, pull, relay, build, preview) over chains copied from a folder that
 * holds a broken chain (an invalid local.json) and a chain claiming another chain's host beside a
 * good demo chain: the demo starts, the good chain is built and served, the relay serves and its
 * health answer lists the refused chains, and each refused chain is named with why. Everything
 * goes to folders and ports of the test's own (DIST_DIR, DEMO_STATE_DIR, DEMO_TENANTS_FROM, --verbose:
 * no start.log), so a running `npm start` is never touched.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTenantFiles } from "../src/test-support/test-fixtures.ts";
import { freePort } from "./lib/listen.ts";
import { ROOT } from "./lib/run.ts";

const GOOD = "couponsonly";
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "start-broken-"));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }), 60_000);

describe("npm start with a broken chain", () => {
  it(
    "serves the good chain (relay, build, preview) and names each refused chain with why",
    { timeout: 420_000 },
    async () => {
      const from = join(tmp, "tenants");
      cpSync(join(ROOT, "tenants", GOOD), join(from, GOOD), { recursive: true });
      const map = JSON.parse(readFileSync(join(ROOT, "tenants", "domain-map.json"), "utf8")) as Record<string, string>;
      const host = Object.keys(map).find((h) => map[h] === GOOD && !h.endsWith(".localhost"));
      const taker = JSON.parse(readFileSync(join(ROOT, "tenants", GOOD, "clientinfo.json"), "utf8")) as {
        data: Record<string, unknown>;
      };
      taker.data["RSA_SUBDOMAIN"] = "taker";
      writeTenantFiles(from, {
        "domain-map.json": Object.fromEntries(Object.entries(map).filter(([, site]) => site === GOOD)),
        "broken/local.json": { flags: { noSuchFlag: true } },
        "taker/clientinfo.json": taker,
        "taker/local.json": { hosts: [host] },
      });
      const [port, gatewayPort, relayPort] = [await freePort(), await freePort(), await freePort()];
      const child = spawn(process.execPath, [join(ROOT, "scripts", "start.ts"), "--verbose"], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          GATEWAY_PORT: String(gatewayPort),
          RELAY_PORT: String(relayPort),
          DIST_DIR: join(tmp, "dist"),
          DEMO_STATE_DIR: join(tmp, "state"),
          DEMO_TENANTS_FROM: from,
          // Only the chains of the copied folder (the gateway knows every demo chain).
          TENANTS: `${GOOD},broken,taker`,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (d: Buffer) => (output += d.toString()));
      child.stderr.on("data", (d: Buffer) => (output += d.toString()));
      try {
        await new Promise<void>((ready, failed) => {
          child.stdout.on("data", () => output.includes("ready — Ctrl-C stops everything") && ready());
          child.once("exit", (code) => failed(new Error(`npm start exited (${code}):\n${output.slice(-4000)}`)));
        });
        expect(output).toContain('npm start: chain "broken" left out (relay and build), its settings are refused:');
        expect(output).toContain('tenant "broken", local.json: flags: unknown key "noSuchFlag"');
        expect(output).toContain(
          `tenant "taker", local.json: host ${host} belongs to "${GOOD}" (domain-map.json); "taker" is refused, "${GOOD}" kept`,
        );
        const health = (await (await fetch(`http://localhost:${relayPort}/health`)).json()) as { refused: string[] };
        expect(health.refused.toSorted()).toEqual(["broken", "taker"]);
        const home = await fetch(`http://localhost:${port}/${GOOD}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("<html");
        expect((await fetch(`http://localhost:${port}/taker/`)).status).not.toBe(200);
      } finally {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
    },
  );
});
