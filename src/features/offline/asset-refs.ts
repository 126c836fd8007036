/**
 * The build files a page or a build file names: what the chain's worker keeps so a page opens
 * offline with its islands (service-worker.ts), and what the build precaches for the pages kept at
 * install (scripts/serve/service-worker.ts). Pages name their files at `/_assets/…`; a module names
 * its imports (static and on demand) as `./…` beside it, and its preload lists as `_assets/…`; a
 * style names its fonts with `url(…)`. Pictures are left out: the worker keeps only the scripts,
 * styles and fonts a page runs with. A mention is enough (no HTML or JavaScript parser in the
 * worker, unlike the build checks' scripts/lib/html-refs.ts): a file kept too many costs one fetch,
 * never a wrong page.
 */

/** The kinds of build file kept for offline use. */
const KEPT = String.raw`[\w.~-]+\.(?:js|mjs|css|woff2?)`;
/** In a page: `/_assets/<file>` in an attribute (`src`, `href`, `component-url`) or a style. */
const IN_PAGE = new RegExp(String.raw`["'(]\/_assets\/(${KEPT})(?=["')?#])`, "g");
/** In a build file: `./<file>` or `_assets/<file>`, quoted or in `url(…)`. */
const IN_FILE = new RegExp(String.raw`["'\x60(](?:\.\/|\/?_assets\/)(${KEPT})(?=["'\x60)?#])`, "g");

/** The distinct `/_assets/<file>` addresses in `text`, in order of first mention. */
function refs(text: string, pattern: RegExp): string[] {
  return [...new Set(Array.from(text.matchAll(pattern), (m) => `/_assets/${m[1] ?? ""}`))];
}

/** The scripts, styles and fonts a page's HTML names. */
export function pageRefs(html: string): string[] {
  return refs(html, IN_PAGE);
}

/** The scripts, styles and fonts a script or style names (its imports, on demand too, and fonts). */
export function fileRefs(text: string): string[] {
  return refs(text, IN_FILE);
}

/** Whether a file's text can name other files (a script or a style; a font names none). */
export function namesFiles(path: string): boolean {
  return /\.(?:m?js|css)$/.test(path);
}

/**
 * Every file a page needs, following what each file names (`read` gives a file's text, or null
 * when it has none or cannot be read).
 */
export async function fileClosure(html: string, read: (path: string) => Promise<string | null>): Promise<string[]> {
  const seen = new Set<string>();
  let next = pageRefs(html);
  while (next.length > 0) {
    const fresh = next.filter((path) => !seen.has(path));
    for (const path of fresh) seen.add(path);
    const texts = await Promise.all(fresh.map(read));
    next = texts.flatMap((text) => (text === null ? [] : fileRefs(text)));
  }
  return [...seen];
}
