/**
 * The one way every form of the site states its rules: a zod/mini schema whose issues carry the
 * rules' messages (the specs' texts, `messages.ts`). The entry forms, the member forms and the
 * e-mail forms (with the form relay) all build their schemas from field rules through `ruleCheck`,
 * and read errors by field, first field first.
 */
import * as z from "zod/mini";

/** The e-mail shape every form accepts (the gateway's): something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's rule: the message to show, or undefined when the value is fine. */
export type FieldRule<T> = (value: T) => string | undefined;

/** Rules by field, in the form's visual order (the first error is the first field). */
export type FieldRules<V> = { [K in keyof V]?: FieldRule<V[K]> };

/** Errors by field name; absent fields are valid. */
export type Errors<K extends string> = Partial<Record<K, string>>;

/** A rule as a zod/mini check: its message becomes the field's issue. */
export function ruleCheck<T>(rule: FieldRule<T>) {
  return z.superRefine<T>((value, ctx) => {
    const message = rule(value);
    if (message !== undefined) ctx.issues.push({ code: "custom", message, input: value });
  });
}

/** A form's schema from its field rules. */
export function rulesSchema<V extends object>(rules: FieldRules<V>) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, rule] of Object.entries(rules) as [string, FieldRule<unknown>][]) {
    shape[key] = z.unknown().check(ruleCheck(rule));
  }
  return z.object(shape);
}

/** The first message of each field that fails `schema`, keyed by the field (its first path segment). */
export function schemaErrors<K extends string>(
  schema: z.ZodMiniType,
  input: unknown,
  keyOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? "form"),
): Errors<K> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors as Errors<K>;
}

/** The errors of `values` under field rules (empty when the form may be sent). */
export function validate<V extends object>(rules: FieldRules<V>, values: V): Errors<keyof V & string> {
  return schemaErrors(rulesSchema(rules), values);
}
