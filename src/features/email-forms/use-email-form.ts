/**
 * State of an e-mail form (newsletter, contact, employment): answers, captcha token, terms, errors,
 * the send step and the reset after a sent e-mail. Errors appear on the first submit and follow the
 * shopper's corrections; each refused submit moves the focus to the first invalid field. Nothing is
 * sent while any rule fails. On 'An email has been sent!' the form and its captcha reset; a failed
 * send is only logged (accounts §8) and keeps every answer. Every try of one filled form carries the
 * same idempotency key (a new one after a success or a changed answer), so the relay never sends it
 * twice; when the relay cannot confirm the send, the shopper is told it may have been sent.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "../../lib/toast.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { EMAIL_MAY_HAVE_BEEN_SENT, EMAIL_SENT, LONG_TOAST_MS } from "../../shared/forms/messages.ts";
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
import type { FormStrings } from "./form-strings.ts";
import { newSubmissionKey, sendForm, type SendOutcome, type SendTarget } from "./send-form.ts";

/** Options of one form. */
export type EmailFormOptions = {
  kind: FormKind;
  fields: readonly FieldDef[];
  target: SendTarget;
  /** The employment form's terms checkbox. */
  withTerms?: boolean;
  /** Answers to start from (a saved draft). */
  initial?: { values: FormValues; terms: boolean } | null | undefined;
  /** Called after a sent e-mail, once the form is reset. */
  onSent?: () => void;
  /** The texts of the page's language (absent: the spec's English); the toasts are taken from it. */
  strings?: Pick<FormStrings, "sent" | "mayHaveBeenSent"> | undefined;
};

/** What a form component gets. */
export type EmailForm = {
  values: FormValues;
  set: (key: string, value: string) => void;
  terms: boolean;
  setTerms: (v: boolean) => void;
  setCaptcha: (token: string | null) => void;
  /** Changes after each reset: the captcha's React key, so it starts over. */
  captchaKey: number;
  errors: FormErrors;
  /** Number of invalid answers at the last refused submit (for the announced summary). */
  refusedCount: number;
  sending: boolean;
  ready: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  submit: (event: { preventDefault(): void }) => Promise<void>;
};

/**
 * What a send's outcome does: a sent e-mail is toasted and the form reset (`sent`), the relay's
 * refusal shows its errors (`invalid`); a send not known to have failed says it may have been sent
 * and keeps the answers (and the key, so a retry sends no copy); a failed one is only logged (the
 * spec), its answers kept for another try.
 */
function applyOutcome(
  outcome: SendOutcome,
  kind: FormKind,
  strings: EmailFormOptions["strings"],
  form: { sent: () => void; invalid: (errors: FormErrors) => void },
): void {
  if (outcome.status === "sent") {
    toast.success(strings?.sent ?? EMAIL_SENT);
    form.sent();
  } else if (outcome.status === "invalid") form.invalid(outcome.errors);
  else if (outcome.status === "uncertain") {
    toast.warning(strings?.mayHaveBeenSent ?? EMAIL_MAY_HAVE_BEEN_SENT, { duration: LONG_TOAST_MS });
    console.warn(`${kind} form: may have been sent (${outcome.reason})`);
  } else console.warn(`${kind} form: not sent (${outcome.reason})`);
}

/** The form, whose first invalid field takes the focus after each refused submit (`attempt` counts them). */
function useFocusOnRefusal(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return formRef;
}

/** The state of one e-mail form. */
export function useEmailForm(o: EmailFormOptions): EmailForm {
  const { kind, fields, target, onSent } = o;
  const withTermsBox = o.withTerms === true;
  const schema = useMemo(() => submissionSchema(fields, withTermsBox, hasCaptcha(kind)), [fields, withTermsBox, kind]);
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyValues(fields), ...o.initial?.values }));
  const [terms, setTerms] = useState(o.initial?.terms ?? false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [refusedCount, setRefusedCount] = useState(0);
  const [sending, setSending] = useState(false);
  const ready = useHydrated();
  const formRef = useFocusOnRefusal(attempt);
  // The idempotency key of the answers as they are: kept across tries, dropped when they change.
  const submissionKey = useRef<string | null>(null);
  const termsValue = withTermsBox ? terms : undefined;
  // Errors appear with the first submit and then follow every correction.
  const errors = serverErrors ?? (submitted ? formErrors(schema, values, captcha, termsValue) : {});

  const set = useCallback((key: string, value: string) => {
    setServerErrors(null);
    submissionKey.current = null;
    setValues((prev) => (prev[key] === value ? prev : { ...prev, [key]: value }));
  }, []);

  const refuse = (found: FormErrors) => {
    setRefusedCount(Object.keys(found).length);
    setAttempt((n) => n + 1);
  };

  async function submit(event: { preventDefault(): void }): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setServerErrors(null);
    const found = formErrors(schema, values, captcha, termsValue);
    if (Object.keys(found).length > 0) return refuse(found);
    setSending(true);
    submissionKey.current ??= newSubmissionKey();
    const outcome = await sendForm(
      target,
      kind,
      fields,
      {
        values,
        ...(hasCaptcha(kind) ? { captcha: captcha ?? "" } : {}),
        ...(withTermsBox ? { terms } : {}),
      },
      { idempotencyKey: submissionKey.current },
    );
    setSending(false);
    applyOutcome(outcome, kind, o.strings, {
      sent: () => {
        submissionKey.current = null;
        setValues(emptyValues(fields));
        setTerms(false);
        setCaptcha(null);
        setCaptchaKey((k) => k + 1);
        setSubmitted(false);
        setRefusedCount(0);
        onSent?.();
      },
      invalid: (found) => {
        setServerErrors(found);
        refuse(found);
      },
    });
  }

  return {
    values,
    set,
    terms,
    setTerms,
    setCaptcha,
    captchaKey,
    errors,
    refusedCount,
    sending,
    ready,
    formRef,
    submit,
  };
}
