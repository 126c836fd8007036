import { transformSync } from "esbuild";

/**
 * An inline script as a page carries it: written readable in its module, minified once at build time.
 * Inline scripts are counted in every page's JavaScript budget and cannot be cached apart from the
 * page, so their bytes are paid on every visit. The result is the same for the same source, so the
 * one CSP hash of each script (computed from the built HTML, scripts/lib/page-facts.ts) still covers
 * every page that carries it.
 */
export function minifiedScript(code: string): string {
  const cached = cache.get(code);
  if (cached !== undefined) return cached;
  // es2020: the scripts' own syntax (optional catch binding, const), nothing rewritten for older browsers.
  const out = transformSync(code, { minify: true, target: "es2020", loader: "js" }).code.trimEnd();
  cache.set(code, out);
  return out;
}

const cache = new Map<string, string>();
