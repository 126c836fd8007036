/**
 * Checks of a built chain with a second language (src/lib/i18n/README.md), read with a real HTML
 * parser: the text a shopper reads or hears on a page of that language holds none of the English
 * catalogue's texts, every page's hreflang alternates are answered by the pages they name, and no
 * JavaScript file carries the language's texts (islands get them from the page, so English pages
 * load no byte of Spanish).
 */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Parser } from "htmlparser2";

/** Attributes whose value a shopper reads or hears. */
const READ_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];
/** Elements whose content is no shopper's text. */
const SKIPPED = new Set(["script", "style", "template", "noscript"]);

/**
 * The texts a shopper meets on a page: text runs and the read attributes, whitespace collapsed.
 * Left out: elements in another language (`lang` other than the page's: the language switch), and
 * the chain's own menu (`#site-nav .menu`: menu names are the chain's settings, shown as sent).
 */
export function shopperTexts(html: string): string[] {
  return readTexts(html).map((t) => t.text);
}

/** A text a shopper meets, and whether it is an image's alternative text. */
type ReadText = { text: string; alt: boolean };

function readTexts(html: string): ReadText[] {
  const texts: ReadText[] = [];
  const stack: { name: string; skip: boolean }[] = [];
  let pageLang = "";
  let run = "";
  const flush = () => {
    const text = decodeHTML(run).replace(/\s+/g, " ").trim();
    if (text !== "") texts.push({ text, alt: false });
    run = "";
  };
  const skipping = () => stack.some((e) => e.skip);
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        flush();
        if (name === "html") pageLang = attrs["lang"] ?? "";
        const otherLang = attrs["lang"] !== undefined && name !== "html" && attrs["lang"] !== pageLang;
        const menu = name === "ul" && /\bmenu\b/.test(attrs["class"] ?? "") && attrs["id"] === "main-menu";
        const skip = SKIPPED.has(name) || otherLang || menu;
        stack.push({ name, skip });
        if (!skipping())
          for (const a of READ_ATTRIBUTES) {
            const value = attrs[a];
            if (value !== undefined && value.trim() !== "")
              texts.push({ text: decodeHTMLAttribute(value).trim(), alt: a === "alt" });
          }
      },
      ontext(text) {
        if (!skipping()) run += text;
      },
      onclosetag(name) {
        flush();
        const at = stack.map((e) => e.name).lastIndexOf(name);
        if (at >= 0) stack.length = at;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A catalogue text as a whole-text pattern: `{store}` matches one of `stores` (the chain's name and
 * its stores' names) when they are given, any other placeholder any words. ('{store} store' would
 * otherwise take any text ending in ' store' for a leftover.)
 */
function pattern(text: string, stores: readonly string[]): RegExp {
  const store = stores.length > 0 ? `(?:${stores.map(escape).join("|")})` : ".+?";
  const source = text
    .split(/(\{[\p{L}\w]+\})/u)
    .map((part) => (part === "{store}" ? store : /^\{[\p{L}\w]+\}$/u.test(part) ? ".+?" : escape(part)))
    .join("");
  return new RegExp(`^${source}$`, "u");
}

/**
 * The English catalogue texts found on a page of another language: a text equal to one (its
 * placeholders filled by anything), or holding a long one (a sentence) inside. Texts the two
 * catalogues share ('Catering') are not counted. An image's alternative text is mostly the chain's
 * own words (a photo's name: 'The first store'), so it counts only when it equals a text whole.
 * A text the chain sent (`sent`: its policies' names, shown as sent) is the chain's, even where it
 * equals a catalogue text ('Terms and Conditions').
 */
export function englishLeftovers(
  html: string,
  english: Readonly<Record<string, string>>,
  other: Readonly<Record<string, string>>,
  stores: readonly string[] = [],
  sent: readonly string[] = [],
): string[] {
  const keys = Object.keys(english).filter((k) => english[k] !== other[k]);
  const whole = keys.map((k) => ({ k, re: pattern(english[k]!, stores) }));
  const long = keys.filter((k) => english[k]!.length >= 24 && !english[k]!.includes("{"));
  const found = new Set<string>();
  const chain = new Set(sent);
  for (const { text, alt } of readTexts(html)) {
    if (chain.has(text)) continue;
    for (const { k, re } of whole) if (alt ? text === english[k] : re.test(text)) found.add(`${k}: "${text}"`);
    for (const k of long) if (text.includes(english[k]!)) found.add(`${k}: "${text}"`);
  }
  return [...found];
}

/** `<html lang>`, the canonical and the hreflang alternates of a page. */
export function pageLanguageTags(html: string): {
  lang: string;
  canonical: string;
  alternates: Record<string, string>;
} {
  const result = { lang: "", canonical: "", alternates: {} as Record<string, string> };
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "html") result.lang = attrs["lang"] ?? "";
      if (name !== "link") return;
      if (attrs["rel"] === "canonical") result.canonical = attrs["href"] ?? "";
      if (attrs["rel"] === "alternate" && attrs["hreflang"]) result.alternates[attrs["hreflang"]] = attrs["href"] ?? "";
    },
  });
  parser.write(html);
  parser.end();
  return result;
}

