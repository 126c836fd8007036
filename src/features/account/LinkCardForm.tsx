/**
 * Link-card registration (accounts §2.6, §4): an existing loyalty card becomes an online account.
 * Register stays blocked ('Enter valid card detail!') until ValidateMemberNumber accepted the card.
 */
import { useState, type SubmitEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { newRegister } from "../../api/account.ts";
import type { CardLength } from "../../lib/site-config.ts";
import { siteClient } from "../session/gateway.ts";
import CaptchaField from "./captcha/CaptchaField.tsx";
import CardFields from "./CardFields.tsx";
import { validateLinkCard, type LinkCardValues } from "./form-rules.ts";
import { INVALID_CARD, LONG_TOAST_MS, REGISTERED } from "./messages.ts";
import PersonFields from "./PersonFields.tsx";
import { newRegisterArgs } from "./request-args.ts";
import SecretFields from "./SecretFields.tsx";
import { showFailure, successToLogin } from "./send.ts";
import type { StoreOption } from "./StoreSelect.tsx";
import TermsField from "./TermsField.tsx";
import { useCardCheck, useCardLength, type SettingsIds } from "./use-card-check.ts";
import { useForm } from "./use-form.ts";
import "./account-forms.css";

type Props = {
  passwordMode: boolean;
  /** Card length from the pulled company settings (refreshed from the live settings). */
  cardLength: CardLength;
  settingsIds: SettingsIds;
  stores: StoreOption[];
  recaptchaSiteKey: string | null;
  termsHref: string;
  loginHref: string;
};

const INITIAL: LinkCardValues = {
  card: "",
  confirmCard: "",
  firstName: "",
  lastName: "",
  zip: "",
  store: "",
  email: "",
  secret: "",
  confirm: "",
  terms: false,
  captcha: null,
};

/** The link-card registration form. */
export default function LinkCardForm(props: Props) {
  const { passwordMode } = props;
  const cardLength = useCardLength(props.cardLength, props.settingsIds);
  const { values, errors, set, check, formRef, ready } = useForm(INITIAL, (v) =>
    validateLinkCard(v, { passwordMode, cardLength }),
  );
  const status = useCardCheck(values.card, values.confirmCard, cardLength);
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    if (status !== "valid") {
      toast.error(INVALID_CARD);
      return;
    }
    setSending(true);
    const result = await newRegister(siteClient(), newRegisterArgs(values));
    if (result.ok) {
      successToLogin(REGISTERED, LONG_TOAST_MS);
      return;
    }
    setSending(false);
    showFailure(result);
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit} aria-label="Link Card Registration">
      <fieldset className="form-fields" disabled={!ready}>
        <p className="form-intro">All fields are required unless marked optional.</p>
        <CardFields values={values} errors={errors} onField={set} cardLength={cardLength} status={status} />
        <PersonFields
          idPrefix="link-card"
          values={values}
          errors={errors}
          onField={(key, value) => key !== "phone" && set(key, value)}
          stores={props.stores}
          zip="max5"
        />
        <SecretFields
          idPrefix="link-card"
          passwordMode={passwordMode}
          secret={values.secret}
          confirm={values.confirm}
          errors={errors}
          onField={set}
        />
        <TermsField
          id="link-card-terms"
          termsHref={props.termsHref}
          checked={values.terms}
          onChange={(v) => set("terms", v)}
          error={errors.terms}
        />
        <CaptchaField
          id="link-card-captcha"
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
