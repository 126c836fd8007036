/**
 * The layers of src/ point one way: pages → layouts → features → shared → components → lib → tenant → api.
 * A module imports its own layer or one to its right, never one to its left, so shared/ (what
 * several features use: the session, the card, the clipped list, form parts …) never imports a
 * feature, a layout or a page. Feature folders do not import each other at all, tests included: what
 * two features need moves to shared/, or the page composes the two. Shared folders may use each
 * other, without cycles; no shared folder has a feature folder's name. Test helpers (src/test-support) and scripts/ reach only tests. Read from
 * the source text, so .astro frontmatter and <script> imports count too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(SRC);

/** The layers, left (may import everything to its right) to right (imports nothing to its left). */
export const LAYERS = ["pages", "layouts", "features", "shared", "components", "lib", "tenant", "api"] as const;

/**
 * The one import against the order: the tenant layer checks settings URLs and hosts with lib's
 * allow-list (a dependency-free module that imports nothing of lib), through one module.
 */
const ALLOWED = new Set(["tenant/url-checks.ts -> lib/safe-url.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Relative import specifiers in a module's text: static, side-effect, dynamic and re-exports. */
export function importSpecifiers(text: string): string[] {
  const found = new Set<string>();
  const patterns = [/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g, /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

type Edge = { from: string; to: string };

/** Every relative import of src/, as paths relative to src/ (or to the repository for other folders). */
function imports(): Edge[] {
  return sourceFiles(SRC).flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8")).map((spec) => {
      const target = resolve(dirname(file), spec);
      const to = target.startsWith(SRC + sep) ? relative(SRC, target) : `../${relative(ROOT, target)}`;
      return { from: relative(SRC, file), to: to.split(sep).join("/") };
    }),
  );
}

const layerOf = (path: string): number => LAYERS.indexOf(path.split("/")[0] as (typeof LAYERS)[number]);
/** The folder of a module in its layer: `features/cart/CartPage.tsx` → `cart`. */
const folderOf = (path: string): string => path.split("/")[1]!;
const isTest = (path: string): boolean => /\.test\.ts$/.test(path) || path.startsWith("test-support/");

describe("layers of src/", () => {
  it("one name, one place: no folder of shared/ has the name of a folder of features/", () => {
    const folders = (layer: string) =>
      readdirSync(join(SRC, layer), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    const features = new Set(folders("features"));
    expect(folders("shared").filter((name) => features.has(name))).toEqual([]);
  });

  const edges = imports().map(({ from, to }) => ({ from: from.split(sep).join("/"), to }));

  it("reads imports of every kind", () => {
    expect(
      importSpecifiers(
        `import a from "./a.ts";\nimport "../b.css";\nexport { c } from "./c.ts";\nawait import("./d.ts");`,
      ),
    ).toEqual(["./a.ts", "../b.css", "./c.ts", "./d.ts"]);
    expect(edges.length).toBeGreaterThan(500);
  });

  it("every module imports only its own layer or layers to its right", () => {
    const against = edges
      .filter(({ from, to }) => !isTest(from) && layerOf(from) >= 0 && layerOf(to) >= 0)
      .filter(({ from, to }) => layerOf(to) < layerOf(from))
      .map(({ from, to }) => `${from} -> ${to}`)
      .filter((edge) => !ALLOWED.has(edge));
    expect(against).toEqual([]);
  });

  it("no production module imports a test helper or a script", () => {
    const leaks = edges
      .filter(({ from, to }) => !isTest(from) && (to.startsWith("test-support/") || to.startsWith("../scripts/")))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(leaks).toEqual([]);
  });

  it("no feature folder imports another feature folder", () => {
    const across = edges
      .filter(({ from, to }) => from.startsWith("features/") && to.startsWith("features/"))
      .filter(({ from, to }) => folderOf(from) !== folderOf(to))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(across).toEqual([]);
  });

  it("no two shared folders import each other, directly or through others", () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      if (isTest(from) || !from.startsWith("shared/") || !to.startsWith("shared/")) continue;
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a !== b) graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    const reaches = (start: string, goal: string, seen = new Set<string>()): boolean =>
      [...(graph.get(start) ?? [])].some(
        (next) => next === goal || (!seen.has(next) && (seen.add(next), reaches(next, goal, seen))),
      );
    const cycles = [...graph.keys()].filter((folder) => reaches(folder, folder));
    expect(cycles).toEqual([]);
  });
});
