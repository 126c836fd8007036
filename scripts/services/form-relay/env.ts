/** Relay settings from the environment shared by every entry point. */
import { DEFAULT_LIMITS, type RateLimits } from "./rate-limit.ts";

/** FORM_RELAY_LIMIT_ADDRESS, FORM_RELAY_LIMIT_CHAIN and FORM_RELAY_LIMIT_WINDOW_S over the defaults. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const n = (name: string, fallback: number) => {
    const v = Number(env[name]);
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return {
    perAddress: n("FORM_RELAY_LIMIT_ADDRESS", DEFAULT_LIMITS.perAddress),
    perChain: n("FORM_RELAY_LIMIT_CHAIN", DEFAULT_LIMITS.perChain),
    windowMs: n("FORM_RELAY_LIMIT_WINDOW_S", DEFAULT_LIMITS.windowMs / 1000) * 1000,
  };
}
