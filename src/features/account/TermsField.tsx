/** The terms checkbox of the registration forms, linking to the terms and conditions policy. */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

type Props = {
  id: string;
  /** Address of the chain's terms and conditions; null when it has none (named, not linked). */
  termsHref: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** Its texts on a page in another language. */
  texts?: Texts | undefined;
};

/** "I agree to the Terms and Conditions" (required). */
export default function TermsField({ id, termsHref, checked, onChange, error, texts }: Props) {
  const t = (english: string) => tr(texts, english);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="check-field">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>
          {t("I agree to the")}{" "}
          {termsHref === null ? (
            t("Terms and Conditions")
          ) : (
            <a href={termsHref} target="_blank" rel="noopener noreferrer">
              {t("Terms and Conditions")}
              <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
            </a>
          )}
        </label>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
