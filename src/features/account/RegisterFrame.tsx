/**
 * What both registration forms (simple and link-card) share around their own fields: the intro,
 * the new PIN or password with its confirmation, the terms, the captcha, Register, and the way to
 * Sign In for members who already have an account.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import type { ReactNode, SubmitEvent } from "react";
import EntryForm, { type CaptchaFormState } from "./EntryForm.tsx";
import SecretFields from "./SecretFields.tsx";
import TermsField from "./TermsField.tsx";

/** The parts of a registration form's state (`useForm`) the frame draws. */
export type RegisterFormState = CaptchaFormState & {
  values: { secret: string; confirm: string; terms: boolean };
  errors: { secret?: string | undefined; confirm?: string | undefined; terms?: string | undefined };
  set: {
    (key: "secret" | "confirm", value: string): void;
    (key: "terms", value: boolean): void;
    (key: "captcha", value: string | null): void;
  };
};

/** What the page gives both registration forms alike. */
export type RegisterCommonProps = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of the chain's terms and conditions; null when it has none. */
  termsHref: string | null;
  /** Address of /login. */
  loginHref: string;
  /** The form's texts on a page in another language (entry-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

type Props = {
  /** Prefix of the form's element ids. */
  idPrefix: string;
  /** Accessible name of the form. */
  label: string;
  form: RegisterFormState;
  onSubmit: (event: SubmitEvent) => void;
  sending: boolean;
  /** Failed sends so far (`useSend`). */
  failures: number;
  /** The form's props from the page (the shared part is read). */
  common: RegisterCommonProps;
  /** The form's own fields, between the intro and the PIN or password. */
  children: ReactNode;
};

/** A registration form around its own fields. */
export default function RegisterFrame({ idPrefix, label, form, onSubmit, sending, failures, common, children }: Props) {
  const { passwordMode, termsHref, loginHref, texts } = common;
  const { values, errors, set } = form;
  const t = (english: string) => tr(texts, english);
  return (
    <EntryForm
      idPrefix={idPrefix}
      label={label}
      form={form}
      onSubmit={onSubmit}
      sending={sending}
      failures={failures}
      recaptchaSiteKey={common.recaptchaSiteKey}
      submitText={t("Register")}
      sendingText={t("Registering…")}
      texts={texts}
      links={
        <>
          {t("Already registered?")} <a href={loginHref}>{t("Sign In")}</a>
        </>
      }
    >
      <p className="form-intro">{t("All fields are required unless marked optional.")}</p>
      {children}
      <SecretFields
        idPrefix={idPrefix}
        passwordMode={passwordMode}
        secret={values.secret}
        confirm={values.confirm}
        errors={errors}
        onField={set}
        texts={texts}
      />
      <TermsField
        id={`${idPrefix}-terms`}
        termsHref={termsHref}
        checked={values.terms}
        onChange={(v) => set("terms", v)}
        error={errors.terms}
        texts={texts}
      />
    </EntryForm>
  );
}
