/**
 * The employment application's draft (DESIGN.md §7: the long form keeps a draft): every answer and
 * the terms box, never the captcha, in localStorage per chain, kept across reloads and failed sends,
 * cleared after a sent application. Storage that is off or full only loses the draft.
 */
import type { FormValues } from "./fields.ts";

/** A saved draft. */
export type Draft = { values: FormValues; terms: boolean };

/** The storage key of a chain's draft. */
export const draftKey = (site: string): string => `employment-draft:${site}`;

/** The saved draft, or null. */
export function readDraft(storage: Storage, site: string): Draft | null {
  try {
    const parsed = JSON.parse(storage.getItem(draftKey(site)) ?? "null") as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const { values, terms } = parsed as { values?: unknown; terms?: unknown };
    if (typeof values !== "object" || values === null) return null;
    const text = Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string");
    return { values: Object.fromEntries(text), terms: terms === true };
  } catch {
    return null;
  }
}

/** Saves the draft (nothing when every answer is empty and the box unticked). */
export function writeDraft(storage: Storage, site: string, draft: Draft): void {
  try {
    const empty = !draft.terms && Object.values(draft.values).every((v) => v === "");
    if (empty) storage.removeItem(draftKey(site));
    else storage.setItem(draftKey(site), JSON.stringify(draft));
  } catch {
    /* storage off or full: the form still works */
  }
}

/** Forgets the draft. */
export function clearDraft(storage: Storage, site: string): void {
  try {
    storage.removeItem(draftKey(site));
  } catch {
    /* nothing to clear */
  }
}
