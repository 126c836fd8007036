/**
 * Audits a built dist/: the JavaScript weight of every page against its budget, every internal
 * reference (pages, assets, public files, stylesheet urls) against the files that exist in the
 * page's own chain folder (each is served alone at a domain root: `/_assets/…` is its own), and
 * every build-time picture for its width, height and modern srcset (`image-audit.ts`), and every
 * JSON-LD block against schema.org's vocabulary (`json-ld-check.ts`: known types and properties on
 * the right types, no product Offer).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageWeight } from "./budgets.ts";
import { budgetViolations, runtimeChunkViolations } from "./budgets.ts";
import { dirProbe, walkFiles } from "../lib/files.ts";
import { pageKind, parsePage, references, scriptUrls, type Tag } from "../lib/html-refs.ts";
import { imageProblems } from "./image-audit.ts";
import { pageJsonLdProblems } from "./json-ld-check.ts";
import { containsReact, gzipSize, moduleGraph, type ModuleClosure } from "./js-weight.ts";
import { checkReference, chainPath, cssUrls, pageUrlPath, resolveFrom } from "./link-check.ts";
import type { Probe } from "../lib/serving-rules.ts";
import { readSites } from "../lib/sites.ts";

/** One problem on one page; `via` names the reference that shows it (findings group by problem). */
export type Finding = { page: string; problem: string; via?: string };

/** The audit's result. */
export type AuditReport = {
  weights: PageWeight[];
  budget: Finding[];
  links: Finding[];
  /** Build-time `<img>`s without width, height or an AVIF/WebP srcset. */
  images: Finding[];
  /** JSON-LD that schema.org's vocabulary does not hold (or an Offer). */
  jsonLd: Finding[];
  pages: number;
  sites: number;
};

/** Audits every `dist/<site>/**\/index.html`. */
export async function auditDist(distDir: string): Promise<AuditReport> {
  const sites = await readSites(distDir);
  const siteKeys = new Set(sites.map((s) => s.site));
  const probe = memoProbe(dirProbe(distDir));
  const modules = moduleCache(distDir);
  const report: AuditReport = {
    weights: [],
    budget: [],
    links: [],
    images: [],
    jsonLd: [],
    pages: 0,
    sites: sites.length,
  };
  const checkedCss = new Set<string>();
  for (const { site } of sites) {
    const siteDir = join(distDir, site);
    if (!existsSync(siteDir)) {
      report.links.push({ page: `/${site}/`, problem: "listed in sites.json but dist has no folder for it" });
      continue;
    }
    const siteModules = modules.forSite(site);
    for (const rel of walkFiles(siteDir).filter((f) => f === "index.html" || f.endsWith("/index.html"))) {
      const url = pageUrlPath(`${site}/${rel}`);
      const html = readFileSync(join(siteDir, rel), "utf8");
      const { tags, inlineScripts } = parsePage(html);
      for (const { src, problem } of imageProblems(html))
        report.images.push({ page: url, problem, via: `<img src="${src}">` });
      for (const problem of pageJsonLdProblems(html)) report.jsonLd.push({ page: url, problem });
      const weight = measurePage(url, tags, inlineScripts, siteModules);
      report.pages += 1;
      report.weights.push(weight.weight);
      for (const problem of budgetViolations(weight.weight)) report.budget.push({ page: url, problem });
      for (const m of weight.missing)
        report.links.push({ page: url, problem: `missing module ${m.url}`, via: `imported by ${m.importer}` });
      for (const ref of references(tags)) {
        const problem = checkReference(ref.url, url, site, siteKeys, probe);
        if (problem !== null) report.links.push({ page: url, problem, via: `${ref.from} "${ref.url}"` });
      }
      report.links.push(...stylesheetProblems(tags, url, site, siteKeys, probe, checkedCss, distDir));
    }
  }
  // One deployable per chain: anything beside the chain folders but the routing (and a release's report) is a leftover.
  for (const name of readdirSync(distDir).sort()) {
    if (!siteKeys.has(name) && name !== "_routing" && name !== "_report")
      report.links.push({
        page: `/${name}`,
        problem: "outside every chain folder (a build leaves only dist/<site>/ and _routing/)",
      });
  }
  for (const problem of runtimeChunkViolations(modules.reactModules()))
    report.budget.push({ page: "/_assets/", problem });
  return report;
}

