/**
 * `wrangler pages dev` on a folder, for the tests: Cloudflare Pages' own asset server (the workerd
 * runtime shipped in the npm package) on a free loopback port, offline (no metrics, no `Request.cf`
 * download, no update check), its state, logs and config in a temp folder. Test-only.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "../lib/listen.ts";

/**
 * The compatibility date the runs use: on or before the date of the workerd that wrangler ships
 * (`npx workerd --version`), which refuses later ones.
 */
export const COMPATIBILITY_DATE = "2026-04-01";

/** A running `wrangler pages dev`. */
export type PagesDev = { origin: string; output: () => string; close: () => Promise<void> };

/** One answer, with every header line as sent (a header sent twice appears twice). */
export type RawResponse = { status: number; headers: [string, string][]; body: string };

/** GET `path` from `origin` without following redirects; the path is sent as written (`..` included). */
export function rawGet(origin: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = res.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every value sent for a header name. */
export function headerValues(res: RawResponse, name: string): string[] {
  return res.headers.filter(([k]) => k === name.toLowerCase()).map(([, v]) => v);
}

/**
 * Starts `wrangler pages dev <folder>` and resolves once it answers; rejects with its output if it exits or stalls.
 * A free port can be taken by another process before workerd binds it (the tests run side by side):
 * then it starts again on other ports, up to three times.
 */
export async function startPagesDev(folder: string, timeoutMs = 90_000): Promise<PagesDev> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(folder, timeoutMs);
    } catch (error) {
      if (attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function startOnce(folder: string, timeoutMs: number): Promise<PagesDev> {
  const work = mkdtempSync(join(tmpdir(), "pages-dev-"));
  const port = await freePort();
  const inspector = await freePort();
  const bin = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");
  const args = [bin, "pages", "dev", folder, "--ip", "127.0.0.1", "--port", String(port)];
  args.push("--inspector-port", String(inspector), "--compatibility-date", COMPATIBILITY_DATE);
  args.push("--persist-to", join(work, "state"), "--show-interactive-dev-session=false");
  const child = spawn(process.execPath, args, {
    cwd: work,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CI: "1",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_LOG_PATH: join(work, "logs"),
      XDG_CONFIG_HOME: join(work, "config"),
      NO_COLOR: "1",
    },
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const close = () => stop(child).then(() => rmSync(work, { recursive: true, force: true }));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${output}`);
    }
    if (
      /Ready on http/.test(output) &&
      (await rawGet(origin, "/").then(
        () => true,
        () => false,
      ))
    )
      break;
    if (Date.now() - started > timeoutMs) {
      await close();
      throw new Error(`wrangler pages dev did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, output: () => output, close };
}

/** Ends wrangler and its workerd (its process group), SIGKILL if it has not exited after 5 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(-pid, "SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      signal(-pid, "SIGKILL"); // anything of the group still running (workerd)
      resolve();
    });
    signal(-pid, "SIGTERM");
  });
}

function signal(target: number, sig: NodeJS.Signals): void {
  try {
    process.kill(target, sig);
  } catch {
    // already gone
  }
}
