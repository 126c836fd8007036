/**
 * Build-time responsive images. Every picture a page knows at build time (slides, department and
 * store photos, about photos, brands, raster logos, weekly-ad teasers) is fetched once, kept in a
 * cache folder shared by every build and chain (`IMAGE_CACHE_DIR`, default
 * `node_modules/.cache/images/`, independent of DIST_DIR) and encoded with sharp into AVIF, WebP
 * and a JPEG (PNG for pictures with transparency) fallback at a few widths, named by content
 * (`img-<hash>-<width>.<ext>`). Pages serve them from their own origin under `/_assets/`; the
 * `astro:build:done` hook (`copyUsedImages`) links the files the pages used into the build.
 *
 * Cache: `url/<hash of the URL>.json` says which content a URL had when it was fetched (fetched
 * again after `IMAGE_CACHE_TTL_HOURS`, default 24); `content/<content hash>.json` holds a content's
 * size; `files/` the encoded variants. Two URLs with the same bytes share their variants, and an
 * unchanged picture is never encoded twice. A picture that cannot be fetched or decoded keeps its
 * original URL and prints a warning naming the chain and the setting's key: it never fails a build.
 * The failure is remembered in `url/` with its reason for the same time to live, so a dead or
 * stalling picture costs one timeout a day, not one per build (a refused address and a refused
 * connection are not remembered: they cost nothing and depend on where the build runs).
 * SVG pictures are used as they are (no variants).
 *
 * Fetches go through the guarded fetch (lib/net/guarded-fetch.server.ts): public addresses only
 * (loopback and private ones only at the operator's origins: GATEWAY_URL, BUILD_PRIVATE_ORIGINS),
 * and only the hosts of the chain's `pictureHosts` when it lists any. A refused address is warned
 * like a failed fetch, and the page shows an empty picture instead (REFUSED_PICTURE): the refused
 * address is never a picture of a page, nor in the chain's CSP. A picture of more than MAX_PICTURE_PIXELS is
 * refused from its header, before anything decodes it.
 */
import { createHash } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, copyFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import {
  buildFetchPolicy,
  FetchRefusedError,
  guardedFetch,
  urlRefusal,
  type FetchPolicy,
} from "../net/guarded-fetch.server.ts";
import { loadTenants } from "../../tenant/load-tenants.server.ts";
import { IMAGE_ROLES } from "./roles.ts";
import { drawnPicture, packPicture, REFUSED_PICTURE, REFUSED_TOKEN, variantName, type PictureKey } from "./variants.ts";

/** Modern formats, best first; each page offers them as `<source>`s before the fallback. */
export const MODERN_FORMATS = ["avif", "webp"] as const;
type Format = (typeof MODERN_FORMATS)[number] | "jpg" | "png";

/** One `<source>` of a picture. */
export type PictureSource = { type: string; srcset: string };

/** What a page draws for one picture. */
export type ResponsivePicture =
  | {
      kind: "raster";
      /** Intrinsic size of the picture. */
      width: number;
      height: number;
      /** The fallback's largest variant and its srcset. */
      src: string;
      srcset: string;
      /** AVIF and WebP sources, best first. */
      sources: PictureSource[];
      /** The same picture packed for an island's props (variants.ts `unpackPicture`). */
      token: string;
    }
  /**
   * Used as it is: an SVG (with its own proportions when its root names them, so the page's box
   * matches it before it loads), or a picture that could not be fetched (`failed`, warned).
   */
  | { kind: "original"; src: string; failed: boolean; reason?: string; ratio?: number; refused?: boolean };

/** Where a picture is used, for the warning of a failed fetch. */
export type PictureUse = { chain: string; key: string };

/** One warning of the pipeline, for the build's report. */
export type PictureWarning = PictureUse & { url: string; reason: string; refused: boolean };

/** The widths (px) a page offers of a picture, largest last; only those below its own width are made. */
export type PictureOptions = { widths: readonly number[] };

export type PipelineOptions = {
  cacheDir: string;
  /** Fetches the picture's bytes (default: the guarded fetch under `policy`, 15 s, 20 MB). */
  fetchBytes?: (url: string) => Promise<Uint8Array>;
  /** What the default fetch may reach (default: from the environment, `buildFetchPolicy`). */
  policy?: FetchPolicy;
  /** A chain's own picture hosts (local.json `pictureHosts`; none: any public host). */
  hostsOf?: (chain: string) => readonly string[] | undefined;
  /** How long the default fetch waits for a picture (ms, default 15 s). */
  fetchTimeoutMs?: number;
  /** Reports a failed picture (default console.warn). */
  warn?: (message: string) => void;
  /** How long a URL's content is trusted before it is fetched again (ms). */
  ttlMs?: number;
  /** Encodings at once (each uses libvips' own threads too). */
  encoders?: number;
  /** Fetches at once. */
  fetches?: number;
  now?: () => number;
};

