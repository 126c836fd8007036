/**
 * Deterministic JSON for snapshots: object keys sorted, 2-space indent, trailing newline. The
 * gateway may send keys in any order, so sorting is what makes an unchanged pull give no git diff.
 */

/** Recursively copies `value` with the keys of every object in sorted order (arrays keep theirs). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
  return out;
}

/** The snapshot text of a JSON value. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}
