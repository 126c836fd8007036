// @ts-check
import { defineConfig, envField } from "astro/config";
import react from "@astrojs/react";
import { createReadStream } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { preloadIslands } from "./scripts/build/island-preload.ts";
import { copyUsedImages, usedPipeline, writeImageWarnings } from "./src/lib/images/pipeline.server.ts";

/**
 * Islands render with React 19 through @astrojs/react. React, react-dom and scheduler go into one
 * shared, content-hashed chunk (`/_assets/react-runtime.<hash>.js`, cached immutably) that every
 * interactive page loads; pages without an island load none of it (DESIGN.md §7, enforced by
 * `npm run check:dist`).
 */
const reactRuntime = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Modulepreload links for the islands a page hydrates early (scripts/build/island-preload.ts). */
const islandPreloads = {
  name: "island-preloads",
  hooks: {
    /** @param {{ dir: URL, logger: { info(message: string): void } }} options */
    "astro:build:done": async ({ dir, logger }) => {
      logger.info(`modulepreload links added to ${await preloadIslands(fileURLToPath(dir))} pages`);
    },
  },
};

/**
 * `client:afterload` (src/lib/after-load-directive.ts): hydrate once the page has loaded, for an
 * island drawn into the HTML around the page's largest picture (the weekly ad).
 */
const afterLoadDirective = {
  name: "after-load-directive",
  hooks: {
    /** @param {{ addClientDirective(d: { name: string, entrypoint: string }): void }} options */
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({
        name: "afterload",
        entrypoint: fileURLToPath(new URL("./src/lib/after-load-directive.ts", import.meta.url)),
      });
    },
  },
};

/**
 * Where the build writes: `DIST_DIR` (default `dist`, relative to the project root). Commands that
 * build for themselves (`npm test`, benchmarks) set it to a directory of their own, so they never
 * touch the `dist/` that `npm start` or `npm run preview` serves. Astro keeps a cache (content store,
 * image cache) keyed by the whole config, and Vite re-optimizes dependencies into its own cache;
 * builds into another directory get both caches beside it, so two builds in one checkout neither
 * share nor clear each other's.
 */
const distDir = resolve(import.meta.dirname, process.env["DIST_DIR"] || "dist");
// `npm run build` writes into `<DIST_DIR>.next-<pid>` and swaps it in: the cache follows the final name.
const finalDir = distDir.replace(/\.next-\d+$/, "");
const defaultDist = finalDir === resolve(import.meta.dirname, "dist");
const cacheDir = defaultDist ? undefined : join(dirname(finalDir), `.${basename(finalDir)}.astro-cache`);

/**
 * The variables that pick the chains of a build and their gateway, read by src/lib/tenant-paths.server.ts
 * through `astro:env/server` (scripts outside Astro read the same through src/tenant/build-env.ts).
 * Public server values: read once at build time, never shipped to the browser.
 */
const buildVariable = () => envField.string({ context: "server", access: "public", optional: true });

/**
 * Build-time responsive images (src/lib/images/pipeline.server.ts): encoded once into a cache shared
 * by every build, whatever its DIST_DIR; the files the pages use are linked into `_assets/` when the
 * pages are written.
 */
/** @param {string} file */
const imageType = (file) =>
  ({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png", svg: "image/svg+xml" })[
    file.split(".").pop() ?? ""
  ] ?? "application/octet-stream";
process.env["IMAGE_CACHE_DIR"] ||= join(import.meta.dirname, "node_modules", ".cache", "images");
const responsiveImages = {
  name: "responsive-images",
  hooks: {
    /**
     * `npm run dev` has no build end to link the variants into `_assets/`: the dev server answers
     * `/_assets/<variant>` from the pipeline's cache, for the variants the pages it rendered use.
     * @param {{ server: { middlewares: { use(fn: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void): void } } }} options
     */
    "astro:server:setup": ({ server }) => {
      server.middlewares.use((req, res, next) => {
        const name = /^\/_assets\/([^/?]+)/.exec(req.url ?? "")?.[1];
        const file = name === undefined ? undefined : usedPipeline()?.used.get(decodeURIComponent(name));
        if (file === undefined) return next();
        res.setHeader("Content-Type", imageType(file));
        createReadStream(file).pipe(res);
      });
    },
    /** @param {{ dir: URL, logger: { info(message: string): void } }} options */
    "astro:build:done": ({ dir, logger }) => {
      const pipeline = usedPipeline();
      if (pipeline === undefined) return;
      const s = pipeline.stats;
      const files = copyUsedImages(pipeline.used, fileURLToPath(dir));
      writeImageWarnings(pipeline.warnings, fileURLToPath(dir));
      logger.info(
        `${files} image files in _assets/ (fetched ${s.fetched}, cached URLs ${s.urlHits}, same content ${s.contentHits}, encoded ${s.encoded}, failed ${s.failed}, of which known failures ${s.knownFailures})`,
      );
    },
  },
};

export default defineConfig({
  output: "static",
  env: {
    schema: {
      GATEWAY_URL: buildVariable(),
      TENANTS: buildVariable(),
      TENANTS_DIR: buildVariable(),
      FORM_RELAY_URL: buildVariable(),
    },
  },
  outDir: distDir,
  ...(cacheDir ? { cacheDir } : {}),
  integrations: [react(), afterLoadDirective, islandPreloads, responsiveImages],
  build: { format: "directory", assets: "_assets" },
  trailingSlash: "ignore",
  vite: {
    ...(cacheDir ? { cacheDir: join(cacheDir, "vite") } : {}),
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: "react-runtime", test: reactRuntime }] } },
          },
        },
      },
    },
  },
});