/** Counts of what a pipeline did (reported by the build and asserted by the tests). */
export type PipelineStats = {
  fetched: number;
  urlHits: number;
  contentHits: number;
  encoded: number;
  failed: number;
  /** Failures answered from the cache (not fetched again until their time to live ends). */
  knownFailures: number;
};

/** A bound on how many tasks run at once. */
function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= n) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const sha = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex").slice(0, 16);

/** Writes a file atomically (two builds may fill the cache at once). */
function writeAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** The largest picture the build takes (a chain's photograph is well under; a bigger answer is refused). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** The widest variant any page offers (a home slide, 1920 px). */
export const LARGEST_WIDTH = Math.max(...Object.values(IMAGE_ROLES).flatMap((role) => role.widths));

/**
 * The most pixels a picture may have: a square of twice the widest variant (3840², 14.7 million; a
 * 4K photograph passes, a 24-megapixel camera original does not). Checked from the header before
 * anything is decoded, and given to sharp as `limitInputPixels`, so a small file that decodes to
 * gigabytes (a "pixel bomb") costs nothing.
 */
export const MAX_PICTURE_PIXELS = (2 * LARGEST_WIDTH) ** 2;

/** How long the default fetch waits for one picture. */
const FETCH_TIMEOUT_MS = 15_000;

/** Timeouts after which a build gives up a picture host (its other pictures fail at once). */
const STALLED_HOST_TIMEOUTS = 2;

/** The host of a URL ("" when it is none). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** Whether a failure is worth remembering: a refused address or connection costs nothing to find again. */
function remembered(error: unknown): boolean {
  return !(error instanceof FetchRefusedError) && (error as { code?: string }).code !== "ECONNREFUSED";
}

/** An SVG's meta: its width / height from the root's width and height or viewBox (null: unknown). */
type SvgMeta = { svg: true; ratio: number | null };
type ContentMeta = { width: number; height: number; fallback: "jpg" | "png" } | SvgMeta;
type UrlEntry = { url: string; content: string; at: number } | { url: string; failed: string; at: number };

/** Whether bytes are an SVG document (by its text, whatever the server called it). */
function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512)).toString("utf8").trimStart();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}

/** An SVG's width / height from its root element's width and height, else its viewBox; null when neither says. */
export function svgRatio(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.subarray(0, 4096)).toString("utf8");
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1]?.trim();
  const px = (v: string | undefined) => (v !== undefined && /^\d+(\.\d+)?(px)?$/.test(v) ? parseFloat(v) : NaN);
  const [w, h] = [px(attr("width")), px(attr("height"))];
  if (w > 0 && h > 0) return w / h;
  const box = (attr("viewBox") ?? "").split(/[\s,]+/).map(Number);
  const [bw, bh] = [box[2] ?? NaN, box[3] ?? NaN];
  return box.length === 4 && bw > 0 && bh > 0 ? bw / bh : null;
}

/** Whether a cached meta is there and of this version (an SVG's from before its ratio was kept is fetched again). */
function isCurrentMeta(meta: ContentMeta | { svg: true } | null): boolean {
  return meta !== null && (!("svg" in meta) || "ratio" in meta);
}

/** What the steps of one pipeline share: its cache folder, its fetch and clock, its limits and its counts. */
type Run = {
  dir: string;
  /** The encoded variants. */
  files: string;
  fetchBytes: (url: string) => Promise<Uint8Array>;
  ttl: number;
  now: () => number;
  encode: <T>(task: () => Promise<T>) => Promise<T>;
  download: <T>(task: () => Promise<T>) => Promise<T>;
  stats: PipelineStats;
  /** Files the pages of this process use: name → path in the cache. */
  used: Map<string, string>;
  /** Hosts that stopped answering in this build: host → how many of its pictures timed out. */
  stalled: Map<string, number>;
};

