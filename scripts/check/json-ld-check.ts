/**
 * Checks JSON-LD against schema.org's own vocabulary, offline (`schema-org/vocabulary.json`, made
 * from a schema.org release by `schema-org/make-vocabulary.ts`; its README names the release):
 * every type and property exists, each property is used on a type it belongs to (domainIncludes,
 * through the type's ancestors) and each value is one it takes (rangeIncludes: a node of a fitting
 * type, an enumeration member, or text, a number or a boolean where the range has that data type).
 * Two rules of the product sit on top: Google's required properties of the loyalty-program markup,
 * and no `Offer` anywhere (a coupon is no product offer, and the storefront sells nothing online).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The vocabulary file's shape. */
export type Vocabulary = {
  version: string;
  released: string;
  source: string;
  /** Type → its direct parents (data types list `DataType`). */
  types: Record<string, string[]>;
  /** Property → the types it is used on and the values it takes. */
  properties: Record<string, { domain: string[]; range: string[] }>;
  /** Enumeration member → its types. */
  members: Record<string, string[]>;
};

let cached: Vocabulary | null = null;

/** The vocabulary checked into `schema-org/vocabulary.json` (read once). */
export function vocabulary(): Vocabulary {
  cached ??= JSON.parse(
    readFileSync(fileURLToPath(new URL("./schema-org/vocabulary.json", import.meta.url)), "utf8"),
  ) as Vocabulary;
  return cached;
}

/** Types the product never marks up: coupons are not product offers. */
export const FORBIDDEN_TYPES = new Set(["Offer", "AggregateOffer", "OfferCatalog"]);

/** Google's required properties for the markup it documents that the product writes. */
export const REQUIRED: Record<string, string[]> = {
  MemberProgram: ["name", "description", "hasTiers"],
  MemberProgramTier: ["name", "hasTierBenefit"],
};

const SCHEMA = /^https?:\/\/schema\.org\/?$/;
const TERM_URL = /^https:\/\/schema\.org\/([A-Za-z0-9]+)$/;
const KEYWORDS = new Set(["@context", "@type", "@id", "@graph"]);
/** Data types a JSON string stands for. */
const STRING_TYPES = ["Text", "URL", "Date", "DateTime", "Time"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every ancestor of a type, itself included. */
function ancestors(vocab: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const walk = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const parent of vocab.types[t] ?? []) walk(parent);
  };
  walk(type);
  return seen;
}

/** True when `type` is `of` or one of its subtypes. */
const isA = (vocab: Vocabulary, type: string, of: readonly string[]) =>
  [...ancestors(vocab, type)].some((a) => of.includes(a));

const listOf = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);

/** What is wrong with one value of `property` (null: nothing). */
function valueProblem(vocab: Vocabulary, property: string, range: string[], value: Json, at: string): string | null {
  if (typeof value === "string") {
    const member = TERM_URL.exec(value)?.[1];
    const memberTypes = member === undefined ? undefined : vocab.members[member];
    if (memberTypes?.some((t) => isA(vocab, t, range))) return null;
    if (range.some((r) => STRING_TYPES.some((s) => isA(vocab, s, [r])) || isA(vocab, r, STRING_TYPES))) return null;
    // schema.org's data model: a URL may stand for a thing where a type is expected (a breadcrumb's item).
    const thing = range.some((r) => !isA(vocab, r, ["DataType"]) && vocab.members[r] === undefined);
    if (thing && member === undefined && /^https?:\/\/[^\s]+$/.test(value)) return null;
    return `${at}: ${property} takes ${range.join(" or ")}, not text`;
  }
  if (typeof value === "number")
    return range.some((r) => isA(vocab, r, ["Number"]))
      ? null
      : `${at}: ${property} takes ${range.join(" or ")}, not a number`;
  if (typeof value === "boolean")
    return range.includes("Boolean") ? null : `${at}: ${property} takes ${range.join(" or ")}, not a boolean`;
  return null;
}

