/**
 * Photographic demo rasters: the generated SVG artwork drawn with sharp and given seeded film grain
 * and soft light, so each picture weighs what a chain's photograph does (a 1920×700 slide is a few
 * hundred KB of JPEG) and is byte-for-byte the same on every run. Encoded pictures are kept in
 * memory (bounded), so a page's second request costs nothing.
 */
import sharp from "sharp";
import { hash } from "../seed/prng.ts";

/** Raster formats the gateway serves, by file extension. */
export type RasterFormat = "jpg" | "png";

/** What to draw: the artwork, its pixel size, the grain's seed and strength (0–64). */
export type RasterJob = { svg: string; width: number; height: number; seed: string; grain: number };

/**
 * Seeded grain over soft light: a per-pixel noise (xorshift, so the same seed gives the same bytes)
 * plus a slow diagonal light ramp, so the encoder sees the detail of a photograph rather than flat
 * colour. Works in place on raw RGB.
 */
export function addGrain(pixels: Uint8Array, width: number, height: number, seed: string, grain: number): void {
  let s = hash(seed) || 1;
  const ramp = grain / 2;
  // The light is a sum of two waves, along x + y and along x − 2y: one table each.
  const along = Float32Array.from({ length: width + height }, (_, k) => ramp * Math.sin(k / 97));
  const across = Float32Array.from({ length: width + 2 * height }, (_, k) => ramp * Math.cos((k - 2 * height) / 173));
  const scale = (2 * grain) / 4294967296;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = (along[x + y] as number) + (across[x - 2 * y + 2 * height] as number) - grain;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        const v = (pixels[i + c] as number) + light + (s >>> 0) * scale;
        pixels[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}

/** Draws a job and encodes it (JPEG quality 82, progressive; PNG at full colour). */
export async function rasterize(job: RasterJob, format: RasterFormat): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(job.svg))
    .resize(job.width, job.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, info.width, info.height, job.seed, job.grain);
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  return format === "png"
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.jpeg({ quality: 82, progressive: true, chromaSubsampling: "4:2:0" }).toBuffer();
}

/** A bounded memory cache of encoded pictures (oldest out first), shared by concurrent requests. */
export class RasterCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly sizes = new Map<string, number>();
  private readonly maxBytes: number;
  constructor(maxBytes = 96 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  /** The picture for `key`, drawn by `make` the first time. */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const made = make();
    this.entries.set(key, made);
    made.then(
      (buf) => {
        this.sizes.set(key, buf.length);
        this.bytes += buf.length;
        for (const [old] of this.entries) {
          if (this.bytes <= this.maxBytes || old === key) break;
          this.bytes -= this.sizes.get(old) ?? 0;
          this.sizes.delete(old);
          this.entries.delete(old);
        }
      },
      () => this.entries.delete(key),
    );
    return made;
  }
}