/** A pipeline's shared state from its options, its cache folders made. */
function startRun(options: PipelineOptions): Run {
  const dir = resolve(options.cacheDir);
  for (const sub of ["url", "content", "files", "original"]) mkdirSync(join(dir, sub), { recursive: true });
  const policy = options.policy ?? buildFetchPolicy();
  const timeoutMs = options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS;
  return {
    dir,
    files: join(dir, "files"),
    fetchBytes:
      options.fetchBytes ?? ((url: string) => guardedFetch(url, policy, { maxBytes: MAX_PICTURE_BYTES, timeoutMs })),
    ttl: options.ttlMs ?? 24 * 3600_000,
    now: options.now ?? Date.now,
    encode: limiter(options.encoders ?? 2),
    download: limiter(options.fetches ?? 8),
    stats: { fetched: 0, urlHits: 0, contentHits: 0, encoded: 0, failed: 0, knownFailures: 0 },
    used: new Map(),
    stalled: new Map(),
  };
}

/** The content hash of a URL: from the cache while fresh, else fetched (bytes kept by content). */
async function contentOf(run: Run, url: string): Promise<string> {
  const { dir, stats } = run;
  const entryFile = join(dir, "url", `${sha(url)}.json`);
  const entry = readJson<UrlEntry>(entryFile);
  if (entry !== null && entry.url === url && run.now() - entry.at < run.ttl) {
    if ("failed" in entry) {
      stats.knownFailures++;
      const until = new Date(entry.at + run.ttl).toISOString();
      throw new Error(`${entry.failed}; remembered, tried again after ${until}`);
    }
    if (isCurrentMeta(readJson<ContentMeta | { svg: true }>(join(dir, "content", `${entry.content}.json`)))) {
      stats.urlHits++;
      return entry.content;
    }
  }
  try {
    return await fetchContent(run, url, entryFile);
  } catch (error) {
    if (remembered(error))
      writeAtomic(
        entryFile,
        JSON.stringify({ url, failed: (error as Error).message, at: run.now() } satisfies UrlEntry),
      );
    throw error;
  }
}

/**
 * Fetches a picture in its turn; a host whose pictures timed out twice is given up for the rest of
 * the build (each of its pictures then fails at once), so one chain's dead picture host holds the
 * fetch slots — and every other chain's pictures — for one timeout, not one per picture.
 */
function fetchInTurn(run: Run, url: string): Promise<Uint8Array> {
  const host = hostOf(url);
  const { stalled } = run;
  return run.download(async () => {
    if ((stalled.get(host) ?? 0) >= STALLED_HOST_TIMEOUTS)
      throw new Error(`${host} did not answer in time for earlier pictures of this build`);
    try {
      return await run.fetchBytes(url);
    } catch (error) {
      if (/^no answer within/.test((error as Error).message)) stalled.set(host, (stalled.get(host) ?? 0) + 1);
      throw error;
    }
  });
}

/**
 * What the cache keeps of a raster picture: its size and fallback format. Only the header is read:
 * nothing is decoded before the size is known to be within the limit.
 */
async function rasterMeta(bytes: Uint8Array): Promise<ContentMeta> {
  const info = await sharp(bytes).metadata();
  if (info.width === undefined || info.height === undefined) throw new Error("not a picture");
  if (info.width * info.height > MAX_PICTURE_PIXELS)
    throw new Error(
      `${info.width}×${info.height} pixels, more than the ${MAX_PICTURE_PIXELS} a picture may have (at most ${2 * LARGEST_WIDTH}×${2 * LARGEST_WIDTH})`,
    );
  return { width: info.width, height: info.height, fallback: info.hasAlpha || info.format === "png" ? "png" : "jpg" };
}

/** Fetches a URL, keeps its bytes by content and records the URL's content. */
async function fetchContent(run: Run, url: string, entryFile: string): Promise<string> {
  const { dir, stats } = run;
  const bytes = await fetchInTurn(run, url);
  stats.fetched++;
  const content = sha(bytes);
  const metaFile = join(dir, "content", `${content}.json`);
  if (isCurrentMeta(readJson<ContentMeta | { svg: true }>(metaFile))) stats.contentHits++;
  else {
    let meta: ContentMeta;
    if (isSvg(bytes)) meta = { svg: true, ratio: svgRatio(bytes) };
    else {
      meta = await rasterMeta(bytes);
      writeAtomic(join(dir, "original", content), bytes);
    }
    writeAtomic(metaFile, JSON.stringify(meta));
  }
  writeAtomic(entryFile, JSON.stringify({ url, content, at: run.now() } satisfies UrlEntry));
  return content;
}

/** A picture being made by sharp. */
type SharpImage = ReturnType<typeof sharp>;

/** A resized picture in one format, with the quality and effort each format is encoded at. */
function encodedAs(image: SharpImage, format: Format): SharpImage {
  if (format === "avif") return image.avif({ quality: 55, effort: 2 });
  if (format === "webp") return image.webp({ quality: 76, effort: 3 });
  if (format === "png") return image.png({ compressionLevel: 8, palette: true, quality: 90 });
  return image.jpeg({ quality: 78, progressive: true });
}

