/**
 * Login (accounts §2.2): e-mail, PIN or password, captcha, Enter submits. Success stores the user
 * record and goes to the saved redirect target (the site base on coupons-only sites).
 */
import { useState, type SubmitEvent } from "react";
import { validateUser } from "../../api/account.ts";
import { siteClient } from "../session/gateway.ts";
import { toStoredUser } from "../session/login-result.ts";
import { postLoginUrl, signIn } from "../session/session-store.ts";
import CaptchaField from "./captcha/CaptchaField.tsx";
import { validateLogin, type LoginValues } from "./form-rules.ts";
import { FILL_ALL_FIELDS } from "./messages.ts";
import { digitsOnly } from "./rules.ts";
import { showFailure } from "./send.ts";
import { useForm } from "./use-form.ts";
import TextField from "./TextField.tsx";
import "./account-forms.css";

type Props = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /forget-pin. */
  forgotHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
};

const INITIAL: LoginValues = { username: "", secret: "", captcha: null };

/** The login form. */
export default function LoginForm({ passwordMode, recaptchaSiteKey, forgotHref, registerHref }: Props) {
  const { values, errors, set, check, formRef, ready } = useForm(INITIAL, (v) => validateLogin(v, passwordMode));
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState("");

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending) return;
    if (!check()) {
      setFormError(FILL_ALL_FIELDS);
      return;
    }
    setFormError("");
    setSending(true);
    const username = values.username.trim();
    const result = await validateUser(siteClient(), { UserName: username, Password: values.secret });
    if (result.ok) {
      signIn(toStoredUser(result.data, username));
      location.assign(postLoginUrl());
      return;
    }
    setSending(false);
    showFailure(result);
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit} aria-label="Login">
      <fieldset className="form-fields" disabled={!ready}>
        <p className="form-alert" role="alert">
          {formError}
        </p>
        <TextField
          id="login-username"
          label="Email"
          type="email"
          autoComplete="username"
          value={values.username}
          onChange={(v) => set("username", v)}
          error={errors.username}
        />
        <TextField
          id="login-secret"
          label={passwordMode ? "Password" : "PIN"}
          type="password"
          autoComplete="current-password"
          value={values.secret}
          maxLength={passwordMode ? 12 : 4}
          {...(passwordMode ? {} : { inputMode: "numeric" as const })}
          onChange={(v) => set("secret", passwordMode ? v : digitsOnly(v, 4))}
          error={errors.secret}
        />
        <CaptchaField
          id="login-captcha"
          siteKey={recaptchaSiteKey}
          onChange={(t) => set("captcha", t)}
          error={errors.captcha}
        />
        <button type="submit" className="button primary" disabled={sending || !ready}>
          {sending ? "Logging in…" : "Login"}
        </button>
      </fieldset>
      <p className="form-links">
        <a href={forgotHref}>{passwordMode ? "Forgot Password" : "Forgot Pin?"}</a>
        <a href={registerHref}>Create an Account</a>
      </p>
    </form>
  );
}
