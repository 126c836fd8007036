/**
 * Form state for the entry forms: values, errors, and the send guard. Errors appear on the first
 * submit and then follow the shopper's corrections; each failed submit focuses the first invalid
 * field. Values are never cleared on a failed send. With `draft`, the named fields are kept in
 * sessionStorage until `dropDraft` (a reload or Back restores them; see draft.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { readSiteConfig } from "../../lib/site-config.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { clearDraft, draftKey, draftOf, readDraft, saveDraft, sessionStore } from "./form-draft.ts";
import { isValid, type Errors } from "./field-rules.ts";

/** What a form component gets. */
export type FormState<V> = {
  values: V;
  errors: Errors<keyof V & string>;
  /** Stable setter for one field. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Validates everything; false (and focus on the first invalid field) when the form may not be sent. */
  check: () => boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** False until hydrated: the submit button stays disabled, so nothing is sent natively. */
  ready: boolean;
  /** Forgets the draft (call on success, before leaving the page). */
  dropDraft: () => void;
};

/** A form whose input is kept as a draft (see draft.ts): its name and the fields that may be stored. */
export type DraftOptions<V> = { name: string; keep: readonly (keyof V & string)[] };

/** The storage key of a form's draft on this page's chain. */
function keyOf(draft: { name: string }): string {
  return draftKey(draft.name, readSiteConfig().subdomain);
}

/** State of one form validated by `validate`. */
export function useForm<V extends object>(
  initial: V,
  validate: (values: V) => Errors<keyof V & string>,
  draft?: DraftOptions<V>,
): FormState<V> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Errors appear with the first submit and then follow every correction.
  const errors: Errors<keyof V & string> = submitted ? validate(values) : {};

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => (Object.is(prev[key], value) ? prev : { ...prev, [key]: value }));
  }, []);

  // The draft is restored after hydration (the built HTML has the empty form), then follows every change.
  const draftRef = useRef(draft);
  const initialRef = useRef(initial);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const d = draftRef.current;
    if (d) {
      const saved = readDraft(sessionStore(), keyOf(d), initialRef.current, d.keep);
      if (Object.keys(saved).length > 0) setValues((prev) => ({ ...prev, ...saved }));
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    const d = draftRef.current;
    if (d && restored) saveDraft(sessionStore(), keyOf(d), draftOf(values, d.keep));
  }, [values, restored]);
  const dropDraft = useCallback(() => {
    const d = draftRef.current;
    if (d) clearDraft(sessionStore(), keyOf(d));
    draftRef.current = undefined;
  }, []);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const check = (): boolean => {
    const found = validate(values);
    setSubmitted(true);
    if (!isValid(found)) setAttempt((n) => n + 1);
    return isValid(found);
  };

  return { values, errors, set, check, formRef, ready, dropDraft };
}
