/**
 * State of an e-mail form (newsletter, contact, employment): answers, captcha token, terms, errors,
 * the send step and the reset after a sent e-mail. Errors appear on the first submit and follow the
 * shopper's corrections; each refused submit moves the focus to the first invalid field. Nothing is
 * sent while any rule fails. On 'An email has been sent!' the form and its captcha reset; a failed
 * send is only logged (accounts §8) and keeps every answer.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "../../lib/toast.ts";
import { EMAIL_SENT } from "../account/messages.ts";
import {
  emptyValues,
  formErrors,
  hasCaptcha,
  submissionSchema,
  type FieldDef,
  type FormErrors,
  type FormKind,
  type FormValues,
} from "./fields.ts";
import { sendForm, type SendTarget } from "./send-form.ts";

/** Options of one form. */
export type EmailFormOptions = {
  kind: FormKind;
  fields: readonly FieldDef[];
  target: SendTarget;
  /** The employment form's terms checkbox. */
  withTerms?: boolean;
  /** Answers to start from (a saved draft). */
  initial?: FormValues | undefined;
  /** Called after a sent e-mail, once the form is reset. */
  onSent?: () => void;
  /** Called after a failed send (the answers stay). */
  onFailed?: () => void;
};

/** What a form component gets. */
export type EmailForm = {
  values: FormValues;
  set: (key: string, value: string) => void;
  terms: boolean;
  setTerms: (v: boolean) => void;
  setCaptcha: (token: string | null) => void;
  /** Replaces the answers (a restored draft), after hydration. */
  load: (values: FormValues, terms: boolean) => void;
  /** Changes after each reset: the captcha's React key, so it starts over. */
  captchaKey: number;
  errors: FormErrors;
  /** Number of invalid fields at the last refused submit (for the announced summary). */
  refusedCount: number;
  sending: boolean;
  ready: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  submit: (event: { preventDefault(): void }) => Promise<void>;
};

/** The state of one e-mail form. */
export function useEmailForm(o: EmailFormOptions): EmailForm {
  const schema = useMemo(
    () => submissionSchema(o.fields, o.withTerms === true, hasCaptcha(o.kind)),
    [o.fields, o.withTerms, o.kind],
  );
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyValues(o.fields), ...o.initial }));
  const [terms, setTerms] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refusedCount, setRefusedCount] = useState(0);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const withTerms = o.withTerms === true ? terms : undefined;

  useEffect(() => setReady(true), []);
  const check = useCallback(
    (v: FormValues, token: string | null, t: boolean | undefined) => formErrors(schema, v, token, t),
    [schema],
  );
  useEffect(() => {
    if (submitted) setErrors(check(values, captcha, withTerms));
  }, [check, values, captcha, withTerms, submitted]);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = useCallback((key: string, value: string) => {
    setValues((prev) => (prev[key] === value ? prev : { ...prev, [key]: value }));
  }, []);

  const refuse = (found: FormErrors) => {
    setErrors(found);
    setRefusedCount(Object.keys(found).length);
    setAttempt((n) => n + 1);
  };

  async function submit(event: { preventDefault(): void }): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = check(values, captcha, withTerms);
    if (Object.keys(found).length > 0) return refuse(found);
    setSending(true);
    const outcome = await sendForm(o.target, o.kind, o.fields, {
      values,
      ...(hasCaptcha(o.kind) ? { captcha: captcha ?? "" } : {}),
      ...(o.withTerms ? { terms } : {}),
    });
    setSending(false);
    if (outcome.status === "sent") {
      toast.success(EMAIL_SENT);
      setValues(emptyValues(o.fields));
      setTerms(false);
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
      setSubmitted(false);
      setErrors({});
      setRefusedCount(0);
      o.onSent?.();
    } else if (outcome.status === "invalid") {
      refuse(outcome.errors);
    } else {
      // The spec: a failed send is only logged; the answers stay for another try.
      console.warn(`${o.kind} form: not sent (${outcome.reason})`);
      o.onFailed?.();
    }
  }

  const load = useCallback(
    (saved: FormValues, savedTerms: boolean) => {
      const keys = new Set(o.fields.map((f) => f.key));
      setValues((prev) => ({ ...prev, ...Object.fromEntries(Object.entries(saved).filter(([k]) => keys.has(k))) }));
      setTerms(savedTerms);
    },
    [o.fields],
  );

  return {
    values,
    set,
    terms,
    setTerms,
    setCaptcha,
    load,
    captchaKey,
    errors,
    refusedCount,
    sending,
    ready,
    formRef,
    submit,
  };
}
