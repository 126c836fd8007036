/**
 * 'Contact Us By Email !' (accounts §2.13, §3, §5, §7, §8): first and last name, e-mail (valid),
 * phone, store, message and captcha, all required. SendEmail 'Enquiry via Contact Us' through the
 * chain's send path; on success 'An email has been sent!' and the form and captcha reset; a failed
 * send is only logged.
 */
import CaptchaField from "../../shared/forms/captcha/CaptchaField.tsx";
import { CONTACT_FIELDS } from "./fields.ts";
import { fieldLabel, shownError, type ContactStrings } from "./form-strings.ts";
import FormField from "./FormField.tsx";
import type { SendTarget } from "./send-form.ts";
import { useEmailForm } from "./use-email-form.ts";
import "../../shared/forms/account-forms.css";
import "./forms.css";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  target: SendTarget;
  /** Store names for the store select. */
  stores: string[];
  recaptchaSiteKey: string | null;
  /** The texts of a Spanish page (form-strings.ts); absent on English pages. */
  strings?: ContactStrings | undefined;
};

/** The Contact Us form. */
export default function ContactForm({ target, stores, recaptchaSiteKey, strings: s }: Props) {
  const { values, set, setCaptcha, captchaKey, errors, sending, ready, formRef, submit } = useEmailForm({
    kind: "contact",
    fields: CONTACT_FIELDS,
    target,
    strings: s,
  });
  const online = useOnline();
  return (
    <form
      ref={formRef}
      className="account-form contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="contact-form-title">{s?.title ?? "Contact Us By Email !"}</h2>
      <fieldset className="form-fields form-grid" disabled={!ready}>
        <legend className="visually-hidden">{s?.legend ?? "Your message"}</legend>
        {CONTACT_FIELDS.map((f) => (
          <FormField
            key={f.key}
            idPrefix="contact"
            field={f}
            value={values[f.key] ?? ""}
            onChange={set}
            error={shownError(s, errors[f.key], f)}
            stores={stores}
            label={fieldLabel(s, f.key, f.label)}
            selectText={s?.select}
          />
        ))}
        <CaptchaField
          key={captchaKey}
          id="contact-captcha"
          siteKey={recaptchaSiteKey}
          onChange={setCaptcha}
          error={shownError(s, errors["captcha"])}
          texts={s?.captcha}
        />
        <button type="submit" className="button primary" disabled={sending || !ready || !online}>
          {sending ? (s?.sending ?? "Sending…") : (s?.submit ?? "CONTACT US")}
        </button>
        <NeedsConnection texts={s?.captcha} />
      </fieldset>
    </form>
  );
}
