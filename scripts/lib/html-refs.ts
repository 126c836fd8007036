/**
 * Just enough HTML scanning for checks on the built output: start tags with their attributes,
 * inline scripts, the page-kind marker, the JavaScript a page loads and the URLs it references.
 * The input is our own build output, so a tolerant regex scanner is sufficient.
 */

/** A start tag: lower-case name and entity-decoded attributes. */
export type Tag = { name: string; attrs: Record<string, string> };

/** A URL a page references, with where it came from (for messages). */
export type Reference = { url: string; from: string };

/** What the site declares about a page: a header-only page or one with live parts. */
export type PageKind = "static" | "interactive";

const TAG_RE = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RAW_TEXT_RE = /<!--[\s\S]*?-->|(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi;

/** Decodes the character references that appear in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|#39);/gi, (_, ref: string) => {
    const r = ref.toLowerCase();
    if (r.startsWith("#x")) return String.fromCodePoint(parseInt(r.slice(2), 16));
    if (r.startsWith("#")) return String.fromCodePoint(parseInt(r.slice(1), 10));
    return ({ amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" } as Record<string, string>)[r] ?? "";
  });
}

/** Parses an attribute string into a map (later duplicates ignored, as browsers do). */
export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR_RE)) {
    const name = (m[1] ?? "").toLowerCase();
    if (name === "" || name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** Every start tag outside comments and script/style bodies. */
export function startTags(html: string): Tag[] {
  const visible = html.replace(RAW_TEXT_RE, (_, open?: string, _n?: string, close?: string) =>
    open !== undefined ? `${open}${close ?? ""}` : "",
  );
  return [...visible.matchAll(TAG_RE)].map((m) => ({
    name: (m[1] ?? "").toLowerCase(),
    attrs: parseAttributes(m[2] ?? ""),
  }));
}

/** Whether a script element's type makes the browser execute it. */
export function isExecutableScript(attrs: Record<string, string>): boolean {
  const type = (attrs["type"] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** The bodies of the inline scripts a browser would execute. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const m of html.replace(/<!--[\s\S]*?-->/g, "").matchAll(SCRIPT_RE)) {
    const attrs = parseAttributes(m[1] ?? "");
    if ("src" in attrs || !isExecutableScript(attrs)) continue;
    bodies.push(m[2] ?? "");
  }
  return bodies;
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
