/**
 * The employment application (accounts §2.14, §3, §5, §8): every §3 answer in sections, the chain's
 * variants (age question, 'Position Apply For'), the (999) 999-9999 phone mask, zip and postal at
 * most 6, date pickers, Select/yes/no selects, the 'Terms and Conditions' box and the captcha. The
 * form is busy from submit to the reply; errors are announced and the focus moves to the first one;
 * every answer (not the captcha) is kept as a draft across reloads and failed sends. On success:
 * 'An email has been sent!', the form resets, the draft is cleared and the page scrolls to the top.
 */
import { useEffect, useMemo } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import CaptchaField from "../../shared/forms/captcha/CaptchaField.tsx";
import { clearDraft, readDraft, writeDraft, type Draft } from "./employment-draft.ts";
import { employmentFields, type EmploymentVariant, type FieldDef } from "./fields.ts";
import FormField from "./FormField.tsx";
import type { SendTarget } from "./send-form.ts";
import { useEmailForm } from "./use-email-form.ts";
import "../../shared/forms/account-forms.css";
import "./forms.css";

type Props = {
  site: string;
  target: SendTarget;
  variant: EmploymentVariant;
  recaptchaSiteKey: string | null;
  /** Address of /company-policies (the 'Terms and Conditions' link). */
  termsHref: string;
};

/** Where each answer is grouped, by its first key. */
const SECTIONS: { title: string; from: string }[] = [
  { title: "Personal Information", from: "name" },
  { title: "Education", from: "college_or_university_credits" },
  { title: "Previous Employment", from: "company_name1" },
  { title: "Availability", from: "are_you_eligible_for_employment_in_the_united_states" },
  { title: "Agreement", from: "The_information" },
];

function sectionsOf(fields: FieldDef[]): { title: string; fields: FieldDef[] }[] {
  const starts = SECTIONS.map((s) => fields.findIndex((f) => f.key === s.from));
  return SECTIONS.map((s, i) => ({
    title: s.title,
    fields: fields.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : undefined),
  }));
}

/** The application form: the built HTML is the empty form; after hydration it starts again from the draft. */
export default function EmploymentForm(props: Props) {
  const hydrated = useHydrated();
  const draft = hydrated ? readDraft(localStorage, props.site) : null;
  return <ApplicationForm key={hydrated ? "live" : "built"} {...props} live={hydrated} initial={draft} />;
}

type FormProps = Props & {
  /** True once hydrated: only then is the draft written (the built render must not clear it). */
  live: boolean;
  initial: Draft | null;
};

function ApplicationForm({ site, target, variant, recaptchaSiteKey, termsHref, live, initial }: FormProps) {
  const fields = useMemo(() => employmentFields(variant), [variant]);
  const sections = useMemo(() => sectionsOf(fields), [fields]);
  const {
    values,
    set,
    terms,
    setTerms,
    setCaptcha,
    captchaKey,
    errors,
    refusedCount,
    sending,
    ready,
    formRef,
    submit,
  } = useEmailForm({
    kind: "employment",
    fields,
    target,
    withTerms: true,
    initial,
    onSent: () => {
      clearDraft(localStorage, site);
      window.scrollTo({ top: 0, behavior: "smooth" });
    },
  });

  useEffect(() => {
    if (live) writeDraft(localStorage, site, { values, terms });
  }, [live, site, values, terms]);

  const termsError = errors["terms"];
  const errorKeys = Object.keys(errors);
  return (
    <form
      ref={formRef}
      className="account-form employment-form"
      noValidate
      aria-labelledby="employment-form-title"
      aria-busy={sending}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="employment-form-title">Employment Application</h2>
      <p className="form-intro">Fields marked * are required.</p>
      <p className="form-alert" role="alert">
        {refusedCount > 0 && errorKeys.length > 0
          ? `Please correct ${errorKeys.length} ${errorKeys.length === 1 ? "answer" : "answers"}: ${errors[errorKeys[0]!]}`
          : ""}
      </p>
      <fieldset className="form-fields" disabled={!ready || sending}>
        <legend className="visually-hidden">Application</legend>
        {sections.map((s) => (
          <fieldset key={s.title} className="form-section">
            <legend>{s.title}</legend>
            {s.fields.map((f) => (
              <FormField
                key={f.key}
                idPrefix="employment"
                field={f}
                value={values[f.key] ?? ""}
                onChange={set}
                error={errors[f.key]}
                mask
              />
            ))}
          </fieldset>
        ))}
        <div className="field">
          <div className="check-field">
            <input
              id="employment-terms"
              type="checkbox"
              checked={terms}
              required
              aria-invalid={termsError !== undefined}
              aria-describedby={termsError ? "employment-terms-error" : undefined}
              onChange={(e) => setTerms(e.target.checked)}
            />
            <label htmlFor="employment-terms">
              I agree to the <a href={termsHref}>Terms and Conditions</a> *
            </label>
          </div>
          {termsError && (
            <p id="employment-terms-error" className="field-error">
              {termsError}
            </p>
          )}
        </div>
        <CaptchaField
          key={captchaKey}
          id="employment-captcha"
          siteKey={recaptchaSiteKey}
          onChange={setCaptcha}
          error={errors["captcha"]}
        />
        <button type="submit" className="button primary" disabled={sending || !ready}>
          {sending ? "Sending…" : "Submit"}
        </button>
      </fieldset>
    </form>
  );
}
