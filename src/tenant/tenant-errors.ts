/**
 * Tenant errors a person can act on. A value that does not validate is reported with the chain, the
 * file, the key path, what was expected (the allowed values where there is a list) and what was
 * found, one line per problem:
 *
 *   tenant "acme", clientinfo.json: data.THEME: expected 1 | 2, found 3
 *
 * and thrown as an AstroError, so `astro build` prints it with its hint instead of a stack trace.
 * The pull reports with the same lines. Works with classic zod and zod/mini schemas alike.
 */
import { AstroError } from "astro/errors";
import * as z from "zod";

/** Thrown when tenant data does not validate; the message lists every problem, one per line. */
export class TenantConfigError extends AstroError {
  override name = "TenantConfigError";

  constructor(message: string, hint = TENANT_HINT) {
    super(message, hint);
  }
}

/** What to do about refused tenant data in general. */
export const TENANT_HINT =
  "local.json is written by hand in tenants/<site>/; the other files are the gateway's answers, " +
  "pulled by `npm run pull`: fix the chain's settings at the gateway and pull again.";

/** What to do about one refused file of one chain. */
export function hintFor(site: string, file: string): string {
  if (file === "local.json") return `Correct tenants/${site}/local.json (written by hand) and build again.`;
  if (!file.endsWith(".json")) return TENANT_HINT;
  return (
    `tenants/${site}/${file} holds the gateway's answer as \`npm run pull\` saved it: correct the chain's ` +
    "settings at the gateway, then pull and build again."
  );
}

