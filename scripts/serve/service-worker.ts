/**
 * Writes each chain folder's service worker: the worker source
 * (src/features/offline/service-worker.ts, Workbox's precaching, routing and strategies) is
 * bundled once per build with esbuild, and Workbox's `injectManifest` (workbox-build) writes one
 * copy per chain folder, `sw.js` at its root, with that folder's own precache list: its offline
 * page, manifest and icons, and the scripts, styles and fonts of the pages the worker keeps at
 * install (the offline page and the deals sheet, in each language: what they load and import, on
 * demand too), each with a content hash, so a release that changes any of them installs a new
 * worker. The rest of `_assets/` is kept as pages are kept (the worker keeps a page's files with
 * it), so a first visit on a slow phone does not fetch every island of the site. The `_assets/`
 * files are listed at `/_assets/…`, the address every page asks for (see `modifyURLPrefix`). Pages
 * are not precached (the worker fetches them network first). A folder without an offline page (a
 * chain showing the 'Oops!' page) gets no worker.
 */
import { fileClosure, namesFiles } from "../../src/features/offline/asset-refs.ts";
import { KEPT_AT_INSTALL, OFFLINE_FILE } from "../../src/features/offline/worker-paths.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/tenant/languages.ts";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The worker's file at a chain folder's root (the pages register it: register-script.ts). */
export const WORKER_FILE = "sw.js";

/** The hashed assets' folder: pages ask for it at the origin's root in both modes. */
const ASSETS = "_assets/";

/** The language folders a chain may be built in: '' for the default language, then `es/` … */
const FOLDERS = ["", ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `${l}/`)];

/** What a chain's worker may precache, relative to its folder (`_assets/` narrowed by `installFiles`). */
export const PRECACHE_GLOBS = [
  "_assets/**/*.{js,mjs,css,woff,woff2}",
  // A chain built in another language too: its offline page, for that language's pages.
  ...FOLDERS.map((folder) => folder + OFFLINE_FILE),
  "manifest.webmanifest",
  "icons/*.png",
];

/**
 * The `_assets/` files of the pages the worker keeps at install (the offline page and the deals
 * sheet, in each language the chain is built in), as `/_assets/<file>`: what they load and what
 * that imports, on demand too, so both work offline with their islands from the first visit.
 */
export async function installFiles(siteDir: string): Promise<Set<string>> {
  const read = (path: string): Promise<string | null> => {
    const file = join(siteDir, path);
    return Promise.resolve(namesFiles(path) && existsSync(file) ? readFileSync(file, "utf8") : null);
  };
  const pages = FOLDERS.flatMap((folder) =>
    [OFFLINE_FILE, ...KEPT_AT_INSTALL.map((page) => `${page}index.html`)].map((page) => folder + page),
  );
  const files = new Set<string>();
  for (const page of pages) {
    const html = join(siteDir, page);
    if (!existsSync(html)) continue;
    for (const path of await fileClosure(readFileSync(html, "utf8"), read)) files.add(path);
  }
  return files;
}

const SOURCE = fileURLToPath(new URL("../../src/features/offline/service-worker.ts", import.meta.url));

let bundled: Promise<string> | null = null;

/**
 * The bundled worker source with Workbox's injection point, as a file (made once per process, kept
 * in `node_modules/.cache/service-worker/` by content, so builds side by side never race on it).
 */
export function workerBundle(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import("esbuild");
    const out = await build({
      entryPoints: [SOURCE],
      bundle: true,
      format: "iife",
      minify: true,
      target: "es2020",
      write: false,
      legalComments: "none",
      // Workbox logs and checks in development builds only.
      define: { "process.env.NODE_ENV": '"production"' },
    });
    // injectManifest reads its source from a file: the bundle is kept by content in the project's cache.
    const text = out.outputFiles[0]?.text ?? "";
    const dir = join(fileURLToPath(new URL("../../node_modules/.cache/service-worker/", import.meta.url)));
    const file = join(dir, `sw-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.js`);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.${process.pid}`, text);
      renameSync(`${file}.${process.pid}`, file);
    }
    return file;
  })();
  return bundled;
}

/** What one chain's worker precaches. */
export type WorkerResult = { count: number; size: number };

/** Writes `sw.js` into a chain folder (replacing, never writing through, a hard-linked one); null without an offline page. */
export async function writeServiceWorker(siteDir: string): Promise<WorkerResult | null> {
  if (!existsSync(join(siteDir, "offline", "index.html"))) return null;
  const swSrc = await workerBundle();
  const { injectManifest } = await import("workbox-build");
  const swDest = join(siteDir, WORKER_FILE);
  rmSync(swDest, { force: true });
  const atInstall = await installFiles(siteDir);
  const result = await injectManifest({
    swSrc,
    swDest,
    globDirectory: siteDir,
    globPatterns: PRECACHE_GLOBS,
    // Pages ask for their modules at `/_assets/…` on the origin's root, in host and path mode alike.
    // Kept under that very address, a module's answer carries the URL it was asked for; kept under the
    // chain's copy (`/<site>/_assets/…` in path mode) it carried the copy's, the browser resolved its
    // imports against that, and a page claimed mid-load ran a second module graph (two Reacts).
    modifyURLPrefix: { [ASSETS]: `/${ASSETS}` },
    // Of `_assets/`, only what the pages kept at install need; the rest is kept with the pages that use it.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter((entry) => {
          const url = entry.url.replace(/^\/?/, "/");
          return !url.startsWith(`/${ASSETS}`) || atInstall.has(url);
        }),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 5_000_000,
  });
  return { count: result.count, size: result.size };
}
