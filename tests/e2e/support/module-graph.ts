/**
 * What a page loaded as modules, for the checks that a page keeps one module graph (DESIGN §7: the
 * service worker never changes what a page loads): the script files it fetched grouped by file
 * name, and how many React DOM instances started. Plain functions over page-side code, so the
 * Chromium specs (Playwright) and the Firefox flows (puppeteer-core) share them.
 */

/**
 * Installed before any page script (`addInitScript`, `evaluateOnNewDocument`): a minimal React
 * DevTools hook. Every React DOM instance registers itself with it once as it starts (`inject`),
 * so the count is the number of React runtimes the page runs. It changes nothing else.
 */
export const REACT_HOOK_SCRIPT = `(() => {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(internals) { const id = renderers.size + 1; renderers.set(id, internals); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
})();`;

/** Evaluates a function in the page (Playwright's and puppeteer's `Page.evaluate` alike). */
type Evaluates = { evaluate<R>(fn: () => R | Promise<R>): Promise<R> };

/** The React DOM instances that registered with the hook of `REACT_HOOK_SCRIPT`. */
export function countReactRenderers(page: Evaluates): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.size ?? -1,
  );
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
