/**
 * Forgot PIN or password (accounts §2.3): e-mail and captcha. ForgotPassword on PIN sites,
 * ForgotPasswordV2 on password sites; success shows 'An email has been sent!' (7 s) on /login.
 */
import type { SubmitEvent } from "react";
import { forgotPassword, forgotPasswordV2 } from "../../api/account.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import EntryForm from "./EntryForm.tsx";
import { validateForgot, type ForgotValues } from "./entry-validation.ts";
import { EMAIL_SENT, LONG_TOAST_MS } from "../../shared/forms/messages.ts";
import { successToLogin } from "./send.ts";
import TextField from "../../shared/forms/TextField.tsx";
import { useForm } from "../../shared/forms/use-form.ts";
import { useSend } from "./use-send.ts";
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import "../../shared/forms/account-forms.css";

/** What the page passes to the forgot form. */
export type ForgotProps = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /login. */
  loginHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
  /** Its texts on a page in another language (entry-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

const INITIAL: ForgotValues = { email: "", captcha: null };

/** The forgot PIN/password form. */
export default function ForgotForm({ passwordMode, recaptchaSiteKey, loginHref, registerHref, texts }: ForgotProps) {
  const form = useForm(INITIAL, validateForgot);
  const { values, set, check } = form;
  const errors = shownErrors(texts, form.errors);
  const t = (english: string) => tr(texts, english);
  const { sending, failures, send } = useSend(texts);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    const forgot = passwordMode ? forgotPasswordV2 : forgotPassword;
    await send(
      () => forgot(siteClient(), values.email.trim()),
      () => successToLogin(t(EMAIL_SENT), LONG_TOAST_MS),
    );
  }

  return (
    <EntryForm
      idPrefix="forgot"
      label={t(passwordMode ? "Forgot Password" : "Forgot Pin")}
      form={{ ...form, errors }}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      recaptchaSiteKey={recaptchaSiteKey}
      submitText={t("Submit")}
      sendingText={t("Sending…")}
      texts={texts}
      links={
        <>
          <a href={loginHref}>{t("Back to Login")}</a>
          <a href={registerHref}>{t("Create an Account")}</a>
        </>
      }
    >
      <p className="form-intro">
        {t(
          passwordMode
            ? "Enter the e-mail address of your account and we will send you a new password."
            : "Enter the e-mail address of your account and we will send you your PIN.",
        )}
      </p>
      <TextField
        id="forgot-email"
        label={t("Email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => set("email", v)}
        error={errors.email}
      />
    </EntryForm>
  );
}
