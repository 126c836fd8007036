/**
 * The employment application (accounts §2.14, §3, §5, §8): every §3 answer in sections, the chain's
 * variants (age question, 'Position Apply For'), the (999) 999-9999 phone mask, zip and postal at
 * most 6, date pickers, Select/yes/no selects, the 'Terms and Conditions' box and the captcha. The
 * form is busy from submit to the reply; errors are announced and the focus moves to the first one;
 * every answer (not the captcha) is kept as a draft across reloads and failed sends. On success:
 * 'An email has been sent!', the form resets, the draft is cleared and the page scrolls to the top.
 * On a Spanish page every text comes keyed by its English (form-strings.ts, `TextStrings`): labels,
 * sections, the rules' messages, the captcha and the notes; the rules themselves are unchanged.
 */
import { useEffect, useMemo } from "react";
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import CaptchaField from "../../shared/forms/captcha/CaptchaField.tsx";
import { clearDraft, readDraft, writeDraft, type Draft } from "./employment-draft.ts";
import { refusalSummary, sectionsOf, type Section } from "./employment-sections.ts";
import { employmentFields, type EmploymentVariant } from "./employment-fields.ts";
import type { FormErrors, FormValues } from "./fields.ts";
import type { TextStrings } from "./form-strings.ts";
import FormField from "./FormField.tsx";
import type { SendTarget } from "./send-form.ts";
import { useEmailForm } from "./use-email-form.ts";
import "../../shared/forms/account-forms.css";
import "./forms.css";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  site: string;
  target: SendTarget;
  variant: EmploymentVariant;
  recaptchaSiteKey: string | null;
  /** Address of /company-policies (the 'Terms and Conditions' link). */
  termsHref: string;
  /** The texts of a Spanish page; absent on English pages. */
  strings?: TextStrings | undefined;
};

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

/** The form: its sections of fields, the terms box, the captcha and Submit, over `useEmailForm`. */
function ApplicationForm(props: FormProps) {
  const { site, target, variant, recaptchaSiteKey, termsHref, live, initial, strings: s } = props;
  const fields = useMemo(() => employmentFields(variant), [variant]);
  const sections = useMemo(() => sectionsOf(fields), [fields]);
  const { formRef, submit, refusedCount, terms, setTerms, set, setCaptcha, captchaKey, ...form } = useEmailForm({
    kind: "employment",
    fields,
    target,
    withTerms: true,
    initial,
    onSent: () => {
      clearDraft(localStorage, site);
      window.scrollTo({ top: 0, behavior: "smooth" });
    },
    strings: s,
  });
  const online = useOnline();
  const t = s?.t;
  const { values, sending, ready } = form;
  // The rules' messages as the page writes them (the same object on an English page).
  const errors = shownErrors(t, form.errors);
  useDraftWriting(live, site, { values, terms });

  return (
    <form
      ref={formRef}
      className="account-form employment-form"
      noValidate
      aria-labelledby="employment-form-title"
      aria-busy={sending}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="employment-form-title">{tr(t, "Employment Application")}</h2>
      <p className="form-intro">{tr(t, "Fields marked * are required.")}</p>
      <p className="form-alert" role="alert">
        {refusalSummary(errors, refusedCount, t)}
      </p>
      <fieldset className="form-fields" disabled={!ready || sending}>
        <legend className="visually-hidden">{tr(t, "Application")}</legend>
        {sections.map((section) => (
          <FormSection key={section.title} section={section} values={values} onChange={set} errors={errors} texts={t} />
        ))}
        <TermsField termsHref={termsHref} checked={terms} onChange={setTerms} error={errors["terms"]} texts={t} />
        <CaptchaField
          key={captchaKey}
          id="employment-captcha"
          siteKey={recaptchaSiteKey}
          onChange={setCaptcha}
          error={errors["captcha"]}
          texts={t}
        />
        <button type="submit" className="button primary" disabled={sending || !ready || !online}>
          {tr(t, sending ? "Sending…" : "Submit")}
        </button>
        <NeedsConnection texts={t} />
      </fieldset>
    </form>
  );
}

/** Keeps the answers and the terms box as the draft while `live` (never in the built render). */
function useDraftWriting(live: boolean, site: string, { values, terms }: Draft): void {
  useEffect(() => {
    if (live) writeDraft(localStorage, site, { values, terms });
  }, [live, site, values, terms]);
}

type SectionProps = {
  section: Section;
  values: FormValues;
  onChange: (key: string, value: string) => void;
  errors: FormErrors;
  texts: Texts | undefined;
};

/** One section of the application: its title and fields. */
function FormSection({ section, values, onChange, errors, texts }: SectionProps) {
  return (
    <fieldset className="form-section">
      <legend>{tr(texts, section.title)}</legend>
      {section.fields.map((f) => (
        <FormField
          key={f.key}
          idPrefix="employment"
          field={f}
          value={values[f.key] ?? ""}
          onChange={onChange}
          error={errors[f.key]}
          mask
          label={tr(texts, f.label)}
          selectText={tr(texts, "Select")}
          texts={texts}
        />
      ))}
    </fieldset>
  );
}

type TermsProps = {
  termsHref: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  texts: Texts | undefined;
};

/** 'I agree to the Terms and Conditions *' with its error. */
function TermsField({ termsHref, checked, onChange, error, texts }: TermsProps) {
  return (
    <div className="field">
      <div className="check-field">
        <input
          id="employment-terms"
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error !== undefined}
          aria-describedby={error ? "employment-terms-error" : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor="employment-terms">
          {tr(texts, "I agree to the")} <a href={termsHref}>{tr(texts, "Terms and Conditions")}</a> *
        </label>
      </div>
      {error && (
        <p id="employment-terms-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
