/**
 * Real nginx for tests: the generated configuration included in a minimal main file under a
 * temporary prefix, checked with `nginx -t`, then run in the foreground on a free loopback port and
 * stopped after. Test-only.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { join } from "node:path";

/** The nginx binary (Debian's package puts it here; `NGINX_BIN` overrides). */
export const NGINX_BIN = process.env["NGINX_BIN"] ?? "/usr/sbin/nginx";

/** Whether nginx can be run here. */
export function nginxAvailable(): boolean {
  return existsSync(NGINX_BIN);
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running nginx. */
export type RunningNginx = { url: string; port: number; stop: () => Promise<void> };

/** Writes the main file including `siteConf` into `prefix`; returns its path. */
export function writeMainConf(prefix: string, siteConf: string): string {
  for (const d of ["tmp", "logs"]) mkdirSync(join(prefix, d), { recursive: true });
  writeFileSync(join(prefix, "storefront.conf"), siteConf);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((k) => `  ${k}_temp_path ${join(prefix, "tmp", k)};`)
    .join("\n");
  // As root, nginx's workers would run as nobody, which cannot read a private temporary folder.
  const user = process.getuid?.() === 0 ? "user root root;\n" : "";
  const main = `${user}daemon off;
worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs", "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
${temp}
  types {
    text/html html;
    text/css css;
    text/javascript js mjs;
    application/json json;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    application/manifest+json webmanifest;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  server_names_hash_bucket_size 128;
  include ${join(prefix, "storefront.conf")};
}
`;
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

/** `nginx -t` over a main file: its exit status and what it printed. */
export function nginxTest(prefix: string, mainConf: string): { ok: boolean; output: string } {
  const r = spawnSync(NGINX_BIN, ["-t", "-p", prefix, "-c", mainConf], { encoding: "utf8" });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Checks (`nginx -t`) and starts nginx with `siteConf` listening on `port`; throws with nginx's words on failure. */
export async function startNginx(prefix: string, siteConf: string, port: number): Promise<RunningNginx> {
  const main = writeMainConf(prefix, siteConf);
  const test = nginxTest(prefix, main);
  if (!test.ok) throw new Error(`nginx -t failed:\n${test.output}`);
  const child = spawn(NGINX_BIN, ["-p", prefix, "-c", main], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await Promise.race([
      waitForPort(port, 10_000),
      exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`))),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
