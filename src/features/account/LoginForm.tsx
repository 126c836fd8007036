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
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import "../../shared/forms/account-forms.css";

/** What the page passes to the login form. */
export type LoginProps = {
  passwordMode: boolean;
  recaptchaSiteKey: string | null;
  /** Address of /forget-pin. */
  forgotHref: string;
  /** Address of /register or /simple-register. */
  registerHref: string;
  /** Its texts on a page in another language (entry-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

const INITIAL: LoginValues = { username: "", secret: "", captcha: null };

/** The login form. */
export default function LoginForm({ passwordMode, recaptchaSiteKey, forgotHref, registerHref, texts }: LoginProps) {
  const form = useForm(INITIAL, (v) => validateLogin(v, passwordMode));
  const { values, set, check } = form;
  const errors = shownErrors(texts, form.errors);
  const t = (english: string) => tr(texts, english);
  const { sending, failures, send } = useSend(texts);
  const [formError, setFormError] = useState("");

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending) return;
    if (!check()) {
      setFormError(t(FILL_ALL_FIELDS));
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
      label={t("Login")}
      form={{ ...form, errors }}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      recaptchaSiteKey={recaptchaSiteKey}
      submitText={t("Login")}
      sendingText={t("Logging in…")}
      texts={texts}
      links={
        <>
          <a href={forgotHref}>{t(passwordMode ? "Forgot Password" : "Forgot Pin?")}</a>
          <a href={registerHref}>{t("Create an Account")}</a>
        </>
      }
    >
      <p className="form-alert" role="alert">
        {formError}
      </p>
      <TextField
        id="login-username"
        label={t("Email")}
        type="email"
        autoComplete="username"
        value={values.username}
        onChange={(v) => set("username", v)}
        error={errors.username}
      />
      <TextField
        id="login-secret"
        label={t(passwordMode ? "Password" : "PIN")}
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
