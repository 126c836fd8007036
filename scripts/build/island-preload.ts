/**
 * Module preloads for the islands a page hydrates early. Astro starts an island's import only when
 * its hydration script runs; a `<link rel="modulepreload">` per module of the island (its component,
 * the renderer and everything they import statically, the React runtime included) lets the browser
 * fetch them all at once instead of one import level after another. They are asked for at low
 * priority. Islands hydrated `load` or `idle` are preloaded; `visible` ones (below the fold) are not.
 * The page's own module scripts run at once, so what they import statically is preloaded too (the
 * coupons page's list call, for one, starts from such a script); the scripts themselves are found by
 * the browser without help. Run on the built pages by the build (astro.config.mjs).
 *
 * When the preloads start depends on what the first screen needs:
 * - Most pages show their first screen from the HTML (the coupon cards, the forms): the islands only
 *   make it live. Their preloads start at the first contentful paint (PAINT_PRELOAD_SCRIPT), so the
 *   100 KB of an island's scripts never shares the phone's first bandwidth with what paints first.
 * - A page whose island draws the first screen from live data (the weekly ad's gallery) marks it
 *   with `data-live-first-screen`; its preloads are links in `<head>`, fetched with the first
 *   requests.
 * - A members' page hands them to its head guard (below).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { walkFiles } from "../lib/files.ts";
import { isExecutableScript, parsePage, startTags, type ParsedPage, type Tag } from "../lib/html-refs.ts";
import { factsOf, pageKey, PageFactsBook, scriptHash, type PageFacts } from "../lib/page-facts.ts";
import { moduleClosure, moduleGraph, type ModuleClosure, type ModuleReader } from "../check/js-weight.ts";
import { minifiedScript } from "#src/lib/inline-script.server.ts";

/** Hydration directives whose islands are needed right away or soon after the first paint. */
const EARLY = new Set(["load", "idle"]);
const ISLAND_URL_ATTRS = ["renderer-url", "component-url", "before-hydration-url"];

/**
 * The modules to preload for a page, in load order: the static closure of its early islands and of
 * its module scripts, less the scripts themselves.
 */
export function earlyModules(html: string, read: ModuleReader): string[] {
  return earlyModulesOf(startTags(html), (entries) => moduleClosure(entries, read));
}

function earlyModulesOf(tags: readonly Tag[], closure: (entries: readonly string[]) => ModuleClosure): string[] {
  const entries: string[] = [];
  const scripts = new Set<string>();
  const add = (url: string | undefined) => {
    if (url && url.startsWith("/") && !url.startsWith("//") && !entries.includes(url)) entries.push(url);
  };
  for (const { name, attrs } of tags) {
    if (name === "astro-island" && EARLY.has(attrs["client"] ?? "")) {
      for (const attr of ISLAND_URL_ATTRS) add(attrs[attr]);
    } else if (name === "script" && attrs["type"] === "module" && attrs["src"] !== undefined) {
      scripts.add(attrs["src"]);
      add(attrs["src"]);
    }
  }
  return closure(entries).modules.filter((m) => !scripts.has(m));
}

/**
 * A members' page's head guard (shared/session/GuardRedirect.astro): the script that sends a guest
 * to /login before anything loads.
 */
const MEMBER_GUARD = /<script\b(?=[^>]*\sdata-require="member")/i;

/** The mark of a page whose island draws the first screen from live data (weekly-ads/WeeklyAdPage.astro). */
export const LIVE_FIRST_SCREEN = "data-live-first-screen";
const LIVE_FIRST_SCREEN_TAG = new RegExp(`<[a-z][^>]*\\s${LIVE_FIRST_SCREEN}[\\s=>]`, "i");

/**
 * The inline script that adds a page's module preloads (its `data-preload`, URLs apart by spaces) once
 * the first contentful paint has happened, or at the load event where the browser has no paint
 * timing. Where it has, the load event does not add them: a page can finish loading before its first
 * paint (a busy phone, a tab opened in the background), and the islands import their modules
 * themselves anyway. The same bytes on every page, so one CSP hash covers it (page-facts.ts).
 */
export const PAINT_PRELOAD_SCRIPT = minifiedScript(`(function () {
  const s = document.currentScript;
  const list = s && s.dataset ? s.dataset.preload : "";
  if (!list) return;
  let added = false;
  let seen = null;
  const add = function () {
    if (added) return;
    added = true;
    if (seen) seen.disconnect();
    for (const href of list.split(" ")) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.setAttribute("fetchpriority", "low");
      document.head.appendChild(link);
    }
  };
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) throw new Error("no paint timing");
    seen = new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) add();
    });
    seen.observe({ type: "paint", buffered: true });
  } catch {
    seen = null;
    addEventListener("load", add);
  }
})();`);