/** Every index.html under a folder, as paths relative to it ('es/about/index.html'). */
export function htmlPages(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((e) => {
    const rel = under === "" ? e.name : `${under}/${e.name}`;
    if (e.isDirectory()) return e.name === "_assets" ? [] : htmlPages(dir, rel);
    return e.name === "index.html" ? [rel] : [];
  });
}

/**
 * hreflang problems of a chain's folder: a page whose alternates leave out its own language or
 * x-default, or name a page that does not exist or does not name it back.
 */
export function hreflangProblems(chainDir: string, primaryHost: string): string[] {
  const origin = `https://${primaryHost}`;
  const fileOf = (url: string) => join(chainDir, url.slice(origin.length), "index.html");
  const problems: string[] = [];
  for (const page of htmlPages(chainDir)) {
    const tags = pageLanguageTags(readFileSync(join(chainDir, page), "utf8"));
    const entries = Object.entries(tags.alternates);
    if (entries.length === 0) continue;
    if (!tags.alternates["x-default"]) problems.push(`${page}: no x-default`);
    if (tags.alternates[tags.lang] !== tags.canonical)
      problems.push(`${page}: its own language (${tags.lang}) is not its canonical ${tags.canonical}`);
    for (const [lang, url] of entries) {
      if (!url.startsWith(origin) || !existsSync(fileOf(url))) {
        problems.push(`${page}: hreflang ${lang} names ${url}, which is no page`);
        continue;
      }
      const back = pageLanguageTags(readFileSync(fileOf(url), "utf8"));
      if (lang !== "x-default" && back.lang !== lang)
        problems.push(`${page}: ${url} is lang="${back.lang}", not ${lang}`);
      if (back.alternates[tags.lang] !== tags.canonical) problems.push(`${page}: ${url} does not name it back`);
    }
  }
  return problems;
}

/** The texts of a catalogue (those it does not share with English, 8 characters or more) found in a JS file. */
export function catalogueTextsInScripts(
  assetsDir: string,
  texts: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
): string[] {
  const own = Object.keys(texts)
    .filter((k) => texts[k] !== english[k])
    .flatMap((k) => texts[k]!.split(/\{[\p{L}\w]+\}/u))
    .map((s) => s.trim())
    .filter((s) => s.length >= 8);
  return readdirSync(assetsDir)
    .filter((f) => f.endsWith(".js"))
    .flatMap((f) => {
      const js = readFileSync(join(assetsDir, f), "utf8");
      return own
        .filter((s) => js.includes(s) || js.includes(JSON.stringify(s).slice(1, -1)))
        .map((s) => `${f}: "${s}"`);
    });
}
