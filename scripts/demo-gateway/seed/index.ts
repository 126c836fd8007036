/**
 * All demo chains. Seeds are deterministic (seeded PRNG); dates hang off the week of `ctx.now`.
 */
import { couponsonly } from "./couponsonly.ts";
import { freshmart } from "./freshmart.ts";
import { greenvalley } from "./greenvalley.ts";
import { harvestmarket } from "./harvestmarket.ts";
import { hilltop } from "./hilltop.ts";
import { hostile } from "./hostile.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

/** Builds every demo chain. */
export function buildChains(ctx: SeedContext): ChainSeed[] {
  return [freshmart(ctx), greenvalley(ctx), harvestmarket(ctx), couponsonly(ctx), hilltop(ctx), hostile(ctx)];
}
