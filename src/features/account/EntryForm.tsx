/**
 * The frame of every entry form: a named form without native validation, its fields in a fieldset
 * that stays disabled until hydrated, the captcha and the submit button after the form's own
 * fields, and the links under the form.
 */
import type { ReactNode, RefObject, SubmitEvent } from "react";
import CaptchaField from "../../shared/forms/captcha/CaptchaField.tsx";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";

/** The parts of the form state (`useForm`) the frame uses: the captcha is every entry form's. */
export type CaptchaFormState = {
  formRef: RefObject<HTMLFormElement | null>;
  ready: boolean;
  errors: { captcha?: string | undefined };
  set: (key: "captcha", value: string | null) => void;
};

type Props = {
  /** Prefix of the form's element ids (the captcha is `{idPrefix}-captcha`). */
  idPrefix: string;
  /** Accessible name of the form. */
  label: string;
  form: CaptchaFormState;
  onSubmit: (event: SubmitEvent) => void;
  sending: boolean;
  /** Failed sends so far (`useSend`): each one draws a fresh captcha, which must be passed again. */
  failures: number;
  recaptchaSiteKey: string | null;
  /** Submit button text, and its text while the call is under way. */
  submitText: string;
  sendingText: string;
  /** The form's own fields, before the captcha. */
  children: ReactNode;
  /** Contents of the links paragraph under the form. */
  links: ReactNode;
  /** The captcha's and the connection note's texts on a page in another language. */
  texts?: Texts | undefined;
};

/** Form, fields, captcha, submit button and links. */
export default function EntryForm({
  idPrefix,
  label,
  form,
  onSubmit,
  sending,
  failures,
  recaptchaSiteKey,
  ...p
}: Props) {
  const { formRef, ready, set, errors } = form;
  const online = useOnline();
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label={label}>
      <fieldset className="form-fields" disabled={!ready}>
        {/* The fieldset only disables the fields until the form is ready; its name is the form's. */}
        <legend className="visually-hidden">{label}</legend>
        {p.children}
        <CaptchaField
          key={failures}
          id={`${idPrefix}-captcha`}
          siteKey={recaptchaSiteKey}
          onChange={(t) => set("captcha", t)}
          error={errors.captcha}
          texts={p.texts}
        />
        <button type="submit" className="button primary" disabled={sending || !ready || !online}>
          {sending ? p.sendingText : p.submitText}
        </button>
        <NeedsConnection texts={p.texts} />
      </fieldset>
      <p className="form-links">{p.links}</p>
    </form>
  );
}
