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
import { join } from "node:path";
import { walkFiles } from "./files.ts";
import { parsePage, startTags, type Tag } from "./html-refs.ts";
import { factsOf, pageKey, PageFactsBook } from "./page-facts.ts";
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
 * A members' page's head guard (features/session/GuardRedirect.astro): the script that sends a guest
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

/**
 * Adds the preloads to every built page under `distDir` and records each page's facts for the
 * routing (page-facts.ts: the parse made here is the only one the build needs); returns how many
 * pages changed. The preloads add `<link>` tags and a guard's attribute, neither of which changes
 * a page's facts, so the facts of the page as read are those of the page as written.
 */
export function preloadIslands(distDir: string): number {
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
  const book = new PageFactsBook();
  let changed = 0;
  for (const rel of walkFiles(distDir).filter((f) => f.endsWith(".html"))) {
    const file = join(distDir, rel);
    const html = readFileSync(file, "utf8");
    const page = parsePage(html);
    const next = withModulePreloads(html, earlyModulesOf(page.tags, closure), page.tags);
    book.add(pageKey(next), factsOf(page));
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  book.save(distDir);
  return changed;
}
