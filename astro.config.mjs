// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";

/**
 * Islands render with React 19 through @astrojs/react. React, react-dom and scheduler go into one
 * shared, content-hashed chunk (`/_assets/react-runtime.<hash>.js`, cached immutably) that every
 * interactive page loads; pages without an island load none of it (DESIGN.md §7, enforced by
 * `npm run check:dist`).
 */
const reactRuntime = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export default defineConfig({
  output: "static",
  // DIST_DIR: where a build writes (npm run build builds into a fresh folder and swaps it in).
  outDir: process.env.DIST_DIR || "dist",
  integrations: [react()],
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
