// @ts-check
import { defineConfig } from "astro/config";
import preact from "@astrojs/preact";
import { basename, dirname, join, resolve } from "node:path";

/**
 * Islands are written against React's API and rendered by Preact's compatibility layer: React 19's
 * client runtime alone is about 68 KB gzip of the 90 KB an interactive page may load (DESIGN.md §7),
 * Preact's about 10 KB. See README, "Decisions".
 */
// Packages that import "react" themselves must be bundled, so that the alias reaches them too.
const reactApiPackages = ["sonner", "@nanostores/react"];

/**
 * Where the build writes: `DIST_DIR` (default `dist`, relative to the project root). Commands that
 * build for themselves (`npm test`, benchmarks) set it to a directory of their own, so they never
 * touch the `dist/` that `npm start` or `npm run preview` serves. Astro keeps a cache (content store,
 * image cache) keyed by the whole config, and Vite re-optimizes dependencies into its own cache;
 * builds into another directory get both caches beside it, so two builds in one checkout neither
 * share nor clear each other's.
 */
const distDir = resolve(import.meta.dirname, process.env["DIST_DIR"] || "dist");
const defaultDist = distDir === resolve(import.meta.dirname, "dist");
const cacheDir = defaultDist ? undefined : join(dirname(distDir), `.${basename(distDir)}.astro-cache`);

export default defineConfig({
  output: "static",
  outDir: distDir,
  ...(cacheDir ? { cacheDir } : {}),
  integrations: [preact({ compat: true })],
  build: { format: "directory", assets: "_assets" },
  trailingSlash: "ignore",
  vite: {
    ...(cacheDir ? { cacheDir: join(cacheDir, "vite") } : {}),
    ssr: { noExternal: reactApiPackages },
    environments: { prerender: { resolve: { noExternal: reactApiPackages } } },
  },
});
