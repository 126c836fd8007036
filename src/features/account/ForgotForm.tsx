/**
 * Forgot PIN or password (accounts §2.3): e-mail and captcha. ForgotPassword on PIN sites,
 * ForgotPasswordV2 on password sites; success shows 'An email has been sent!' (7 s) on /login.
 */
import { useState, type SubmitEvent } from "react";
import { forgotPassword, forgotPasswordV2 } from "../../api/account.ts";
import { siteClient } from "../session/gateway.ts";
import CaptchaField from "./captcha/CaptchaField.tsx";
import { validateForgot, type ForgotValues } from "./form-rules.ts";
import { EMAIL_SENT, LONG_TOAST_MS } from "./messages.ts";
import { showFailure, successToLogin } from "./send.ts";
import TextField from "./TextField.tsx";
import { useForm } from "./use-form.ts";
import "./account-forms.css";

type Props = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /login. */
  loginHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
};

const INITIAL: ForgotValues = { email: "", captcha: null };

/** The forgot PIN/password form. */
export default function ForgotForm({ passwordMode, recaptchaSiteKey, loginHref, registerHref }: Props) {
  const { values, errors, set, check, formRef, ready } = useForm(INITIAL, validateForgot);
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    setSending(true);
    const send = passwordMode ? forgotPasswordV2 : forgotPassword;
    const result = await send(siteClient(), values.email.trim());
    if (result.ok) {
      successToLogin(EMAIL_SENT, LONG_TOAST_MS);
      return;
    }
    setSending(false);
    showFailure(result);
  }

  return (
    <form
      ref={formRef}
      className="account-form"
      noValidate
      onSubmit={submit}
      aria-label={passwordMode ? "Forgot Password" : "Forgot Pin"}
    >
      <fieldset className="form-fields" disabled={!ready}>
        <p className="form-intro">
          Enter the e-mail address of your account and we will send you {passwordMode ? "a new password" : "your PIN"}.
        </p>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => set("email", v)}
          error={errors.email}
        />
        <CaptchaField
          id="forgot-captcha"
          siteKey={recaptchaSiteKey}
          onChange={(t) => set("captcha", t)}
          error={errors.captcha}
        />
        <button type="submit" className="button primary" disabled={sending || !ready}>
          {sending ? "Sending…" : "Submit"}
        </button>
      </fieldset>
      <p className="form-links">
        <a href={loginHref}>Back to Login</a>
        <a href={registerHref}>Create an Account</a>
      </p>
    </form>
  );
}