/** One variant's file name, encoded unless the cache has it. */
async function variant(run: Run, content: string, width: number, format: Format): Promise<string> {
  const name = variantName(content, width, format);
  const file = join(run.files, name);
  if (!existsSync(file)) {
    await run.encode(async () => {
      // Another page of this build may have encoded it while this one waited for its turn.
      if (existsSync(file)) return;
      const image = sharp(join(run.dir, "original", content), { limitInputPixels: MAX_PICTURE_PIXELS }).resize({
        width,
        withoutEnlargement: true,
      });
      writeAtomic(file, await encodedAs(image, format).toBuffer());
      run.stats.encoded++;
    });
  }
  run.used.set(name, file);
  return name;
}

/** The widths a picture is made at: those asked for below its own width, and the largest it can have. */
function variantWidths(asked: readonly number[], ownWidth: number): number[] {
  const largest = Math.max(...asked);
  return [...new Set([...asked.filter((w) => w < ownWidth), Math.min(ownWidth, largest)])].sort((a, b) => a - b);
}

/** The responsive picture of a URL (its variants encoded), or the SVG as it is; throws when it cannot be had. */
async function responsivePicture(run: Run, url: string, opts: PictureOptions): Promise<ResponsivePicture> {
  const content = await contentOf(run, url);
  const meta = readJson<ContentMeta>(join(run.dir, "content", `${content}.json`));
  if (meta === null) throw new Error("cache entry unreadable");
  if ("svg" in meta) return { kind: "original", src: url, failed: false, ...(meta.ratio ? { ratio: meta.ratio } : {}) };
  const widths = variantWidths(opts.widths, meta.width);
  const key: PictureKey = {
    content,
    fallback: meta.fallback,
    widths,
    height: Math.round((meta.height * widths.at(-1)!) / meta.width),
  };
  const formats = [...MODERN_FORMATS, meta.fallback] as const;
  await Promise.all(formats.flatMap((format) => widths.map((w) => variant(run, content, w, format))));
  return { kind: "raster", ...drawnPicture(key), token: packPicture(key) };
}

/** A picture refused before any fetch: the chain's picture hosts (when it lists any) do not list its host. */
function hostRefusal(hosts: readonly string[] | undefined, url: string): string | null {
  if (hosts === undefined || hosts.length === 0) return null;
  try {
    return urlRefusal(new URL(url), { privateOrigins: [], hosts });
  } catch {
    return "not a URL";
  }
}