const attrValue = (value: string) => value.replace(/[&"]/g, (c) => (c === "&" ? "&amp;" : "&quot;"));

/**
 * The page with its preloads (none already linked twice):
 * - on a members' page the list goes on the head guard (`data-preload`), which adds the links only
 *   for a signed-in member: the browser fetches every `<link>` it finds ahead of the parser, before
 *   the guard can send a guest away, and a guest on /cart then loaded the cart's scripts (the React
 *   runtime among them) while the login page was loading;
 * - on a page marked `data-live-first-screen`, a low-priority modulepreload link per module before
 *   `</head>`;
 * - on any other page, PAINT_PRELOAD_SCRIPT before `</head>` with the list, to add them at the first
 *   paint.
 */
export function withModulePreloads(html: string, modules: readonly string[], tags = startTags(html)): string {
  if (modules.length > 0 && MEMBER_GUARD.test(html)) {
    return html.replace(MEMBER_GUARD, `<script data-preload="${attrValue(modules.join(" "))}"`);
  }
  const present = new Set(
    tags
      .filter((t) => t.name === "link" && /\bmodulepreload\b/i.test(t.attrs["rel"] ?? ""))
      .map((t) => t.attrs["href"]),
  );
  const missing = modules.filter((m) => !present.has(m));
  const at = html.search(/<\/head>/i);
  if (missing.length === 0 || at < 0) return html;
  const added = LIVE_FIRST_SCREEN_TAG.test(html)
    ? missing.map((m) => `<link rel="modulepreload" fetchpriority="low" href="${attrValue(m)}">`).join("")
    : `<script data-preload="${attrValue(missing.join(" "))}">${PAINT_PRELOAD_SCRIPT}</script>`;
  return `${html.slice(0, at)}${added}${html.slice(at)}`;
}

/** The CSP source of PAINT_PRELOAD_SCRIPT. */
const PAINT_PRELOAD_HASH = scriptHash(PAINT_PRELOAD_SCRIPT);

/**
 * Adds PAINT_PRELOAD_SCRIPT's hash to the facts of a page read before the script was put at the end
 * of its `<head>`: after the head's own inline scripts, in page order, as a parse of the page as
 * written lists it.
 */
function withPaintScript(facts: PageFacts, page: ParsedPage): void {
  if (facts.inline.includes(PAINT_PRELOAD_HASH)) return;
  const body = page.tags.findIndex((t) => t.name === "body");
  const inHead = page.tags
    .slice(0, body < 0 ? page.tags.length : body)
    .filter((t) => t.name === "script" && !("src" in t.attrs) && isExecutableScript(t.attrs)).length;
  const headHashes = new Set(page.inlineScripts.slice(0, inHead).map(scriptHash));
  facts.inline.splice(headHashes.size, 0, PAINT_PRELOAD_HASH);
}

/** What the preload pass did to some pages: how many changed, and each page's facts by page key. */
export type PreloadResult = { changed: number; facts: [string, PageFacts][] };

/**
 * Adds the preloads to the pages `files` (relative to `distDir`) and reads each page's facts for
 * the routing (page-facts.ts: the parse made here is the only one the build needs). The preloads
 * add `<link>` tags, a guard's attribute or PAINT_PRELOAD_SCRIPT; only the script changes a page's
 * facts, by its hash, which is added to the facts of the page as read.
 */
export function preloadPages(distDir: string, files: readonly string[]): PreloadResult {
  const cache = new Map<string, string | null>();
  const read: ModuleReader = (urlPath) => {
    if (!cache.has(urlPath)) {
      let code: string | null = null;
      try {
        if (!urlPath.includes("..")) code = readFileSync(join(distDir, ...urlPath.split("/")), "utf8");
      } catch {
        code = null;
      }
      cache.set(urlPath, code);
    }
    return cache.get(urlPath) ?? null;
  };
  const closure = moduleGraph(read);
  const result: PreloadResult = { changed: 0, facts: [] };
  for (const rel of files) {
    const file = join(distDir, rel);
    const html = readFileSync(file, "utf8");
    const page = parsePage(html);
    const next = withModulePreloads(html, earlyModulesOf(page.tags, closure), page.tags);
    const facts = factsOf(page);
    if (next !== html && next.includes(PAINT_PRELOAD_SCRIPT)) withPaintScript(facts, page);
    result.facts.push([pageKey(next), facts]);
    if (next !== html) {
      writeFileSync(file, next);
      result.changed += 1;
    }
  }
  return result;
}

/** Below this many pages one thread does the pass (a worker's start costs more than it saves). */
const PAGES_PER_WORKER = 400;

/** The pass in a worker thread (island-preload-worker.ts) over some of the pages. */
function preloadInWorker(distDir: string, files: readonly string[]): Promise<PreloadResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL("./island-preload-worker.ts", import.meta.url), {
      workerData: { distDir, files },
    });
    worker.once("message", (result: PreloadResult) => done(result));
    worker.once("error", fail);
    worker.once("exit", (code) => {
      if (code !== 0) fail(new Error(`preload worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Adds the preloads to every built page under `distDir` and records the pages' facts in
 * `_routing/page-facts.json`; returns how many pages changed. A large build's pages are shared out
 * among worker threads, one per core (the pass is a parse of every page, and the machine is
 * otherwise idle when the build gets here); a worker that fails leaves its pages to this thread.
 */
export async function preloadIslands(
  distDir: string,
  {
    threads = availableParallelism(),
    pagesPerWorker = PAGES_PER_WORKER,
    warn = (message: string) => console.warn(message),
  } = {},
): Promise<number> {
  const files = walkFiles(distDir).filter((f) => f.endsWith(".html"));
  const shares = Math.max(1, Math.min(threads, Math.floor(files.length / pagesPerWorker)));
  const parts = Array.from({ length: shares }, (_, i) => files.filter((_, j) => j % shares === i));
  const results =
    shares === 1
      ? [preloadPages(distDir, files)]
      : await Promise.all(
          parts.map((part) =>
            preloadInWorker(distDir, part).catch((error: unknown) => {
              warn(`island-preloads: a worker failed (${String(error)}); its pages are done here`);
              return preloadPages(distDir, part);
            }),
          ),
        );
  const book = new PageFactsBook();
  for (const { facts } of results) for (const [key, f] of facts) book.add(key, f);
  book.save(distDir);
  return results.reduce((n, r) => n + r.changed, 0);
}
