/**
 * zod/mini building blocks for response schemas. They absorb the gateway's loose typing (numbers as
 * text, nulls for empty values, casing drift) once, so the area schemas read like the wire facts.
 * Request schemas do not use them: bodies we send are exact and strict.
 */
import * as z from "zod/mini";
import { keyNormalizer, parseRawDate } from "./wire.ts";

/** An object whose keys are first normalised (casing, known misspellings) to the names in `shape`; unknown keys are dropped. */
export function wireObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.pipe(z.transform(keyNormalizer(Object.keys(shape))), z.object(shape));
}

/** Like `wireObject`, but keeps keys the schema does not name (as unknown values). */
export function wireLooseObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.pipe(z.transform(keyNormalizer(Object.keys(shape))), z.looseObject(shape));
}

/** Reports a custom issue from a transform and aborts the value. */
function fail(ctx: z.core.ParsePayload, input: unknown, message: string): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** Text field: string, number or null/absent (→ ''). Savings texts such as "$10.00" stay exactly as sent. */
export const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  z.transform((v): string => (v === null || v === undefined ? "" : String(v))),
);

/** Required text (an id such as a card number): string or number, never empty. */
export const idText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v, ctx): string => {
    const s = String(v).trim();
    return s === "" ? fail(ctx, v, "Expected a non-empty value") : s;
  }),
);

/** Converts a number or numeric text; NaN for anything else. */
function toNumber(v: string | number): number {
  if (typeof v === "number") return v;
  const s = v.trim().replace(/,/g, "");
  return s === "" ? Number.NaN : Number(s);
}

/** Required number: a number or numeric text ("12", "1,000"). */
export const num = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx): number => {
    const n = toNumber(v);
    return Number.isFinite(n) ? n : fail(ctx, v, "Expected a number");
  }),
);

/** Optional number: null when absent, null or empty; numeric text accepted; other text is an error. */
export const optNum = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((v, ctx): number | null => {
    if (v === null || v === undefined || v === "") return null;
    const n = toNumber(v);
    return Number.isFinite(n) ? n : fail(ctx, v, "Expected a number");
  }),
);

/** Number with a fallback for absent, null or empty values. */
export function numOr(fallback: number) {
  return z.pipe(
    optNum,
    z.transform((v): number => v ?? fallback),
  );
}

/** Flag: booleans, 1/0, "true"/"false", "1"/"0", "Y"/"N"; absent or null is false. */
export const flag = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((v): boolean => {
    if (typeof v === "boolean") return v;
    if (typeof v === "number") return v !== 0;
    if (typeof v === "string") return ["true", "1", "y", "yes"].includes(v.trim().toLowerCase());
    return false;
  }),
);

/** List whose absence or null means empty. */
export function list<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((v): z.output<T>[] => v ?? []),
  );
}

/** Raw date text as sent (kept for echoing back, e.g. in SaveMyCart); '' when absent. */
export const rawDate = text;

/** Parsed wall-clock Date (see wire.ts) of a raw date value; null when unreadable. */
export function toDate(raw: string): Date | null {
  return parseRawDate(raw);
}
