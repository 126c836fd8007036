// @ts-check
import { defineConfig } from "astro/config";
import preact from "@astrojs/preact";
import { lstatSync, unlinkSync } from "node:fs";

/**
 * Islands are written against React's API and rendered by Preact's compatibility layer: React 19's
 * client runtime alone is about 68 KB gzip of the 90 KB an interactive page may load (DESIGN.md §7),
 * Preact's about 10 KB. See README, "Decisions".
 */
// Packages that import "react" themselves must be bundled, so that the alias reaches them too.
const reactApiPackages = ["sonner", "@nanostores/react"];

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
  integrations: [preact({ compat: true })],
  build: { format: "directory", assets: "_assets" },
  trailingSlash: "ignore",
  vite: {
    ssr: { noExternal: reactApiPackages },
    environments: { prerender: { resolve: { noExternal: reactApiPackages } } },
  },
});
