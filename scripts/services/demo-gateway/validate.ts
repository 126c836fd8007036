/**
 * Request-body validation against the client's own schemas (Standard Schema interface, so zod and
 * zod/mini schemas both fit). A failure names the field, the way a client developer needs it.
 */

type PathSegment = PropertyKey | { readonly key: PropertyKey };
type Issue = { readonly message: string; readonly path?: ReadonlyArray<PathSegment> | undefined };
/** Extra fields zod puts on its issues (not part of Standard Schema, so read loosely). */
type ZodIssueExtras = { code?: string; expected?: string; keys?: string[]; values?: unknown[]; input?: unknown };
type Result = { readonly value: unknown; readonly issues?: undefined } | { readonly issues: ReadonlyArray<Issue> };

/** Any Standard Schema (zod 4 and zod/mini schemas implement it). */
export type BodySchema = {
  readonly "~standard": { readonly validate: (value: unknown) => Result | Promise<Result> };
};

/** Outcome of validating a body: the parsed value or a message naming the field. */
export type Validation = { ok: true; value: Record<string, unknown> } | { ok: false; details: string };

/** Renders an issue path as `a.b[0].c`. */
function fieldName(path: ReadonlyArray<PathSegment> | undefined): string {
  if (path === undefined || path.length === 0) return "(body)";
  return path
    .map((seg) => (typeof seg === "object" ? seg.key : seg))
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** The value a path points at in the raw body (undefined when absent). */
function valueAt(body: unknown, path: ReadonlyArray<PathSegment> | undefined): unknown {
  let value = body;
  for (const seg of path ?? []) {
    const key = typeof seg === "object" ? seg.key : seg;
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One issue as `field: what is wrong`; zod/mini carries no message texts, so build them from the issue. */
function describe(issue: Issue, body: unknown): string {
  const extra = issue as Issue & ZodIssueExtras;
  const field = fieldName(issue.path);
  if (body === undefined) return "(body): a JSON body is required";
  switch (extra.code) {
    case "unrecognized_keys":
      return `${(extra.keys ?? []).join(", ")}: unexpected field`;
    case "invalid_type":
      return valueAt(body, issue.path) === undefined
        ? `${field}: required field is missing`
        : `${field}: expected ${extra.expected ?? "another type"}`;
    case "invalid_value":
      return `${field}: expected ${(extra.values ?? []).map((v) => JSON.stringify(v)).join(" or ")}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/** Validates a decoded JSON body. */
export async function validateBody(schema: BodySchema, body: unknown): Promise<Validation> {
  const result = await schema["~standard"].validate(body);
  if (result.issues === undefined) {
    const value = result.value;
    return { ok: true, value: typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {} };
  }
  const parts = result.issues.slice(0, 3).map((issue) => describe(issue, body));
  return { ok: false, details: `Invalid request. ${parts.join("; ")}` };
}

/** Reads a text field of a validated body (numbers become text; absent is ""). */
export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** Reads a numeric field of a validated body (numeric text accepted; otherwise NaN). */
export function num(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}
