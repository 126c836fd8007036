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
import "../../shared/forms/account-forms.css";

/** What the page passes to the forgot form. */
export type ForgotProps = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /login. */
  loginHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
};

const INITIAL: ForgotValues = { email: "", captcha: null };

/** The forgot PIN/password form. */
export default function ForgotForm({ passwordMode, recaptchaSiteKey, loginHref, registerHref }: ForgotProps) {
  const form = useForm(INITIAL, validateForgot);
  const { values, errors, set, check } = form;
  const { sending, failures, send } = useSend();

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    const forgot = passwordMode ? forgotPasswordV2 : forgotPassword;
    await send(
      () => forgot(siteClient(), values.email.trim()),
      () => successToLogin(EMAIL_SENT, LONG_TOAST_MS),
    );
  }

  return (
    <EntryForm
      idPrefix="forgot"
      label={passwordMode ? "Forgot Password" : "Forgot Pin"}
      form={form}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      recaptchaSiteKey={recaptchaSiteKey}
      submitText="Submit"
      sendingText="Sending…"
      links={
        <>
          <a href={loginHref}>Back to Login</a>
          <a href={registerHref}>Create an Account</a>
        </>
      }
    >
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
    </EntryForm>
  );
}
