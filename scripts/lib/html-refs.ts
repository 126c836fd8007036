/**
 * Just enough HTML reading for checks on the built output: start tags with their attributes,
 * inline scripts, the page-kind marker, the JavaScript a page loads and the URLs it references.
 * A real HTML parser (htmlparser2) reads the pages, so text that only looks like markup — a
 * `<script>` inside an attribute value, a comment, a script body — is never taken for an element.
 */
import { decodeHTMLAttribute } from "entities";
import { Parser } from "htmlparser2";

/** A start tag: lower-case name and entity-decoded attributes. */
export type Tag = { name: string; attrs: Record<string, string> };

/** A URL a page references, with where it came from (for messages). */
export type Reference = { url: string; from: string };

/** What the site declares about a page: a header-only page or one with live parts. */
export type PageKind = "static" | "interactive";

/** An element with its raw text content (script and style bodies exactly as written). */
type Element = Tag & { text: string };

/**
 * Attribute values with their character references decoded (as a browser reads them), in place:
 * the parser hands every start tag a fresh object.
 */
function decoded(attribs: Record<string, string>): Record<string, string> {
  for (const name in attribs) {
    const value = attribs[name] as string;
    if (value.includes("&")) attribs[name] = decodeHTMLAttribute(value);
  }
  return attribs;
}

/**
 * Parses a document into its elements in source order (text kept for script and style only).
 * The parser leaves character references alone (decoding every text run tripled the time of a
 * parse) and only attribute values are decoded, by the same rules the parser applies; script and
 * style bodies are never decoded.
 */
function parseElements(html: string): Element[] {
  const elements: Element[] = [];
  const open: Element[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const el: Element = { name: name.toLowerCase(), attrs: decoded(attribs), text: "" };
        elements.push(el);
        if (el.name === "script" || el.name === "style") open.push(el);
      },
      ontext(text) {
        const el = open.at(-1);
        if (el) el.text += text;
      },
      onclosetag(name) {
        if ((name === "script" || name === "style") && open.at(-1)?.name === name) open.pop();
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return elements;
}

/**
 * The attribute that marks the element holding a chain's configured scripts (analytics, custom
 * scripts): the inline script right after it is their loader, which runs only where the chain's own
 * origin is not shared with other chains.
 */
export const CHAIN_SCRIPTS_MARKER = "data-chain-scripts";

/**
 * A page read once: its start tags, the bodies of its executable inline scripts and, among those,
 * the loaders of the chain's configured scripts.
 */
export type ParsedPage = { tags: Tag[]; inlineScripts: string[]; chainScripts: string[] };

/** Reads a page once for everything the checks need (a parse costs more than anything done with it). */
export function parsePage(html: string): ParsedPage {
  const elements = parseElements(html);
  const inline = (el: Element) => el.name === "script" && !("src" in el.attrs) && isExecutableScript(el.attrs);
  return {
    tags: elements.map(({ name, attrs }) => ({ name, attrs })),
    inlineScripts: elements.filter(inline).map((el) => el.text),
    chainScripts: elements
      .filter((el, i) => inline(el) && i > 0 && CHAIN_SCRIPTS_MARKER in (elements[i - 1]?.attrs ?? {}))
      .map((el) => el.text),
  };
}

/** Every start tag outside comments and script/style bodies. */
export function startTags(html: string): Tag[] {
  return parsePage(html).tags;
}

/** Whether a script element's type makes the browser execute it. */
export function isExecutableScript(attrs: Record<string, string>): boolean {
  const type = (attrs["type"] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** The bodies of the inline scripts a browser would execute, exactly as written (what CSP hashes). */
export function inlineScripts(html: string): string[] {
  return parsePage(html).inlineScripts;
}

/** The page-kind marker `<meta name="page-kind" content="static|interactive">`, or null. */
export function pageKind(tags: readonly Tag[]): PageKind | null {
  const meta = tags.find((t) => t.name === "meta" && t.attrs["name"]?.toLowerCase() === "page-kind");
  const value = meta?.attrs["content"]?.trim().toLowerCase();
  return value === "static" || value === "interactive" ? value : null;
}

const ISLAND_URL_ATTRS = ["component-url", "renderer-url", "before-hydration-url"];

/** URLs of the JavaScript a page loads up front: scripts, module preloads and island modules. */
export function scriptUrls(tags: readonly Tag[]): string[] {
  const urls: string[] = [];
  for (const { name, attrs } of tags) {
    if (name === "script" && attrs["src"] && isExecutableScript(attrs)) urls.push(attrs["src"]);
    if (name === "link" && relOf(attrs).includes("modulepreload") && attrs["href"]) urls.push(attrs["href"]);
    if (name === "astro-island") {
      for (const a of ISLAND_URL_ATTRS) if (attrs[a]) urls.push(attrs[a]);
    }
  }
  return [...new Set(urls)];
}

const URL_ATTRS: Record<string, readonly string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  object: ["data"],
  use: ["href", "xlink:href"],
  image: ["href", "xlink:href"],
  "astro-island": ISLAND_URL_ATTRS,
};

// Links that name another document about the page rather than a resource it needs.
const SKIPPED_RELS = ["canonical", "alternate", "preconnect", "dns-prefetch"];

/** Every URL a page references that a link check should resolve. */
export function references(tags: readonly Tag[]): Reference[] {
  const refs: Reference[] = [];
  for (const { name, attrs } of tags) {
    const names = URL_ATTRS[name];
    if (names === undefined) continue;
    if (name === "link" && relOf(attrs).some((r) => SKIPPED_RELS.includes(r))) continue;
    for (const attr of names) {
      const value = attrs[attr];
      if (value === undefined) continue;
      const urls = attr === "srcset" ? srcsetUrls(value) : [value];
      for (const url of urls) refs.push({ url, from: `<${name} ${attr}>` });
    }
  }
  return refs;
}

/** The URLs of a srcset list ("a.png 1x, b.png 2x"). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0] ?? "")
    .filter((u) => u !== "");
}

function relOf(attrs: Record<string, string>): string[] {
  return (attrs["rel"] ?? "").toLowerCase().split(/\s+/);
}
