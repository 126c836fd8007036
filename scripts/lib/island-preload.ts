/**
 * Module preloads for the islands a page hydrates early. Astro starts an island's import only when
 * its hydration script runs; a `<link rel="modulepreload">` per module of the island (its component,
 * the renderer and everything they import statically, the React runtime included) lets the browser
 * fetch them with the HTML's first requests. They are asked for at low priority, so the stylesheets
 * and the images of the first screen (coupon cards and deals are in the HTML) come first and the
 * first paint does not wait for scripts. Islands hydrated `load` or `idle` are preloaded; `visible`
 * ones (below the fold) are not. The page's own module scripts run at once, so what they import
 * statically is preloaded too (the coupons page's list call, for one, starts from such a script);
 * the scripts themselves are found by the browser without help. Run on the built pages by the build
 * (astro.config.mjs).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { walkFiles } from "./files.ts";
import { parsePage, startTags, type Tag } from "./html-refs.ts";
import { factsOf, pageKey, PageFactsBook, type PageFacts } from "./page-facts.ts";
import { moduleClosure, moduleGraph, type ModuleClosure, type ModuleReader } from "./js-weight.ts";

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

/**
 * The page with its preloads: a low-priority modulepreload link per module before `</head>` (none
 * already present twice). On a members' page the list goes on the head guard instead (`data-preload`),
 * which adds the links only for a signed-in member: the browser fetches every `<link>` it finds
 * ahead of the parser, before the guard can send a guest away, and a guest on /cart then loaded the
 * cart's scripts (the React runtime among them) while the login page was loading.
 */
export function withModulePreloads(html: string, modules: readonly string[], tags = startTags(html)): string {
  if (modules.length > 0 && MEMBER_GUARD.test(html)) {
    const list = modules.map((m) => m.replace(/[&"]/g, (c) => (c === "&" ? "&amp;" : "&quot;"))).join(" ");
    return html.replace(MEMBER_GUARD, `<script data-preload="${list}"`);
  }
  const present = new Set(
    tags
      .filter((t) => t.name === "link" && /\bmodulepreload\b/i.test(t.attrs["rel"] ?? ""))
      .map((t) => t.attrs["href"]),
  );
  const links = modules
    .filter((m) => !present.has(m))
    .map((m) => `<link rel="modulepreload" fetchpriority="low" href="${m.replace(/"/g, "&quot;")}">`)
    .join("");
  const at = html.search(/<\/head>/i);
  return links === "" || at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** What the preload pass did to some pages: how many changed, and each page's facts by page key. */
export type PreloadResult = { changed: number; facts: [string, PageFacts][] };

/**
 * Adds the preloads to the pages `files` (relative to `distDir`) and reads each page's facts for
 * the routing (page-facts.ts: the parse made here is the only one the build needs). The preloads
 * add `<link>` tags and a guard's attribute, neither of which changes a page's facts, so the facts
 * of the page as read are those of the page as written.
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
    result.facts.push([pageKey(next), factsOf(page)]);
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