/** Something zod issues can be read from: a classic `ZodError` or a zod/mini `$ZodError`. */
export type IssueList = { readonly issues: readonly z.core.$ZodIssue[] };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key path as `data.MENU[0].menu_url`; keys that are not plain names are quoted (`["www.x.example"]`). */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`;
    const name = String(key);
    if (!IDENTIFIER.test(name)) return `${acc}[${JSON.stringify(name)}]`;
    return acc ? `${acc}.${name}` : name;
  }, "");
  return text || "(root)";
}

/** A found value as the message shows it: JSON, cut after 60 characters. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The kind of a found value, in the words of the `expected` side. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "NaN";
  return typeof value;
}

const A_TYPE: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
  null: "null",
};

/** `a string` for `string`, else the type name as zod gives it. */
const aType = (expected: string) => A_TYPE[expected] ?? expected;

/** The allowed values as `1 | 2` or `"by-store" | "by-customer"`. */
const oneOf = (values: readonly unknown[]) => values.map((v) => shown(v)).join(" | ");

/** The `, found …` part: the value and, where it helps, its kind. */
function found(input: unknown, withKind = false): string {
  const kind = kindOf(input);
  return withKind && kind !== "null" ? `, found ${shown(input)} (${kind})` : `, found ${shown(input)}`;
}

/** The value at `path` inside `root`, as the file holds it; `missing` when a key on the way is absent. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): { value: unknown } | "missing" {
  let node = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return "missing";
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node === undefined ? "missing" : { value: node };
}

/** "1 item", "2 items". */
const count = (n: number | bigint, unit: string) => `${String(n)} ${unit}${n === 1 || n === 1n ? "" : "s"}`;

/** The allowed values of a union of literals or enums (every branch one invalid_value issue), else null. */
function unionValues(issue: z.core.$ZodIssue & { code: "invalid_union" }): unknown[] | null {
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    const [only, ...rest] = branch;
    if (only?.code !== "invalid_value" || rest.length > 0 || only.path.length > 0) return null;
    values.push(...only.values);
  }
  return values.length > 0 ? values : null;
}

/** The expected types of a union whose every branch failed on the type of the value itself, else null. */
function unionTypes(issue: z.core.$ZodIssue & { code: "invalid_union" }): string[] | null {
  const types: string[] = [];
  for (const branch of issue.errors) {
    const [only, ...rest] = branch;
    if (only?.code !== "invalid_type" || rest.length > 0 || only.path.length > 0) return null;
    types.push(aType(only.expected));
  }
  return types.length > 0 ? [...new Set(types)] : null;
}

/** The keys a strict object at `path` of `schema` allows (through defaults, optionals, pipes and lists). */
export function allowedKeys(schema: z.core.$ZodType | undefined, path: readonly PropertyKey[]): string[] {
  let node: z.core.$ZodType | undefined = schema;
  const steps = [...path];
  for (let guard = 0; node !== undefined && guard < 100; guard++) {
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if ("innerType" in def) node = def["innerType"] as z.core.$ZodType;
    else if (def.type === "pipe") node = def["out"] as z.core.$ZodType;
    else if (steps.length === 0) return def.type === "object" ? Object.keys(def["shape"] as object) : [];
    else {
      const key = steps.shift();
      if (def.type === "object") node = (def["shape"] as Record<string, z.core.$ZodType>)[String(key)];
      else if (def.type === "array") node = def["element"] as z.core.$ZodType;
      else if (def.type === "record") node = def["valueType"] as z.core.$ZodType;
      else return [];
    }
  }
  return [];
}

/** Edit distance, for 'did you mean'. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The allowed key closest to a misspelt one, when it is close enough to be a likely typo. */
export function closest(key: string, allowed: readonly string[]): string | undefined {
  const ranked = allowed.map((k) => ({ k, d: distance(key.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d);
  const best = ranked[0];
  return best !== undefined && best.d <= Math.max(2, Math.floor(key.length / 4)) ? best.k : undefined;
}

/**
 * What is wrong with the value at the issue's path: expected …, found …. With `root` (the whole
 * value as read from the file) the found value is the one written in the file, before any
 * conversion the schema makes (a theme "blue" is reported as "blue", not as the number it became).
 */
export function describeProblem(issue: z.core.$ZodIssue, schema?: z.core.$ZodType, root?: unknown): string {
  const original = root === undefined ? { value: issue.input } : valueAt(root, issue.path);
  if (original === "missing" && issue.code !== "unrecognized_keys") {
    const expected = issue.code === "invalid_type" ? aType(issue.expected) : lowerFirst(issue.message);
    return `missing (expected ${expected})`;
  }
  if (original !== "missing") issue = { ...issue, input: original.value } as z.core.$ZodIssue;
  switch (issue.code) {
    case "invalid_type":
      return `expected ${aType(issue.expected)}${found(issue.input, true)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `expected ${shown(issue.values[0])}${found(issue.input)}`
        : `expected one of ${oneOf(issue.values)}${found(issue.input)}`;
    case "invalid_union": {
      const values = unionValues(issue);
      if (values) return `expected ${oneOf(values)}${found(issue.input)}`;
      const types = unionTypes(issue);
      if (types) return `expected ${types.join(" or ")}${found(issue.input, true)}`;
      return `${issue.message}${found(issue.input)}`;
    }
    case "unrecognized_keys": {
      const allowed = allowedKeys(schema, issue.path);
      return issue.keys
        .map((key) => {
          const near = closest(key, allowed);
          const hint = near ? `did you mean "${near}"?` : allowed.length > 0 ? `allowed: ${allowed.join(", ")}` : "";
          return `unknown key ${JSON.stringify(key)}${hint ? ` (${hint})` : ""}`;
        })
        .join("; ");
    }
    case "too_small":
    case "too_big": {
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const how = issue.exact ? "exactly" : issue.code === "too_small" ? "at least" : "at most";
      if (issue.origin === "string" && issue.code === "too_small" && limit === 1 && !issue.exact)
        return `expected a non-empty string${found(issue.input)}`;
      if (issue.origin === "array" && Array.isArray(issue.input))
        return `expected ${how} ${count(limit, "item")}, found ${count(issue.input.length, "item")}`;
      if (issue.origin === "string" && typeof issue.input === "string")
        return `expected ${how} ${count(limit, "character")}${found(issue.input)}`;
      return `expected ${how} ${String(limit)}${found(issue.input)}`;
    }
    default:
      // Formats, refinements and custom checks carry the schema's own wording ("expected an http(s) URL").
      return `${lowerFirst(issue.message)}${found(issue.input)}`;
  }
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** One problem as `key.path: expected …, found …` (`root` and `schema` as for describeProblem). */
export function describeIssue(
  issue: z.core.$ZodIssue,
  prefix: readonly PropertyKey[] = [],
  schema?: z.core.$ZodType,
  root?: unknown,
): string {
  return `${formatKeyPath([...prefix, ...issue.path])}: ${describeProblem(issue, schema, root)}`;
}

/** Formats zod issues as `tenant "x", file: key.path: expected …, found …` lines. */
export function describeIssues(
  site: string,
  file: string,
  error: IssueList,
  prefix: PropertyKey[] = [],
  schema?: z.core.$ZodType,
  root?: unknown,
): string {
  return error.issues
    .map((issue) => `tenant "${site}", ${file}: ${describeIssue(issue, prefix, schema, root)}`)
    .join("\n");
}

/** `z.safeParse` that keeps each issue's input, so a message can say what was found. */
export function safeParseReporting<S extends z.core.$ZodType>(schema: S, value: unknown) {
  return z.safeParse(schema, value, { reportInput: true });
}

/** Parses `value` with `schema` (classic or mini), or throws a TenantConfigError naming tenant, file and key paths. */
export function parseTenantFile<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  site: string,
  file: string,
  prefix: PropertyKey[] = [],
): z.output<S> {
  const result = safeParseReporting(schema, value);
  if (!result.success)
    throw new TenantConfigError(describeIssues(site, file, result.error, prefix, schema, value), hintFor(site, file));
  return result.data;
}
