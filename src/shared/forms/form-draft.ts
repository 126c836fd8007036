/**
 * Drafts of the registration forms: what the shopper typed survives a reload or Back until the
 * registration succeeds. Only the fields a form names are kept (never a PIN, password or captcha),
 * in sessionStorage (this tab only, gone when it closes), under a key per form and chain.
 */

/** The storage key of a form's draft on a chain. */
export function draftKey(form: string, subdomain: string): string {
  return `draft-${form}-${subdomain}`;
}

/** The kept fields of `values` (only string and boolean values of the named keys). */
export function draftOf<V extends object>(values: V, keep: readonly (keyof V & string)[]): Partial<V> {
  const out: Partial<V> = {};
  for (const key of keep) {
    const value = values[key];
    if (typeof value === "string" || typeof value === "boolean") out[key] = value;
  }
  return out;
}

/** Writes the draft; nothing when storage is unavailable or full. */
export function saveDraft(storage: Storage | null, key: string, draft: object): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    /* no storage: the draft is a convenience */
  }
}

/**
 * The stored draft over `initial`: only the named keys, only values of the initial value's type, so a
 * tampered or stale draft can neither add a secret nor change a field's type.
 */
export function readDraft<V extends object>(
  storage: Storage | null,
  key: string,
  initial: V,
  keep: readonly (keyof V & string)[],
): Partial<V> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const out: Partial<V> = {};
  for (const field of keep) {
    const value = (parsed as Record<string, unknown>)[field];
    if (value !== undefined && typeof value === typeof initial[field]) out[field] = value as V[typeof field];
  }
  return out;
}

/** Removes the draft (after a successful registration). */
export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* no storage */
  }
}

/** sessionStorage, or null where there is none (build-time rendering, storage disabled). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
