/**
 * What a page loaded as modules, for the checks that a page keeps one module graph (DESIGN §7: the
 * service worker never changes what a page loads): the script files it fetched grouped by file
 * name, and how many React DOM runtimes drew its islands. Plain functions over page-side code, so
 * the Chromium specs (Playwright) and the Firefox flows (puppeteer-core) share them.
 */

/** Evaluates a function in the page (Playwright's and puppeteer's `Page.evaluate` alike). */
type Evaluates = { evaluate<R>(fn: () => R | Promise<R>): Promise<R> };

/**
 * The React DOM runtimes that drew on the page: each copy of react-dom marks the elements it renders
 * with properties named after a random key of its own (`__reactContainer$<key>`, `__reactFiber$<key>`),
 * so a second copy (a module loaded under a second address) shows as a second key.
 */
export function countReactRuntimes(page: Evaluates): Promise<number> {
  return page.evaluate(() => {
    const keys = new Set<string>();
    for (const el of document.querySelectorAll("*")) {
      for (const name of Object.keys(el)) {
        const key = /^__react(?:Container|Fiber)\$(.+)$/.exec(name)?.[1];
        if (key !== undefined) keys.add(key);
      }
    }
    return keys.size;
  });
}

/**
 * The page's JavaScript modules by file name: every `.js` the page fetched (resource timing: the
 * addresses the page asked for, whoever answered) under each URL it used. A file under two URLs is
 * two modules: the browser's module map is keyed by URL.
 */
export function moduleUrlsByFile(page: Evaluates): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const byFile: Record<string, string[]> = {};
    for (const entry of performance.getEntriesByType("resource")) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || !url.pathname.endsWith(".js") || url.pathname.endsWith("/sw.js")) continue;
      const file = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
      const urls = (byFile[file] ??= []);
      if (!urls.includes(url.href)) urls.push(url.href);
    }
    return byFile;
  });
}
