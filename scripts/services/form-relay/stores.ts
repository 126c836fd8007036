/**
 * Where a deployed relay keeps its rate-limit windows and sent-once keys: in Redis when the
 * environment names one (`REDIS_URL`, or `REDIS_URL_FILE` for a mounted secret holding the URL), so
 * every instance shares them; else in this process's memory, which holds only for one instance
 * (said once at start). `FORM_RELAY_REDIS_TIMEOUT_MS` sets the deadline of one Redis call.
 */
import { readFileSync } from "node:fs";
import type { RelayOptions } from "./app.ts";
import { createRedisStores, redisTarget, STORE_TIMEOUT_MS } from "./redis-store.ts";

/** The stores to hand to the app, and how to let go of them. */
export type RelayStores = {
  /** What to spread into the relay's options (nothing for the memory default). */
  options: Pick<RelayOptions, "counters" | "submissions">;
  /** One line saying where the stores are (no credentials). */
  description: string;
  close(): Promise<void>;
};

/** The Redis URL of the environment, or undefined. */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env["REDIS_URL_FILE"];
  const url = (file ? readFileSync(file, "utf8") : (env["REDIS_URL"] ?? "")).trim();
  if (url === "") return undefined;
  if (!/^rediss?:\/\//.test(url))
    throw new Error(`${file ? `REDIS_URL_FILE (${file})` : "REDIS_URL"} must start with redis:// or rediss://`);
  return url;
}

/** The stores the environment asks for (see the module comment). */
export function relayStoresFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string) => void = (m) => console.error(m),
): RelayStores {
  const url = redisUrlFromEnv(env);
  if (url === undefined) {
    log(
      "form relay: no REDIS_URL: rate limits and sent-once keys are kept in this process, so they hold for one instance only",
    );
    return { options: {}, description: "in memory (this process)", close: async () => {} };
  }
  const timeout = Number(env["FORM_RELAY_REDIS_TIMEOUT_MS"]);
  const stores = createRedisStores(url, {
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : STORE_TIMEOUT_MS,
    log,
  });
  return {
    options: { counters: stores.counters, submissions: stores.submissions },
    description: `in Redis at ${redisTarget(url)}`,
    close: stores.close,
  };
}
