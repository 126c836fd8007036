/**
 * Login (accounts §2.2): e-mail, PIN or password, captcha, Enter submits. Success stores the user
 * record and goes to the saved redirect target (the site base on coupons-only sites).
 */
import { useState, type SubmitEvent } from "react";
import { validateUser } from "../../api/account.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { toStoredUser } from "../../shared/session/login-result.ts";
import { postLoginUrl, signIn } from "../../shared/session/session-store.ts";
import EntryForm from "./EntryForm.tsx";
import { validateLogin, type LoginValues } from "./entry-validation.ts";
import { FILL_ALL_FIELDS } from "../../shared/forms/messages.ts";
import { digitsOnly, PIN_LENGTH } from "../../shared/forms/field-rules.ts";
import TextField from "../../shared/forms/TextField.tsx";
import { useForm } from "../../shared/forms/use-form.ts";
import { useSend } from "./use-send.ts";
import "../../shared/forms/account-forms.css";

/** What the page passes to the login form. */
export type LoginProps = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /forget-pin. */
  forgotHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
};

const INITIAL: LoginValues = { username: "", secret: "", captcha: null };

/** The login form. */
export default function LoginForm({ passwordMode, recaptchaSiteKey, forgotHref, registerHref }: LoginProps) {
  const form = useForm(INITIAL, (v) => validateLogin(v, passwordMode));
  const { values, errors, set, check } = form;
  const { sending, failures, send } = useSend();
  const [formError, setFormError] = useState("");

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending) return;
    if (!check()) {
      setFormError(FILL_ALL_FIELDS);
      return;
    }
    setFormError("");
    const username = values.username.trim();
    await send(
      () => validateUser(siteClient(), { UserName: username, Password: values.secret }),
      (data) => {
        signIn(toStoredUser(data, username));
        location.assign(postLoginUrl());
      },
    );
  }

  return (
    <EntryForm
      idPrefix="login"
      label="Login"
      form={form}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      recaptchaSiteKey={recaptchaSiteKey}
      submitText="Login"
      sendingText="Logging in…"
      links={
        <>
          <a href={forgotHref}>{passwordMode ? "Forgot Password" : "Forgot Pin?"}</a>
          <a href={registerHref}>Create an Account</a>
        </>
      }
    >
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
        {...(passwordMode ? { maxLength: 12 } : { inputMode: "numeric" as const })}
        onChange={(v) => set("secret", passwordMode ? v : digitsOnly(v, PIN_LENGTH))}
        error={errors.secret}
      />
    </EntryForm>
  );
}