/** The build-time image pipeline over one cache folder. */
export function createPipeline(options: PipelineOptions) {
  const run = startRun(options);
  const warn = options.warn ?? ((m: string) => console.warn(m));
  /** Every warning of this process, for the build's report (the release report reads it). */
  const warnings: PictureWarning[] = [];
  const memo = new Map<string, Promise<ResponsivePicture>>();
  const warned = new Set<string>();

  // Each picture is made once per set of widths, however many pages and chains ask for it.
  function made(url: string, opts: PictureOptions): Promise<ResponsivePicture> {
    const memoKey = `${opts.widths.join(",")} ${url}`;
    let picture = memo.get(memoKey);
    if (picture === undefined) {
      picture = /^https?:\/\//i.test(url)
        ? responsivePicture(run, url, opts).catch((error: unknown): ResponsivePicture => {
            run.stats.failed++;
            const reason = (error as Error).message;
            return error instanceof FetchRefusedError
              ? { kind: "original", src: REFUSED_PICTURE, failed: true, reason, refused: true }
              : { kind: "original", src: url, failed: true, reason };
          })
        : Promise.resolve({ kind: "original", src: url, failed: false } as const);
      memo.set(memoKey, picture);
    }
    return picture;
  }

  // A failed picture is warned once per chain, key and URL, however many pages draw it.
  function warnOnce(url: string, use: PictureUse, reason: string, refused: boolean): void {
    const key = `${use.chain}\u0000${use.key}\u0000${url}`;
    if (warned.has(key)) return;
    warned.add(key);
    const warning = { ...use, url, reason, refused };
    warnings.push(warning);
    warn(warningText(warning));
  }

  return {
    stats: run.stats,
    used: run.used,
    warnings,
    /**
     * The responsive picture of `url`; the URL itself (warned) when it cannot be had; an empty
     * picture (REFUSED_PICTURE, warned) when its address is refused.
     */
    async picture(url: string, use: PictureUse, opts: PictureOptions): Promise<ResponsivePicture> {
      const refusal = /^https?:\/\//i.test(url) ? hostRefusal(options.hostsOf?.(use.chain), url) : null;
      const p: ResponsivePicture =
        refusal === null
          ? await made(url, opts)
          : { kind: "original", src: REFUSED_PICTURE, failed: true, reason: refusal, refused: true };
      if (p.kind === "original" && p.failed) warnOnce(url, use, p.reason ?? "", p.refused === true);
      return p;
    },
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;

/** A picture an island draws, with the setting it came from (for the warning of a failed fetch). */
export type IslandPicture = { url: string; key: string };

/**
 * The pictures an island redraws in the browser (coupon cards), for its props: each distinct URL →
 * its token (variants.ts), or "" when the build could not fetch or decode it (warned, naming chain
 * and key; the island keeps the original URL, marked). SVGs and site paths are left out: the island
 * uses them as they are, as it does any URL the map does not know.
 */
export async function islandPictures(
  pipeline: Pipeline,
  chain: string,
  pictures: readonly IslandPicture[],
  opts: PictureOptions,
): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  const drawn = await Promise.all(
    pictures.map(async ({ url, key }) => [url, await pipeline.picture(url, { chain, key }, opts)] as const),
  );
  for (const [url, p] of drawn) {
    if (p.kind === "raster") map[url] = p.token;
    else if (p.failed) map[url] = p.refused ? REFUSED_TOKEN : "";
  }
  return map;
}

/** Links (or copies) the variant files a build's pages use into its `_assets/`; returns how many. */
export function copyUsedImages(used: ReadonlyMap<string, string>, outDir: string): number {
  const assets = join(outDir, "_assets");
  mkdirSync(assets, { recursive: true });
  for (const [name, file] of used) {
    const target = join(assets, name);
    if (existsSync(target)) continue;
    try {
      linkSync(file, target);
    } catch {
      copyFileSync(file, target);
    }
  }
  return used.size;
}

/** Where a build records its picture warnings, for the release report (never in a chain folder). */
export const IMAGE_WARNINGS_FILE = "_routing/image-warnings.json";

/** Writes the build's picture warnings into `outDir` (by chain), so a release can report them per chain. */
export function writeImageWarnings(warnings: readonly PictureWarning[], outDir: string): void {
  const byChain: Record<string, PictureWarning[]> = {};
  for (const w of warnings) (byChain[w.chain] ??= []).push(w);
  mkdirSync(join(outDir, "_routing"), { recursive: true });
  writeAtomic(join(outDir, IMAGE_WARNINGS_FILE), `${JSON.stringify(byChain, null, 2)}\n`);
}

/** A chain's picture warnings from a build folder, as the build printed them (none when it recorded none). */
export function readImageWarnings(buildDir: string, chain: string): string[] {
  const byChain = readJson<Record<string, PictureWarning[]>>(join(buildDir, IMAGE_WARNINGS_FILE)) ?? {};
  return (byChain[chain] ?? []).map((w) => warningText(w));
}

/** The line of one picture warning. */
function warningText(w: PictureWarning): string {
  const fate = w.refused ? "refused (an empty picture is shown)" : "could not be used";
  const kept = w.refused ? "" : "; the original URL is kept";
  return `images: chain "${w.chain}", ${w.key}: ${w.url} ${fate} (${w.reason})${kept}`;
}

const SHARED = Symbol.for("storefront.build-images");

/** A chain's `pictureHosts` from the build's tenants (none when the chain is not loaded). */
function chainPictureHosts(chain: string): readonly string[] | undefined {
  return loadTenants().find((t) => t.site === chain)?.local.pictureHosts;
}

/**
 * The pipeline of this build process (one per process, shared by every page and chain, and found by
 * the `astro:build:done` hook through the same global). The cache folder is `IMAGE_CACHE_DIR`, which
 * astro.config.mjs sets to the project's `node_modules/.cache/images/` unless given.
 */
export function buildPipeline(): Pipeline {
  const g = globalThis as { [SHARED]?: Pipeline };
  g[SHARED] ??= createPipeline({
    cacheDir: process.env["IMAGE_CACHE_DIR"] || resolve("node_modules/.cache/images"),
    hostsOf: chainPictureHosts,
    ...(process.env["IMAGE_CACHE_TTL_HOURS"] ? { ttlMs: Number(process.env["IMAGE_CACHE_TTL_HOURS"]) * 3600_000 } : {}),
  });
  return g[SHARED];
}

/** The pipeline this process used, if any page asked for a picture. */
export function usedPipeline(): Pipeline | undefined {
  return (globalThis as { [SHARED]?: Pipeline })[SHARED];
}
