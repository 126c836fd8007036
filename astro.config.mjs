// @ts-check
import { defineConfig } from "astro/config";
import preact from "@astrojs/preact";

/**
 * Islands are written against React's API and rendered by Preact's compatibility layer: React 19's
 * client runtime alone is about 68 KB gzip of the 90 KB an interactive page may load (DESIGN.md §7),
 * Preact's about 10 KB. See README, "Decisions".
 */
// Packages that import "react" themselves must be bundled, so that the alias reaches them too.
const reactApiPackages = ["sonner", "@nanostores/react"];

export default defineConfig({
  output: "static",
  // Where a build writes: DIST_DIR (default dist/); the release pipeline builds chains into their own folders.
  outDir: process.env["DIST_DIR"] || "dist",
  integrations: [preact({ compat: true })],
  build: { format: "directory", assets: "_assets" },
  trailingSlash: "ignore",
  vite: {
    ssr: { noExternal: reactApiPackages },
    environments: { prerender: { resolve: { noExternal: reactApiPackages } } },
  },
});
