/**
 * `npm run dev` for real: the demo gateway, the relay and Astro's dev server start on ports of the
 * test's own; the chain's page answers; an edit to an island file reaches the open page without a
 * reload (HMR), timed; SIGTERM stops the process, its children and every port it held.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { accepts, freePort } from "./lib/listen.ts";
import { ROOT } from "./lib/run.ts";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const ISLAND = join(ROOT, "src/features/account/LoginForm.tsx");
const TEXT = '{t("Create an Account")}';

/** The pids whose parent is `pid` (read from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid ? [Number(d)] : [];
      } catch {
        return [];
      }
    });
}

/** The environment of a shell, not of the test runner (Vitest's variables would switch Vite into test mode). */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST") && k !== "NODE_ENV" && k !== "TEST"),
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

describe("npm run dev", () => {
  it(
    "serves the chain, carries an island edit into the open page, and stops cleanly",
    { timeout: 180_000 },
    async () => {
      const [port, gatewayPort, relayPort] = [await freePort(), await freePort(), await freePort()];
      const original = readFileSync(ISLAND, "utf8");
      expect(original).toContain(TEXT);
      let output = "";
      let edited = false;
      const dev = spawn(process.execPath, ["scripts/dev.ts", "--chain", "hilltop"], {
        cwd: ROOT,
        env: { ...shellEnv(), PORT: `${port}`, GATEWAY_PORT: `${gatewayPort}`, RELAY_PORT: `${relayPort}` },
        stdio: ["ignore", "pipe", "pipe"],
      });
      dev.stdout.on("data", (d: Buffer) => (output += d.toString()));
      dev.stderr.on("data", (d: Buffer) => (output += d.toString()));
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
      try {
        const url = `http://127.0.0.1:${port}/hilltop/login/`;
        const status = await until("the login page", async () => {
          if (dev.exitCode !== null) return -1;
          const r = await fetch(url);
          return r.ok ? r.status : undefined;
        }).catch((e: Error) => e.message);
        expect(status, output).toBe(200);
        expect(await fetch(`http://127.0.0.1:${gatewayPort}/`).then(() => true)).toBe(true);

        const page = await browser.newPage();
        await page.goto(url);
        const link = page.getByRole("link", { name: "Create an Account" });
        await link.waitFor();
        // Hydrated: the island's form answers to the shopper (HMR only reaches hydrated islands).
        await page.waitForFunction(() => document.querySelector("astro-island:not([ssr])") !== null);
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

        const started = performance.now();
        writeFileSync(ISLAND, original.replace(TEXT, '{t("Create an Account today")}'));
        await page.getByRole("link", { name: "Create an Account today" }).waitFor({ timeout: 30_000 });
        const seconds = (performance.now() - started) / 1000;
        console.log(`npm run dev: island edit reached the page in ${seconds.toFixed(2)} s`);
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
        edited = true;
      } finally {
        writeFileSync(ISLAND, original);
        await browser.close();
        if (!edited) dev.kill("SIGKILL");
      }

      const children = childrenOf(dev.pid ?? 0);
      dev.kill("SIGTERM");
      expect(await exited(dev)).toBe(143);
      await until("the children to stop", async () => (children.every((p) => !alive(p)) ? true : undefined), 10_000);
      for (const p of [port, gatewayPort, relayPort]) expect(await accepts(p), `port ${p}`).toBe(false);
    },
  );
});
