/**
 * 'Subscribe To Our Newsletter' (shopping spec §2 Home, §5, §7, §8): an e-mail address, required
 * and valid, with the message inline; nothing is sent until it is. SendEmail 'Enquiry for
 * Subscribe' through the chain's send path; 'An email has been sent!' and a reset on success; a
 * failure is only logged. The privacy statement is under /company-policies. On a Spanish page its
 * texts come keyed by their English (form-strings.ts, `TextStrings`).
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { NEWSLETTER_FIELDS } from "./fields.ts";
import type { TextStrings } from "./form-strings.ts";
import FormField from "./FormField.tsx";
import type { SendTarget } from "./send-form.ts";
import { useEmailForm } from "./use-email-form.ts";
import "../../shared/forms/account-forms.css";
import "./forms.css";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  target: SendTarget;
  /** Address of /company-policies. */
  policiesHref: string;
  /** Prefix of element ids (two boxes may share a page). */
  idPrefix?: string;
  /** The texts of a Spanish page; absent on English pages. */
  strings?: TextStrings | undefined;
};

/** The newsletter box. */
export default function NewsletterForm({ target, policiesHref, idPrefix = "newsletter", strings: s }: Props) {
  const { values, set, errors, sending, ready, formRef, submit } = useEmailForm({
    kind: "newsletter",
    fields: NEWSLETTER_FIELDS,
    target,
    strings: s,
  });
  const online = useOnline();
  const field = NEWSLETTER_FIELDS[0]!;
  const t = s?.t;
  const error = errors["email"];
  return (
    <form
      ref={formRef}
      className="account-form newsletter-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={`${idPrefix}-title`}>{tr(t, "Subscribe To Our Newsletter")}</h2>
      <fieldset className="form-fields newsletter-row" disabled={!ready}>
        <legend className="visually-hidden">{tr(t, "Newsletter sign-up")}</legend>
        <FormField
          idPrefix={idPrefix}
          field={field}
          value={values["email"] ?? ""}
          onChange={set}
          error={error && tr(t, error)}
          label={tr(t, field.label)}
        />
        <button type="submit" className="button primary" disabled={sending || !ready || !online}>
          {tr(t, sending ? "Sending…" : "Subscribe")}
        </button>
      </fieldset>
      <NeedsConnection texts={t} />
      <p className="form-intro">
        {tr(t, "We respect your privacy: see our")} <a href={policiesHref}>{tr(t, "company policies")}</a>.
      </p>
    </form>
  );
}
