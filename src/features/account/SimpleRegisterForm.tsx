/**
 * Simple registration (accounts §2.5; also /register where card linking is off): the gateway issues
 * the card. Success shows 'Register Successfully !' (7 s) on /login.
 */
import { useState, type SubmitEvent } from "react";
import { register } from "../../api/account.ts";
import { siteClient } from "../session/gateway.ts";
import CaptchaField from "./captcha/CaptchaField.tsx";
import { validateRegister, type RegisterValues } from "./form-rules.ts";
import { LONG_TOAST_MS, REGISTERED } from "./messages.ts";
import PersonFields from "./PersonFields.tsx";
import { registerArgs } from "./request-args.ts";
import SecretFields from "./SecretFields.tsx";
import { showFailure, successToLogin } from "./send.ts";
import type { StoreOption } from "./StoreSelect.tsx";
import TermsField from "./TermsField.tsx";
import { useForm } from "./use-form.ts";
import "./account-forms.css";

type Props = {
  passwordMode: boolean;
  phoneRequired: boolean;
  hideZip: boolean;
  clientId: number;
  storeGroupId: number;
  stores: StoreOption[];
  recaptchaSiteKey: string | null;
  termsHref: string;
  loginHref: string;
};

const INITIAL: RegisterValues = {
  firstName: "",
  lastName: "",
  zip: "",
  phone: "",
  store: "",
  email: "",
  secret: "",
  confirm: "",
  terms: false,
  captcha: null,
};

/** The simple registration form. */
export default function SimpleRegisterForm(props: Props) {
  const { passwordMode, phoneRequired, hideZip } = props;
  const { values, errors, set, check, formRef, ready } = useForm(INITIAL, (v) =>
    validateRegister(v, { passwordMode, phoneRequired, hideZip }),
  );
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    setSending(true);
    const args = registerArgs(values, { clientId: props.clientId, storeGroupId: props.storeGroupId }, hideZip);
    const result = await register(siteClient(), args);
    if (result.ok) {
      successToLogin(REGISTERED, LONG_TOAST_MS);
      return;
    }
    setSending(false);
    showFailure(result);
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit} aria-label="Register">
      <fieldset className="form-fields" disabled={!ready}>
        <p className="form-intro">All fields are required unless marked optional.</p>
        <PersonFields
          idPrefix="register"
          values={values}
          errors={errors}
          onField={set}
          stores={props.stores}
          zip={hideZip ? "hidden" : "digits5"}
          phone={{ required: phoneRequired }}
        />
        <SecretFields
          idPrefix="register"
          passwordMode={passwordMode}
          secret={values.secret}
          confirm={values.confirm}
          errors={errors}
          onField={set}
        />
        <TermsField
          id="register-terms"
          termsHref={props.termsHref}
          checked={values.terms}
          onChange={(v) => set("terms", v)}
          error={errors.terms}
        />
        <CaptchaField
          id="register-captcha"
          siteKey={props.recaptchaSiteKey}
          onChange={(t) => set("captcha", t)}
          error={errors.captcha}
        />
        <button type="submit" className="button primary" disabled={sending || !ready}>
          {sending ? "Registering…" : "Register"}
        </button>
      </fieldset>
      <p className="form-links">
        Already registered? <a href={props.loginHref}>Sign In</a>
      </p>
    </form>
  );
}
