/**
 * What the routing needs to know of one built page: the hashes of its inline scripts (and of those
 * that load the chain's configured scripts) and the third-party origins it names for scripts,
 * frames, stylesheets and images. Reading them takes an HTML parse, the dearest step after
 * rendering, so the build's preload pass (island-preload.ts), which parses every page anyway,
 * records them in `_routing/page-facts.json`, keyed by the hash of the page as written. The routing
 * (routing-model.ts) takes a page's facts from there when the hash of the page it reads matches and
 * parses the page itself otherwise: a page changed after the build, or a build without the file, is
 * read afresh, never from stale facts.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { safeOrigin } from "../../src/lib/safe-url.ts";
import { parsePage, srcsetUrls, type ParsedPage } from "./html-refs.ts";

/** One page's facts; every list sorted, without repeats. */
export type PageFacts = {
  inline: string[];
  chainScripts: string[];
  img: string[];
  frame: string[];
  script: string[];
  style: string[];
};

const list = z.array(z.string());
const factsSchema = z.object({ inline: list, chainScripts: list, img: list, frame: list, script: list, style: list });
const factsFileSchema = z.object({ facts: z.array(factsSchema), pages: z.record(z.string(), z.number().int()) });

/** Where the build leaves the facts, relative to the dist folder (never inside a chain folder). */
export const PAGE_FACTS_FILE = "_routing/page-facts.json";

/** The CSP source for an inline script body. */
export function scriptHash(body: string): string {
  return `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/** The key of a page's facts: the hash of its text as written. */
export function pageKey(html: string): string {
  return createHash("sha1").update(html, "utf8").digest("base64");
}

/**
 * Adds the origin of an absolute http(s) or protocol-relative URL. Only a plain host name becomes a
 * source (safe-url.ts): a host the URL parser accepts with a quote, `$` or brace in it would break the
 * policy and the nginx config, so such an image or script is left to the browser to block.
 */
function addOrigin(into: Set<string>, url: string | undefined): void {
  if (url === undefined) return;
  const origin = safeOrigin(url.startsWith("//") ? `https:${url}` : url);
  if (origin !== null) into.add(origin);
}

/** The facts of a parsed page. */
export function factsOf(page: ParsedPage): PageFacts {
  const img = new Set<string>();
  const frame = new Set<string>();
  const script = new Set<string>();
  const style = new Set<string>();
  for (const { name, attrs } of page.tags) {
    if (name === "script") addOrigin(script, attrs["src"]);
    if (name === "iframe") addOrigin(frame, attrs["src"]);
    if (name === "link" && /\bstylesheet\b/i.test(attrs["rel"] ?? "")) addOrigin(style, attrs["href"]);
    if (name === "img" || name === "source") {
      addOrigin(img, attrs["src"]);
      for (const url of srcsetUrls(attrs["srcset"] ?? "")) addOrigin(img, url);
    }
    if (name === "video") addOrigin(img, attrs["poster"]);
  }
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    // In page order (the routing tells the first pages with an unusual script), without repeats.
    inline: [...new Set(page.inlineScripts.map(scriptHash))],
    chainScripts: sorted(page.chainScripts.map(scriptHash)),
    img: sorted(img),
    frame: sorted(frame),
    script: sorted(script),
    style: sorted(style),
  };
}

/** The facts of a page's text (one parse). */
export function pageFacts(html: string): PageFacts {
  return factsOf(parsePage(html));
}

/** Facts recorded by page key; identical facts (most pages of a route) are stored once. */
export class PageFactsBook {
  readonly #facts: PageFacts[] = [];
  readonly #index = new Map<string, number>();
  readonly #pages = new Map<string, number>();

  add(key: string, facts: PageFacts): void {
    const id = JSON.stringify(facts);
    let at = this.#index.get(id);
    if (at === undefined) {
      at = this.#facts.push(facts) - 1;
      this.#index.set(id, at);
    }
    this.#pages.set(key, at);
  }

  get(key: string): PageFacts | undefined {
    const at = this.#pages.get(key);
    return at === undefined ? undefined : this.#facts[at];
  }

  get size(): number {
    return this.#pages.size;
  }

  /** Writes the book into `distDir` (see PAGE_FACTS_FILE). */
  save(distDir: string): void {
    mkdirSync(join(distDir, "_routing"), { recursive: true });
    const file = { facts: this.#facts, pages: Object.fromEntries(this.#pages) };
    writeFileSync(join(distDir, PAGE_FACTS_FILE), JSON.stringify(file));
  }

  /** The book the build left in `distDir`; an empty one when there is none or it is unreadable. */
  static load(distDir: string): PageFactsBook {
    const book = new PageFactsBook();
    const path = join(distDir, PAGE_FACTS_FILE);
    if (!existsSync(path)) return book;
    let parsed;
    try {
      parsed = factsFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    } catch {
      return book;
    }
    if (!parsed.success) return book;
    for (const [key, at] of Object.entries(parsed.data.pages)) {
      const facts = parsed.data.facts[at];
      if (facts !== undefined) book.add(key, facts);
    }
    return book;
  }
}
