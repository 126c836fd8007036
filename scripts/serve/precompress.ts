/**
 * Gzipped copies of a chain's published data (`<file>.gz` beside `<file>`, level 9), for nginx's
 * `gzip_static`: the coupon lists a page fetches (`coupon-lists/*.json`) go out compressed once at
 * build time instead of at every request, and smaller than a server's on-the-fly gzip (level 1 by
 * default in nginx). Cloudflare Pages and Netlify compress every response themselves and ignore the
 * copies. Names are content-hashed, so a copy that exists is the copy of that content.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants, gzipSync } from "node:zlib";
import { COUPON_LISTS_DIR } from "../../src/features/coupons/coupon-lists.server.ts";

/** The folders of a chain folder whose JSON files get a gzipped copy. */
export const PRECOMPRESSED_DIRS: readonly string[] = [COUPON_LISTS_DIR];

/** Writes the missing gzipped copies in one chain folder; returns how many it wrote. */
export function precompressChain(chainDir: string): number {
  let written = 0;
  for (const dir of PRECOMPRESSED_DIRS.map((d) => join(chainDir, d)).filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      const target = join(dir, `${name}.gz`);
      if (existsSync(target)) continue;
      writeFileSync(target, gzipSync(readFileSync(join(dir, name)), { level: constants.Z_BEST_COMPRESSION }));
      written++;
    }
  }
  return written;
}
