// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { lstatSync, unlinkSync } from "node:fs";

/**
 * Islands render with React 19 through @astrojs/react. React, react-dom and scheduler go into one
 * shared, content-hashed chunk (`/_assets/react-runtime.<hash>.js`, cached immutably) that every
 * interactive page loads; pages without an island load none of it (DESIGN.md §7, enforced by
 * `npm run check:dist`).
 */
const reactRuntime = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const outDir = process.env["DIST_DIR"] || "dist";
// After `npm run release`, dist is a symlink to the published release, which must never be
// written into: a plain build replaces the link by a folder of its own (the release stays intact).
if (process.argv.includes("build") && lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
  unlinkSync(outDir);
}

export default defineConfig({
  output: "static",
  // Where a build writes: DIST_DIR (default dist/); the release pipeline builds chains into their own folders.
  outDir,
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
