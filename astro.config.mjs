// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { fileURLToPath } from "node:url";
import { preloadIslands } from "./scripts/lib/island-preload.ts";

/**
 * Islands render with React 19 through @astrojs/react. React, react-dom and scheduler go into one
 * shared, content-hashed chunk (`/_assets/react-runtime.<hash>.js`, cached immutably) that every
 * interactive page loads; pages without an island load none of it (DESIGN.md §7, enforced by
 * `npm run check:dist`).
 */
const reactRuntime = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Modulepreload links for the islands a page hydrates early (scripts/lib/island-preload.ts). */
const islandPreloads = {
  name: "island-preloads",
  hooks: {
    /** @param {{ dir: URL, logger: { info(message: string): void } }} options */
    "astro:build:done": ({ dir, logger }) => {
      logger.info(`modulepreload links added to ${preloadIslands(fileURLToPath(dir))} pages`);
    },
  },
};

export default defineConfig({
  output: "static",
  outDir: process.env.DIST_DIR ?? "dist",
  integrations: [react(), islandPreloads],
  build: { format: "directory", assets: "_assets" },
  trailingSlash: "ignore",
  vite: {
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