type ModuleInfo = { code: string; gzip: number; react: boolean } | null;
/** One chain folder's modules by URL path (`/_assets/x.js` is the chain's own file). */
type SiteModules = ((urlPath: string) => ModuleInfo) & {
  /** The static import closure of a page's entry modules. */
  closure: (entries: readonly string[]) => ModuleClosure;
  /** Gzip size and React marker of an inline script body (pages share most of theirs). */
  inline: (body: string) => { gzip: number; react: boolean };
};
type Modules = {
  forSite: (site: string) => SiteModules;
  /** The modules loaded by any page that carry React's runtime. */
  reactModules: () => string[];
};

/** A probe that asks the file system once per path (pages of a site link the same files). */
function memoProbe(probe: Probe): Probe {
  const seen = new Map<string, ReturnType<Probe>>();
  return (rel) => {
    if (!seen.has(rel)) seen.set(rel, probe(rel));
    return seen.get(rel) ?? null;
  };
}

/**
 * Reads, lexes and measures each module (and inline script) once, however many pages and chain
 * folders load it: hashed names are content-addressed, so a name measured in one folder is the same
 * file in another; only whether the folder holds it is asked per folder.
 */
function moduleCache(distDir: string): Modules {
  const byUrl = new Map<string, ModuleInfo>();
  const imports = new Map<string, string[]>();
  const inlineCache = new Map<string, { gzip: number; react: boolean }>();
  const inline = (body: string) => {
    let info = inlineCache.get(body);
    if (info === undefined) {
      info = { gzip: gzipSize(body), react: containsReact(body) };
      inlineCache.set(body, info);
    }
    return info;
  };
  const forSite = (site: string): SiteModules => {
    const held = new Map<string, boolean>();
    const read = (urlPath: string): ModuleInfo => {
      const file = join(distDir, site, ...urlPath.split("/").filter((s) => s !== ""));
      if (!held.has(urlPath)) held.set(urlPath, urlPath.startsWith("/") && !urlPath.includes("..") && existsSync(file));
      if (!held.get(urlPath)) return null;
      if (!byUrl.has(urlPath)) {
        const code = readFileSync(file, "utf8");
        byUrl.set(urlPath, { code, gzip: gzipSize(code), react: containsReact(code) });
      }
      return byUrl.get(urlPath) ?? null;
    };
    const closure = moduleGraph((u) => read(u)?.code ?? null, imports);
    return Object.assign(read, { closure, inline });
  };
  const reactModules = () => [...byUrl].filter(([, info]) => info?.react === true).map(([url]) => url);
  return { forSite, reactModules };
}

/** The JS weight of one page: inline scripts plus the static import closure of its entry modules. */
function measurePage(url: string, tags: readonly Tag[], inline: readonly string[], modules: SiteModules) {
  const entries = scriptUrls(tags)
    .filter((u) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(u))
    .map((u) => new URL(u, `http://page.invalid${url}`).pathname);
  const closure = modules.closure(entries);
  let gzipBytes = 0;
  let usesReact = false;
  for (const body of inline) {
    const info = modules.inline(body);
    gzipBytes += info.gzip;
    usesReact ||= info.react;
  }
  for (const m of closure.modules) {
    const info = modules(m);
    gzipBytes += info?.gzip ?? 0;
    usesReact ||= info?.react ?? false;
  }
  const weight: PageWeight = {
    page: url,
    kind: pageKind(tags),
    gzipBytes,
    usesReact,
    files: closure.modules.length + inline.length,
  };
  return { weight, missing: closure.missing };
}

/** Missing url(...) targets of the page's local stylesheets (each stylesheet checked once per chain folder). */
function stylesheetProblems(
  tags: readonly Tag[],
  url: string,
  site: string,
  sites: ReadonlySet<string>,
  probe: Probe,
  done: Set<string>,
  distDir: string,
) {
  const found: Finding[] = [];
  for (const { name, attrs } of tags) {
    const href = attrs["href"];
    if (name !== "link" || !/\bstylesheet\b/i.test(attrs["rel"] ?? "") || href === undefined) continue;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
    const cssPath = new URL(href, `http://page.invalid${url}`).pathname;
    const rel = chainPath(cssPath.replace(/^\/+/, ""), site, sites);
    if (done.has(rel)) continue;
    done.add(rel);
    if (probe(rel) !== "file") continue; // reported as a missing reference by the link check
    for (const ref of cssUrls(readFileSync(join(distDir, rel), "utf8"))) {
      const target = resolveFrom(ref, cssPath);
      if (probe(chainPath(target, site, sites)) !== "file")
        found.push({ page: url, problem: `missing file /${target}`, via: `${cssPath} url(${ref})` });
    }
  }
  return found;
}