/** Problems of one node and everything inside it. */
function nodeProblems(vocab: Vocabulary, node: { [key: string]: Json }, at: string, out: string[]): void {
  const types = listOf(node["@type"] ?? []).filter((t): t is string => typeof t === "string");
  if (types.length === 0) {
    if (Object.keys(node).some((k) => k !== "@id")) out.push(`${at}: a node without @type`);
    return;
  }
  for (const type of types) {
    if (vocab.types[type] === undefined) out.push(`${at}: unknown type ${type}`);
    if (FORBIDDEN_TYPES.has(type)) out.push(`${at}: ${type} is not used: coupons are not product offers`);
    for (const required of REQUIRED[type] ?? [])
      if (node[required] === undefined) out.push(`${at}: ${type} needs ${required}`);
  }
  const known = types.filter((t) => vocab.types[t] !== undefined);
  for (const [key, value] of Object.entries(node)) {
    if (KEYWORDS.has(key)) continue;
    const where = `${at}.${key}`;
    const property = vocab.properties[key];
    if (property === undefined) {
      out.push(`${where}: unknown property ${key}`);
      continue;
    }
    if (known.length > 0 && !known.some((t) => isA(vocab, t, property.domain)))
      out.push(
        `${where}: ${key} is not a property of ${types.join(", ")} (it belongs to ${property.domain.join(", ")})`,
      );
    listOf(value).forEach((item, i) => {
      const itemAt = Array.isArray(value) ? `${where}[${i}]` : where;
      if (item !== null && typeof item === "object" && !Array.isArray(item)) {
        const itemTypes = listOf(item["@type"] ?? []).filter((t): t is string => typeof t === "string");
        for (const t of itemTypes)
          if (vocab.types[t] !== undefined && !isA(vocab, t, property.range))
            out.push(`${itemAt}: ${t} is not a value of ${key} (it takes ${property.range.join(" or ")})`);
        nodeProblems(vocab, item, itemAt, out);
        return;
      }
      const problem = valueProblem(vocab, key, property.range, item, itemAt);
      if (problem !== null) out.push(problem);
    });
  }
}

/**
 * Every problem of a JSON-LD document (an object, an array of them, or an `@graph`), each naming
 * its path (`$.hasMemberProgram.hasTiers[0]`). Empty when it holds.
 */
export function jsonLdProblems(doc: unknown, vocab: Vocabulary = vocabulary()): string[] {
  const out: string[] = [];
  listOf(doc as Json).forEach((top, i) => {
    const at = Array.isArray(doc) ? `$[${i}]` : "$";
    if (top === null || typeof top !== "object" || Array.isArray(top)) {
      out.push(`${at}: expected an object`);
      return;
    }
    const context = top["@context"];
    if (typeof context !== "string" || !SCHEMA.test(context)) out.push(`${at}: @context is not https://schema.org`);
    const graph = top["@graph"];
    if (graph === undefined) nodeProblems(vocab, top, at, out);
    else
      listOf(graph).forEach((node, j) => {
        if (node !== null && typeof node === "object" && !Array.isArray(node))
          nodeProblems(vocab, node, `${at}.@graph[${j}]`, out);
        else out.push(`${at}.@graph[${j}]: expected an object`);
      });
  });
  return out;
}

/** The JSON-LD blocks of a page's HTML (a script body cannot hold `</script`, so a pattern finds them). */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1] ?? "",
  );
}

/** Problems of every JSON-LD block of a page (a block that is not JSON is one). */
export function pageJsonLdProblems(html: string, vocab: Vocabulary = vocabulary()): string[] {
  return jsonLdBlocks(html).flatMap((body, i) => {
    try {
      return jsonLdProblems(JSON.parse(body), vocab).map((p) => `JSON-LD block ${i + 1}: ${p}`);
    } catch (error) {
      return [`JSON-LD block ${i + 1}: not JSON (${error instanceof Error ? error.message : String(error)})`];
    }
  });
}
