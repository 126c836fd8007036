/**
 * A throwaway redis-server for tests and benchmarks: Debian's `redis-server` (or `REDIS_SERVER`) on
 * a free loopback port, with its own temp dir, nothing saved to disk. It can be killed and started
 * again on the same port (a Redis that drops mid-run), and is stopped when the process exits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accepts, freePort } from "./listen.ts";

/** Where the Redis server binary is (`.ci/run` installs Debian's). */
export const REDIS_SERVER = process.env["REDIS_SERVER"] ?? "/usr/bin/redis-server";

/** TLS files for a `rediss://` server. */
export type RedisTlsFiles = { cert: string; key: string; ca: string };

export type LocalRedisOptions = {
  /** `requirepass`: the URL then carries it, as a managed Redis's does. */
  password?: string;
  /** Serve TLS only (`rediss://`). */
  tls?: RedisTlsFiles;
  /** Port to listen on; default a free one. */
  port?: number;
};

/** A running (or stopped) local Redis. */
export type LocalRedis = {
  port: number;
  /** `redis://` (or `rediss://`) URL with the password, on 127.0.0.1. */
  url: string;
  /** Kills the server at once (SIGKILL: no goodbye to clients). */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  restart(): Promise<void>;
  /** Stops it and removes its dir. */
  stop(): Promise<void>;
};

/** Starts a redis-server; resolves once it accepts connections. */
export async function startLocalRedis(options: LocalRedisOptions = {}): Promise<LocalRedis> {
  const dir = mkdtempSync(join(tmpdir(), "relay-redis-"));
  const port = options.port ?? (await freePort());
  const listen = options.tls
    ? ["--port", "0", "--tls-port", String(port), "--tls-auth-clients", "no"]
    : ["--port", String(port)];
  const tls = options.tls
    ? ["--tls-cert-file", options.tls.cert, "--tls-key-file", options.tls.key, "--tls-ca-cert-file", options.tls.ca]
    : [];
  const args = [
    ...listen,
    ...tls,
    ...["--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no", "--daemonize", "no"],
    ...["--logfile", join(dir, "redis.log")],
    ...(options.password === undefined ? [] : ["--requirepass", options.password]),
  ];
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill("SIGKILL");
  process.once("exit", killOnExit);

  const start = async () => {
    const started = spawn(REDIS_SERVER, args, { stdio: "ignore" });
    child = started;
    let gone: Error | undefined;
    started.once("error", (error) => (gone = new Error(`${REDIS_SERVER} did not start: ${error.message}`)));
    started.once("exit", (code) => (gone = new Error(`${REDIS_SERVER} exited (${code}); see ${dir}/redis.log`)));
    while (!(await accepts(port))) {
      if (gone !== undefined) throw gone;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  };

  await start();
  const auth = options.password === undefined ? "" : `:${encodeURIComponent(options.password)}@`;
  return {
    port,
    url: `${options.tls ? "rediss" : "redis"}://${auth}127.0.0.1:${port}`,
    kill: () => halt("SIGKILL"),
    restart: start,
    async stop() {
      await halt("SIGTERM");
      process.off("exit", killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
