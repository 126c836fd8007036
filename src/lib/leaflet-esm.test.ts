/**
 * The store maps (contact, the phone map of contact, and About) load Leaflet from its one ES module build, so the site ships
 * and caches one Leaflet chunk (importing `leaflet` itself resolves to its UMD file, a second copy).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const ESM = "leaflet/dist/leaflet-src.esm.js";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [path] : [];
  });
}

/** Leaflet modules a file imports (static or dynamic), stylesheets left out. */
function leafletImports(text: string): string[] {
  const found = [...text.matchAll(/\b(?:from|import)\s*\(?\s*["'](leaflet(?:\/[^"']*)?)["']/g)].map((m) => m[1]!);
  return found.filter((s) => !s.endsWith(".css"));
}

describe("Leaflet imports", () => {
  const uses = sourceFiles(SRC).flatMap((file) =>
    leafletImports(readFileSync(file, "utf8")).map((spec) => ({ file: relative(SRC, file), spec })),
  );
  it("reads imports the way the maps write them", () => {
    expect(leafletImports(`const L = await import("leaflet");\nimport "leaflet/dist/leaflet.css";`)).toEqual([
      "leaflet",
    ]);
  });
  it("are all of the one ES module build, from the store maps", () => {
    expect([...new Set(uses.map((u) => u.file))].sort()).toEqual([
      join("features", "about", "store-map.client.ts"),
      join("features", "locations", "StoreMap.tsx"),
      join("features", "locations", "follow-map.ts"),
    ]);
    expect(uses.filter((u) => u.spec !== ESM)).toEqual([]);
  });
});
