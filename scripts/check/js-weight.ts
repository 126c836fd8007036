/**
 * How much JavaScript a page really costs: its entry modules plus everything they import statically,
 * transitively, measured gzipped. Dynamic `import()` is left out: it loads only when code asks for it.
 * Imports are read by a JavaScript lexer (es-module-lexer), so text that only looks like an import —
 * in a comment, a string, a template or a regular expression — is never counted.
 */
import { gzipSync } from "node:zlib";
import { ImportType, initSync, parse } from "es-module-lexer";

initSync();

/** Reads a module by its URL path (e.g. "/_assets/x.js"); null when the file does not exist. */
export type ModuleReader = (urlPath: string) => string | null;

/** The modules a page loads and the references that point nowhere. */
export type ModuleClosure = { modules: string[]; missing: { url: string; importer: string }[] };

/** Import statements the browser fetches with the module (`import defer` too: fetched now, run later). */
const LOADED_UP_FRONT: ReadonlySet<ImportType> = new Set([ImportType.Static, ImportType.StaticDeferPhase]);

/**
 * Specifiers of a module's static imports and re-exports (not dynamic `import()`). Throws when the
 * code is not JavaScript a browser could load.
 */
export function staticImports(code: string): string[] {
  const [imports] = parse(code);
  const found = imports.filter((i) => LOADED_UP_FRONT.has(i.t) && i.n !== undefined).map((i) => i.n as string);
  return [...new Set(found)];
}

/** Resolves a specifier against the importing module's URL path; null for bare or remote specifiers. */
export function resolveSpecifier(specifier: string, importer: string): string | null {
  if (!/^(\.{1,2})?\//.test(specifier) || specifier.startsWith("//")) return null;
  const url = new URL(specifier, `http://module.invalid${importer}`);
  return decodeURIComponent(url.pathname);
}

/** Walks static imports from the entry URLs and lists every module reached (entries included). */
export function moduleClosure(entries: readonly string[], read: ModuleReader): ModuleClosure {
  return walkImports(entries, read, staticImports);
}

/**
 * `moduleClosure` for many pages over one build: each module is lexed once, and pages that load the
 * same entries (pages of one kind do) share one walk. Results are shared; do not change them.
 * `imports` (module URL → its specifiers) may be shared between graphs over files of the same names
 * (hashed names: one name, one content), so each module is lexed once over several chain folders.
 */
export function moduleGraph(
  read: ModuleReader,
  imports: Map<string, string[]> = new Map(),
): (entries: readonly string[]) => ModuleClosure {
  const importsOf = (code: string, url: string): string[] => {
    let found = imports.get(url);
    if (found === undefined) {
      found = staticImports(code);
      imports.set(url, found);
    }
    return found;
  };
  const closures = new Map<string, ModuleClosure>();
  return (entries) => {
    const key = entries.join("\n");
    let closure = closures.get(key);
    if (closure === undefined) {
      closure = walkImports(entries, read, importsOf);
      closures.set(key, closure);
    }
    return closure;
  };
}

function walkImports(
  entries: readonly string[],
  read: ModuleReader,
  importsOf: (code: string, url: string) => string[],
): ModuleClosure {
  const seen = new Set<string>();
  const missing: ModuleClosure["missing"] = [];
  const queue = entries.map((url) => ({ url, importer: "(page)" }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || seen.has(next.url)) continue;
    const code = read(next.url);
    if (code === null) {
      missing.push(next);
      continue;
    }
    seen.add(next.url);
    let specifiers: string[];
    try {
      specifiers = importsOf(code, next.url);
    } catch (error) {
      throw new Error(`${next.url} (imported by ${next.importer}) is not valid JavaScript: ${String(error)}`, {
        cause: error,
      });
    }
    for (const spec of specifiers) {
      const url = resolveSpecifier(spec, next.url);
      if (url !== null && !seen.has(url)) queue.push({ url, importer: next.url });
    }
  }
  return { modules: [...seen], missing };
}

/** Gzip size in bytes at the highest level, as a CDN would serve it. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

const REACT_MARKERS = /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE|__SECRET_INTERNALS_DO_NOT_USE/;

/** Whether a module contains React itself (its element symbol or internals), whatever the chunk is named. */
export function containsReact(code: string): boolean {
  return REACT_MARKERS.test(code);
}
