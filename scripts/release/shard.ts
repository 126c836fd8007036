/**
 * Splitting chains over CI shards by a stable hash of the site key: a chain stays on its shard
 * whatever other chains come and go, and every chain is on exactly one shard.
 */
import { createHash } from "node:crypto";

/** A shard: `index` counts from 1, as `--shard 2/4` says. */
export type Shard = { index: number; count: number };

/** Parses "i/n" (1 ≤ i ≤ n); throws with the expected form otherwise. */
export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard must look like i/n with 1 ≤ i ≤ n (e.g. --shard 2/4), got "${value}"`);
  }
  return { index, count };
}

/** The shard (1-based) a site belongs to among `count` shards. */
export function shardOf(site: string, count: number): number {
  const n = createHash("sha256").update(site).digest().readUInt32BE(0);
  return (n % count) + 1;
}

/** The sites of one shard, in the given order. */
export function sitesOfShard(sites: readonly string[], shard: Shard): string[] {
  return sites.filter((s) => shardOf(s, shard.count) === shard.index);
}
