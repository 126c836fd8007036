/**
 * All demo chains. Seeds are deterministic (seeded PRNG); dates hang off the week of `ctx.now`.
 */
import { couponsonly } from "./couponsonly.ts";
import { freshmart } from "./freshmart.ts";
import { greenvalley } from "./greenvalley.ts";
import { harvestmarket } from "./harvestmarket.ts";
import { hilltop } from "./hilltop.ts";
import { hostile } from "./hostile.ts";
import { CHAINS_DIR, loadJsonChains } from "./json-chains.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

/** Builds every demo chain, then the chains added by data (`<site>.json` in `chainsDir`). */
export function buildChains(ctx: SeedContext, chainsDir: string = CHAINS_DIR): ChainSeed[] {
  const seeded = [freshmart(ctx), greenvalley(ctx), harvestmarket(ctx), couponsonly(ctx), hilltop(ctx), hostile(ctx)];
  return [...seeded, ...loadJsonChains(chainsDir, ctx, new Set(seeded.map((c) => c.site)))];
}
