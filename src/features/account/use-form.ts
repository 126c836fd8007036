/**
 * Form state for the entry forms: values, errors, and the send guard. Errors appear on the first
 * submit and then follow the shopper's corrections; each failed submit focuses the first invalid
 * field. Values are never cleared on a failed send.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { isValid, type Errors } from "./rules.ts";

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
};

/** State of one form validated by `validate`. */
export function useForm<V extends object>(initial: V, validate: (values: V) => Errors<keyof V & string>): FormState<V> {
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

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const check = (): boolean => {
    const found = validate(values);
    setSubmitted(true);
    if (!isValid(found)) setAttempt((n) => n + 1);
    return isValid(found);
  };

  return { values, errors, set, check, formRef, ready };
}
