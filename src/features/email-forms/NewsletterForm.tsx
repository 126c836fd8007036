/**
 * 'Subscribe To Our Newsletter' (shopping spec §2 Home, §5, §7, §8): an e-mail address, required
 * and valid, with the message inline; nothing is sent until it is. SendEmail 'Enquiry for
 * Subscribe' through the chain's send path; 'An email has been sent!' and a reset on success; a
 * failure is only logged. The privacy statement is under /company-policies.
 */
import { NEWSLETTER_FIELDS } from "./fields.ts";
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
};

/** The newsletter box. */
export default function NewsletterForm({ target, policiesHref, idPrefix = "newsletter" }: Props) {
  const { values, set, errors, sending, ready, formRef, submit } = useEmailForm({
    kind: "newsletter",
    fields: NEWSLETTER_FIELDS,
    target,
  });
  const online = useOnline();
  const field = NEWSLETTER_FIELDS[0]!;
  return (
    <form
      ref={formRef}
      className="account-form newsletter-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={`${idPrefix}-title`}>Subscribe To Our Newsletter</h2>
      <fieldset className="form-fields newsletter-row" disabled={!ready}>
        <legend className="visually-hidden">Newsletter sign-up</legend>
        <FormField
          idPrefix={idPrefix}
          field={field}
          value={values["email"] ?? ""}
          onChange={set}
          error={errors["email"]}
        />
        <button type="submit" className="button primary" disabled={sending || !ready || !online}>
          {sending ? "Sending…" : "Subscribe"}
        </button>
      </fieldset>
      <NeedsConnection />
      <p className="form-intro">
        We respect your privacy: see our <a href={policiesHref}>company policies</a>.
      </p>
    </form>
  );
}
