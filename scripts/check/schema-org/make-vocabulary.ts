/**
 * Writes `vocabulary.json` beside this file from one schema.org release file, so the JSON-LD checks
 * (`json-ld-check.ts`) run offline against schema.org's own definitions: every type with its direct
 * parents, every property with the types it is used on (domainIncludes) and the values it takes
 * (rangeIncludes), and every enumeration member with its type. Comments, labels and examples are
 * left out (about a tenth of the release file).
 *
 *   npx node scripts/check/schema-org/make-vocabulary.ts <schemaorg-current-https.jsonld> <version> <released> <source URL>
 *
 * The release file is `data/releases/<version>/schemaorg-current-https.jsonld` of the schemaorg
 * repository; the source URL names the commit it was read at.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { commandLine } from "../../lib/cli.ts";

type Ref = { "@id": string };
type Node = {
  "@id": string;
  "@type": string | string[];
  "rdfs:subClassOf"?: Ref | Ref[];
  "schema:domainIncludes"?: Ref | Ref[];
  "schema:rangeIncludes"?: Ref | Ref[];
};

const USAGE = `Usage: npx node scripts/check/schema-org/make-vocabulary.ts <release.jsonld> <version> <released> <source URL>`;
const { positionals } = commandLine("make-vocabulary", USAGE, { options: {}, positionals: true });
const [file, version, released, source] = positionals;
if (file === undefined || version === undefined || released === undefined || source === undefined) {
  console.error(USAGE);
  process.exit(2);
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** `schema:Thing` → `Thing`; terms of other vocabularies (rdfs:Class …) are dropped. */
const term = (id: string): string | null => (id.startsWith("schema:") ? id.slice("schema:".length) : null);
const terms = (refs: Ref | Ref[] | undefined) =>
  list(refs)
    .map((r) => term(r["@id"]))
    .filter((t): t is string => t !== null)
    .sort();

const graph = (JSON.parse(readFileSync(file, "utf8")) as { "@graph": Node[] })["@graph"];
const types: Record<string, string[]> = {};
const properties: Record<string, { domain: string[]; range: string[] }> = {};
const members: Record<string, string[]> = {};
for (const node of graph) {
  const id = term(node["@id"]);
  if (id === null) continue;
  const kinds = list(node["@type"]);
  if (kinds.includes("rdfs:Class")) {
    const parents = terms(node["rdfs:subClassOf"]);
    // A data type (Text, Number …) is typed schema:DataType instead of subclassing it.
    if (kinds.includes("schema:DataType") && !parents.includes("DataType")) parents.push("DataType");
    types[id] = parents;
  } else if (kinds.includes("rdf:Property")) {
    properties[id] = { domain: terms(node["schema:domainIncludes"]), range: terms(node["schema:rangeIncludes"]) };
  } else {
    const of = kinds.map(term).filter((t): t is string => t !== null);
    if (of.length > 0) members[id] = of.sort();
  }
}

const sorted = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
const out = fileURLToPath(new URL("./vocabulary.json", import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify({ version, released, source, types: sorted(types), properties: sorted(properties), members: sorted(members) })}\n`,
);
console.log(
  `${out}: schema.org ${version}, ${Object.keys(types).length} types, ${Object.keys(properties).length} properties, ${Object.keys(members).length} enumeration members`,
);
